import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit
@_spi(CarPlayHost) import _PlatformHost

/// What a session's parts may use of their session: the narrow way into the app-facing services that `CarSession`
/// gives its parts (`ClusterScene`, `DashboardScene`…) so they can call the app without being `CarSession` itself.
///
/// Why a protocol: a part's logic that talks to the app needs the session's one way of running app code
/// (`runAsApp`), its logs and change notification, and a few car facts (clock, locale, display). Naming only those
/// keeps each part's reach visible and the session a coordinator. `CarSession` is the one conformer; parts take it as
/// `context`.
///
/// Parts must not hold on to a context: they are values the session owns. App code may re-enter the session (or
/// fault, which clears the session's parts), so a part reads the session's state through the context again after
/// every call into the app instead of keeping a copy it changes.
@MainActor
protocol SessionContext: AnyObject, Sendable {
    /// The app as iOS sees it.
    var app: AppBundle { get }
    /// The rules for the app's category on the emulated iOS release.
    var rules: Rules { get }
    /// Whether the app's scene is connected, and whether the app still runs.
    var appState: CarSession.AppState { get }
    /// The car's main display.
    var display: DisplayConfiguration { get }
    /// The car's user interface appearance, light or dark.
    var appearance: DisplayConfiguration.Appearance { get }
    /// The injected clock.
    var clock: @Sendable () -> Date { get }
    /// The car's locale.
    var locale: Locale { get }
    /// The time zone of the car's clocks.
    var timeZone: TimeZone { get }
    /// Where the images of the session's snapshots go.
    var imageStore: ImageStore { get }
    /// The map template as last snapshotted, nil while the app shows none.
    var mapTemplateSnapshot: MapTemplateSnapshot? { get }
    /// Whether the connected scene is in the background.
    var isInBackground: Bool { get }
    /// The app's CarPlay scene and its delegate while connected.
    var scene: CPTemplateApplicationScene? { get }
    /// The delegate of the app's CarPlay scene while connected.
    var sceneDelegate: (any CPTemplateApplicationSceneDelegate)? { get }
    /// The live map template object of the app's map template, if it shows one.
    var mapTemplateObject: CPMapTemplate? { get }
    /// Whether the map template is the template on screen (nothing pushed or presented over it).
    var mapTemplateIsVisible: Bool { get }
    /// Whether the car and the app share the route (iOS 26.4 and the app opts in).
    var sharesRoute: Bool { get }
    /// The banner the app shows now while in the background.
    var navigationBanner: NavigationBanner? { get }
    /// The car's side of the map template: the bar's auto-hide, the alert's timeout.
    var mapSession: MapSession { get set }
    /// The banners of the navigation app in the background.
    var banners: NavigationBanners { get set }
    /// The car as a moving thing: its position, course and speed, and the drive under way.
    var vehicle: Vehicle { get set }
    /// The car's position now as CoreLocation receives it; nil when the car is nowhere on Earth.
    var currentLocationFix: PlatformLocationFix? { get }
    /// The app's location authorization and location managers.
    var locationServices: LocationServices { get set }
    /// The app's speech on the car's clock and the car's voice state.
    var speech: SessionSpeech { get set }
    /// Called after every change of what the car may show.
    var onChange: (@MainActor () -> Void)? { get }
    /// The navigation app's instrument cluster scene while connected.
    var cluster: ClusterScene? { get set }
    /// The navigation app's Dashboard scene while connected.
    var dashboard: DashboardScene? { get set }

    /// Runs app code in the session's environment: the category's limits apply and framework exceptions reach the
    /// session's fault path.
    func runAsApp<T>(_ body: () throws -> T) rethrows -> T
    /// Records a callback the app received (named as in Swift).
    func received(_ callback: String)
    /// Tells the front ends that what the car may show changed.
    func changed()
    /// The car shows the app again: the scene enters the foreground.
    func enterForeground()
    /// The driver touched the screen or turned the knob: a hidden navigation bar comes back.
    func noteInteraction()
    /// `window` as the car draws it now, run as the app.
    func windowSnapshot(_ window: UIWindow) -> ViewSnapshot
}

// MARK: Shared by the Dashboard and cluster scenes

extension SessionContext {
    /// A layout context for `display` at the car's time, locale and time zone.
    func layoutContext(for display: DisplayConfiguration) -> LayoutContext {
        LayoutContext(display: display, rules: rules, now: clock(), locale: locale, timeZone: timeZone)
    }

    /// A new scene session of `role`, named after the manifest's first configuration of `manifestRole`.
    func otherSceneSession(_ role: UISceneSession.Role, manifestRole: SceneRole) -> UISceneSession {
        UISceneSession(
            _role: role,
            configuration: UISceneConfiguration(
                name: app.manifest.configurations(for: manifestRole).first?.name, sessionRole: role))
    }

    /// UIKit's first call to a new scene's delegate, recorded; false when the app was terminated in it.
    func tellWillConnect(_ delegate: any UISceneDelegate, scene: UIScene, session: UISceneSession) -> Bool {
        runAsApp {
            delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions(_urlContexts: []))
        }
        received("scene(_:willConnectTo:options:)")
        return appState == .connected
    }

    /// UIKit's last call to a scene's delegate, recorded; front ends hear that the car's screens changed.
    func tellDidDisconnect(_ delegate: any UISceneDelegate, scene: UIScene) {
        runAsApp { delegate.sceneDidDisconnect(scene) }
        received("sceneDidDisconnect(_:)")
        changed()
    }
}
