import Foundation

/// The banners of a navigation app in the background, one session's part: what the car saw at the last snapshot
/// (the first maneuver, its estimates, the navigation alert), what is new since then, and the banners up now.
///
/// Plain state: the session takes in each snapshot (`takeIn(firstManeuver:estimates:alert:inBackground:)`), asks the
/// app's map template delegate about what is new, and puts up the banners it agreed to. Decisions (docs/DECISIONS.md,
/// "Navigation host"): a maneuver banner stays until the next maneuver, the end of guidance or the app coming forward;
/// an alert banner stays while its alert is up.
struct NavigationBanners: Sendable, Hashable {
    /// What changed since the last snapshot, which the session asks the app about.
    struct News: Sendable, Hashable {
        /// A new first maneuver while in the background: shall it be a banner?
        var showManeuver = false
        /// The maneuver banner's maneuver has new estimates: shall the banner take them?
        var updateManeuver = false
        /// A new navigation alert while in the background: shall it be a banner?
        var showAlert = false

        /// Nothing to ask.
        var isEmpty: Bool { !showManeuver && !updateManeuver && !showAlert }
    }

    /// The first maneuver, its estimates and the navigation alert at the last snapshot.
    private(set) var firstManeuver: ElementID?
    private(set) var firstManeuverEstimates: TravelEstimatesSnapshot?
    private(set) var alert: ElementID?
    /// The banner of the first maneuver, until the next maneuver or until the app comes forward.
    private(set) var maneuverBanner: NavigationBanner?
    /// The banner of the navigation alert, while the alert is up.
    private(set) var alertBanner: NavigationBanner?

    /// The banner shown now: the newer of the maneuver and navigation alert banners (the alert's when both came at
    /// once).
    var current: NavigationBanner? {
        switch (maneuverBanner, alertBanner) {
        case (let maneuver?, let alert?): maneuver.shownAt > alert.shownAt ? maneuver : alert
        case (let maneuver, let alert): alert ?? maneuver
        }
    }

    /// Takes in what a snapshot shows: a new first maneuver or alert takes its banner down, and is news in the
    /// background; new estimates of the maneuver a banner shows are news.
    mutating func takeIn(
        firstManeuver: ElementID?, estimates: TravelEstimatesSnapshot?, alert: ElementID?, inBackground: Bool
    ) -> News {
        let previous = self
        self.firstManeuver = firstManeuver
        firstManeuverEstimates = estimates
        self.alert = alert
        var news = News()
        if firstManeuver != previous.firstManeuver {
            maneuverBanner = nil
            news.showManeuver = inBackground && firstManeuver != nil
        } else if let firstManeuver, maneuverBanner?.elementID == firstManeuver, let estimates,
            estimates != previous.firstManeuverEstimates
        {
            news.updateManeuver = true
        }
        if alert != previous.alert {
            alertBanner = nil
            news.showAlert = inBackground && alert != nil
        }
        return news
    }

    /// Puts up the maneuver banner (nil: takes it down).
    mutating func setManeuverBanner(_ banner: NavigationBanner?) { maneuverBanner = banner }

    /// The maneuver banner shows new estimates (nothing happens without one).
    mutating func updateManeuverBanner(_ maneuver: ManeuverSnapshot, estimates: TravelEstimatesSnapshot?) {
        maneuverBanner?.content = .maneuver(maneuver, estimates: estimates)
    }

    /// Puts up the navigation alert's banner (nil: takes it down).
    mutating func setAlertBanner(_ banner: NavigationBanner?) { alertBanner = banner }

    /// The app came forward (or went away): its banners go; what the car saw stays.
    mutating func removeBanners() {
        maneuverBanner = nil
        alertBanner = nil
    }
}
