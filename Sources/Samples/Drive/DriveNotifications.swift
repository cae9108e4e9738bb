import CarPlay

/// Drive's banners while another app is in front. Apple's CarPlay navigation guide asks a navigation app to keep the
/// driver informed from the background: each new maneuver becomes a banner over the app in front (the banner uses
/// the maneuver's notification variants and symbol, then its main ones), the banner's distance and time follow the
/// car as it nears the maneuver, and navigation alerts (speed cameras, no route) show as banners too. Tapping a
/// banner brings Drive forward; the map with its guidance is its root, so there is nothing more to show.
extension DriveSceneDelegate {
    /// Every new maneuver of the trip is worth a banner while another app is in front.
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool {
        true
    }

    /// The banner's distance and time follow the car: updated in place rather than posted again.
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, shouldUpdateNotificationFor maneuver: CPManeuver,
        with travelEstimates: CPTravelEstimates
    ) -> Bool {
        true
    }

    /// Speed cameras and route problems reach the driver whatever app is in front.
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor navigationAlert: CPNavigationAlert)
        -> Bool
    {
        true
    }
}
