import Foundation
@_spi(CarPlayHost) import CarPlay
import UIKit

/// Background notifications of a navigation app (spec api-navigation §6.3, §17 item 7): while the app is in the
/// background, a new first maneuver and a new navigation alert become banners when the map template's delegate
/// agrees, a banner's maneuver takes new estimates when the delegate agrees, and tapping the banner brings the app
/// forward.
///
/// Decisions (docs/DECISIONS.md, "Navigation host"): the car asks when it takes in the app's changes (the snapshot
/// after the app's call, not inside it); `shouldUpdateNotificationFor` is asked on every change of the banner
/// maneuver's estimates the car takes in; a maneuver banner stays until the next maneuver, the end of guidance or the
/// app coming forward; an alert banner stays while its alert is up (a timed alert at least 5 s, on the injected
/// clock).
extension CarSession {
    /// The banner the app shows now while in the background: the newer of its maneuver and navigation alert banners
    /// (the alert's when both came at once); nil in the front.
    public var navigationBanner: NavigationBanner? {
        refreshSnapshotsIfNeeded()
        return banners.current
    }

    /// After the snapshots were taken: asks the app about its new maneuver and alert. See
    /// ``NavigationBanners/follow(context:)``.
    func followNavigationBanners() { NavigationBanners.follow(context: self) }

    /// The app came forward (or went away): its banners go.
    func removeNavigationBanners() { banners.removeBanners() }

    /// The driver tapped the app's banner: the app comes to the front and hears what was selected.
    /// `comingForward` is the car's own way to bring the app forward. See
    /// ``NavigationBanners/select(comingForward:context:)``.
    @discardableResult
    public func selectNavigationBanner<Failure: Error>(comingForward: () throws(Failure) -> Void) throws(Failure)
        -> InputOutcome
    {
        try NavigationBanners.select(comingForward: comingForward, context: self)
    }

    /// The driver tapped the app's banner (a lone session: it enters the foreground itself).
    @discardableResult
    public func selectNavigationBanner() -> InputOutcome {
        selectNavigationBanner(comingForward: {})
    }
}
