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

    /// After the snapshots were taken: compares the navigation session and the alert with the last snapshot's and
    /// asks the delegate about what is new. Reads every snapshot and live object before calling the app: what the app
    /// changes in its answer is taken in by the next snapshot.
    func followNavigationBanners() {
        guard appState == .connected else { return }
        let map = mapTemplateSnapshot
        let navigation = map?.navigation
        let first = navigation?.maneuvers.first
        let estimates = first.flatMap { navigation?.maneuverEstimates[$0.id] }
        let alert = map?.alert
        let news = banners.takeIn(
            firstManeuver: first?.id, estimates: estimates, alert: alert?.id, inBackground: isInBackground)
        guard !news.isEmpty, let template = mapTemplateObject else { return }

        let session = template._navigationSession
        let maneuverObject = first.flatMap { first in
            session?.upcomingManeuvers.first { ElementID(of: $0) == first.id }
        }
        let alertObject = template.currentNavigationAlert.flatMap { ElementID(of: $0) == alert?.id ? $0 : nil }
        if let first, let maneuverObject {
            if news.showManeuver, runAsApp({ template._hostShouldShowNotification(for: maneuverObject) }) {
                banners.setManeuverBanner(banner(.maneuver(first, estimates: estimates)))
            } else if news.updateManeuver, let session,
                let travelEstimates = session._maneuverEstimates[maneuverObject._elementID]
                    ?? maneuverObject.initialTravelEstimates,
                runAsApp({ template._hostShouldUpdateNotification(for: maneuverObject, with: travelEstimates) }),
                appState == .connected
            {
                banners.updateManeuverBanner(first, estimates: estimates)
            }
        }
        guard appState == .connected else { return }
        if news.showAlert, let alert, let alertObject,
            runAsApp({ template._hostShouldShowNotification(for: alertObject) }), appState == .connected
        {
            banners.setAlertBanner(banner(.navigationAlert(alert)))
        }
    }

    private func banner(_ content: NavigationBanner.Content) -> NavigationBanner? {
        guard appState == .connected, isInBackground else { return nil }
        return NavigationBanner(
            bundleIdentifier: app.bundleIdentifier, appName: app.name, content: content, shownAt: clock())
    }

    /// The app came forward (or went away): its banners go.
    func removeNavigationBanners() { banners.removeBanners() }

    /// The driver tapped the app's banner: the app comes to the front and its scene delegate hears
    /// `templateApplicationScene(_:didSelect:)` with the maneuver or the navigation alert. `comingForward` is the
    /// car's own way to bring the app forward (the car system's launch, which backgrounds the app in front); a lone
    /// session enters the foreground itself.
    @discardableResult
    public func selectNavigationBanner<Failure: Error>(comingForward: () throws(Failure) -> Void) throws(Failure)
        -> InputOutcome
    {
        guard appState == .connected else { return .appNotRunning }
        guard let banner = navigationBanner else { return .notOnScreen }
        // The live objects, found before the app runs again.
        let template = mapTemplateObject
        let maneuver = banner.maneuver.flatMap { shown in
            template?._navigationSession?.upcomingManeuvers.first { ElementID(of: $0) == shown.id }
        }
        let alert = banner.navigationAlert.flatMap { shown in
            template?.currentNavigationAlert.flatMap { ElementID(of: $0) == shown.id ? $0 : nil }
        }
        try comingForward()
        enterForeground()
        guard appState == .connected, let scene, let delegate = sceneDelegate else { return .appNotRunning }
        guard maneuver != nil || alert != nil else { return .handledBySystem }
        scene._lastCallbackWasUnimplemented = false
        runAsApp {
            if let maneuver {
                delegate.templateApplicationScene(scene, didSelect: maneuver)
            } else if let alert {
                delegate.templateApplicationScene(scene, didSelect: alert)
            }
        }
        if !scene._lastCallbackWasUnimplemented { received("templateApplicationScene(_:didSelect:)") }
        changed()
        return .handled
    }

    /// The driver tapped the app's banner (a lone session: it enters the foreground itself).
    @discardableResult
    public func selectNavigationBanner() -> InputOutcome {
        selectNavigationBanner(comingForward: {})
    }
}
