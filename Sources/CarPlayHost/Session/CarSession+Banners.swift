import Foundation

/// Background notifications of a navigation app (Parts/NavigationBanners.swift; spec api-navigation §6.3, §17 item
/// 7): while the app is in the background, a new first maneuver and a new navigation alert become banners when the
/// map template's delegate agrees; tapping the banner brings the app forward.
extension CarSession {
    /// The banner the app shows now while in the background: the newer of its maneuver and navigation alert banners
    /// (the alert's when both came at once); nil in the front.
    public var navigationBanner: NavigationBanner? {
        SessionSnapshots.refresh(context: self)
        return banners.current
    }

    /// The driver tapped the app's banner; `comingForward` is the car's own way to bring the app forward. See
    /// ``NavigationBanners/select(comingForward:context:)``.
    @discardableResult
    public func selectNavigationBanner<Failure: Error>(comingForward: () throws(Failure) -> Void) throws(Failure)
        -> InputOutcome
    { try NavigationBanners.select(comingForward: comingForward, context: self) }

    /// The driver tapped the app's banner (a lone session: it enters the foreground itself).
    @discardableResult
    public func selectNavigationBanner() -> InputOutcome { selectNavigationBanner(comingForward: {}) }
}
