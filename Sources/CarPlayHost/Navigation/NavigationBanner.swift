import Foundation

/// A notification banner of a navigation app in the background: the car shows it over whatever is in front (another
/// app or the home screen) when the app's map template delegate agrees (`mapTemplate(_:shouldShowNotificationFor:)`).
/// Tapping it brings the app to the front, which hears `templateApplicationScene(_:didSelect:)`.
///
/// The app's session owns its banner (`CarSession.navigationBanner`); the car system draws the newest banner of the
/// apps in the background (`NavigationBannerLayout`).
public struct NavigationBanner: Codable, Hashable, Sendable {
    /// What the banner stands for.
    public enum Content: Codable, Hashable, Sendable {
        /// A new maneuver, with the estimates the banner shows (updated in place when the app agrees).
        case maneuver(ManeuverSnapshot, estimates: TravelEstimatesSnapshot?)
        /// A navigation alert presented while the app was in the background.
        case navigationAlert(NavigationAlertSnapshot)
    }

    /// The navigation app's bundle identifier and name.
    public var bundleIdentifier: String
    public var appName: String
    public var content: Content
    /// When the car put the banner up (the injected clock).
    public var shownAt: Date

    public init(bundleIdentifier: String, appName: String, content: Content, shownAt: Date) {
        self.bundleIdentifier = bundleIdentifier
        self.appName = appName
        self.content = content
        self.shownAt = shownAt
    }

    /// The id of the maneuver or navigation alert the banner stands for.
    public var elementID: ElementID {
        switch content {
        case .maneuver(let maneuver, _): maneuver.id
        case .navigationAlert(let alert): alert.id
        }
    }

    /// The maneuver of a maneuver banner.
    public var maneuver: ManeuverSnapshot? {
        if case .maneuver(let maneuver, _) = content { return maneuver }
        return nil
    }

    /// The estimates a maneuver banner shows.
    public var estimates: TravelEstimatesSnapshot? {
        if case .maneuver(_, let estimates) = content { return estimates }
        return nil
    }

    /// The alert of a navigation alert banner.
    public var navigationAlert: NavigationAlertSnapshot? {
        if case .navigationAlert(let alert) = content { return alert }
        return nil
    }

    /// The texts the banner chooses its first line from, most preferred first: the maneuver's notification
    /// variants (§9.3: the notification attributed variants, else the notification plain ones, else the guidance
    /// card's), or the alert's title variants.
    public var titleVariants: [String] {
        switch content {
        case .maneuver(let maneuver, _): maneuver.notificationInstructions.map(\.plainText)
        case .navigationAlert(let alert): alert.titleVariants
        }
    }

    /// The image at the banner's leading edge: the maneuver's `notificationSymbolImage`, else its `symbolImage`; or
    /// the alert's image.
    public var image: ImageSnapshot? {
        switch content {
        case .maneuver(let maneuver, _): maneuver.notificationSymbol
        case .navigationAlert(let alert): alert.image
        }
    }
}
