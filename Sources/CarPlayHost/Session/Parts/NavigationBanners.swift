import Foundation
@_spi(CarPlayHost) import CarPlay
import UIKit

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

// MARK: Asking the app, in a session

@MainActor
extension NavigationBanners {
    /// The banner the session's app shows now while in the background, after the app's changes were taken in: the
    /// newer of its maneuver and navigation alert banners (the alert's when both came at once); nil in the front.
    static func current(context: any SessionContext) -> NavigationBanner? {
        SessionSnapshots.refresh(context: context)
        return context.banners.current
    }

    /// After the session's snapshots were taken: compares the navigation session and the alert with the last
    /// snapshot's and asks the map template's delegate about what is new; the banners it agrees to go up. Reads every
    /// snapshot and live object before calling the app: what the app changes in its answer is taken in by the next
    /// snapshot.
    ///
    /// Decisions (docs/DECISIONS.md, "Navigation host"): the car asks when it takes in the app's changes (the
    /// snapshot after the app's call, not inside it); `shouldUpdateNotificationFor` is asked on every change of the
    /// banner maneuver's estimates the car takes in.
    static func follow(context: any SessionContext) {
        guard context.appState == .connected else { return }
        let map = context.mapTemplateSnapshot
        let navigation = map?.navigation
        let first = navigation?.maneuvers.first
        let estimates = first.flatMap { navigation?.maneuverEstimates[$0.id] }
        let alert = map?.alert
        let news = context.banners.takeIn(
            firstManeuver: first?.id, estimates: estimates, alert: alert?.id, inBackground: context.isInBackground)
        guard !news.isEmpty, let template = MapSession.templateObject(context: context) else { return }

        let session = template._navigationSession
        let maneuverObject = first.flatMap { first in
            session?.upcomingManeuvers.first { ElementID(of: $0) == first.id }
        }
        let alertObject = template.currentNavigationAlert.flatMap { ElementID(of: $0) == alert?.id ? $0 : nil }
        if let first, let maneuverObject {
            if news.showManeuver, context.runAsApp({ template._hostShouldShowNotification(for: maneuverObject) }) {
                context.banners.setManeuverBanner(banner(.maneuver(first, estimates: estimates), context: context))
            } else if news.updateManeuver, let session,
                let travelEstimates = session._maneuverEstimates[maneuverObject._elementID]
                    ?? maneuverObject.initialTravelEstimates,
                context.runAsApp({
                    template._hostShouldUpdateNotification(for: maneuverObject, with: travelEstimates)
                }),
                context.appState == .connected
            {
                context.banners.updateManeuverBanner(first, estimates: estimates)
            }
        }
        guard context.appState == .connected else { return }
        if news.showAlert, let alert, let alertObject,
            context.runAsApp({ template._hostShouldShowNotification(for: alertObject) }),
            context.appState == .connected
        {
            context.banners.setAlertBanner(banner(.navigationAlert(alert), context: context))
        }
    }

    /// A banner of `content` for the session's app now; nil unless the app still runs in the background (it may
    /// have come forward or faulted while it was asked).
    private static func banner(_ content: NavigationBanner.Content, context: any SessionContext) -> NavigationBanner? {
        guard context.appState == .connected, context.isInBackground else { return nil }
        return NavigationBanner(
            bundleIdentifier: context.app.bundleIdentifier, appName: context.app.name, content: content,
            shownAt: context.clock())
    }

    /// The driver tapped the session's banner: the app comes to the front and its scene delegate hears
    /// `templateApplicationScene(_:didSelect:)` with the maneuver or the navigation alert. `comingForward` is the
    /// car's own way to bring the app forward (the car system's launch, which backgrounds the app in front); a lone
    /// session enters the foreground itself.
    static func select<Failure: Error>(
        comingForward: () throws(Failure) -> Void, context: any SessionContext
    ) throws(Failure) -> InputOutcome {
        guard context.appState == .connected else { return .appNotRunning }
        guard let banner = context.navigationBanner else { return .notOnScreen }
        // The live objects, found before the app runs again.
        let template = MapSession.templateObject(context: context)
        let maneuver = banner.maneuver.flatMap { shown in
            template?._navigationSession?.upcomingManeuvers.first { ElementID(of: $0) == shown.id }
        }
        let alert = banner.navigationAlert.flatMap { shown in
            template?.currentNavigationAlert.flatMap { ElementID(of: $0) == shown.id ? $0 : nil }
        }
        try comingForward()
        context.enterForeground()
        guard context.appState == .connected, let scene = context.scene, let delegate = context.sceneDelegate else {
            return .appNotRunning
        }
        guard maneuver != nil || alert != nil else { return .handledBySystem }
        scene._lastCallbackWasUnimplemented = false
        context.runAsApp {
            if let maneuver {
                delegate.templateApplicationScene(scene, didSelect: maneuver)
            } else if let alert {
                delegate.templateApplicationScene(scene, didSelect: alert)
            }
        }
        if !scene._lastCallbackWasUnimplemented { context.received("templateApplicationScene(_:didSelect:)") }
        context.changed()
        return .handled
    }
}
