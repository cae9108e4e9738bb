// The apps and helpers the car-system and simulator tests share (a support library of the test targets).
import AVFAudio
import CarPlay
import CarPlayHost
import Foundation
import MediaPlayer
import UIKit

/// A test audio app: a list with "Play" (activates a playback audio session) and "Count" (a counter kept in the
/// delegate), recording every scene callback it gets.
public final class PlayerDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    /// Every callback of every instance, oldest first.
    nonisolated(unsafe) public static var calls: [String] = []
    nonisolated(unsafe) public static var commands: [String] = []
    public var interfaceController: CPInterfaceController?
    public var count = 0

    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        Self.calls.append("willConnect")
    }

    public func templateApplicationScene(
        _ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        Self.calls.append("didConnect")
        self.interfaceController = interfaceController
        let play = CPListItem(text: "Play", detailText: nil)
        play.handler = { _, completion in
            try? AVAudioSession.sharedInstance().setCategory(.playback)
            try? AVAudioSession.sharedInstance().setActive(true)
            completion()
        }
        let counter = CPListItem(text: "Count", detailText: "0")
        counter.handler = { [weak self] item, completion in
            guard let self else { return completion() }
            self.count += 1
            (item as? CPListItem)?.setDetailText("\(self.count)")
            completion()
        }
        let center = MPRemoteCommandCenter.shared()
        center.togglePlayPauseCommand.addTarget { _ in
            PlayerDelegate.commands.append("togglePlayPause")
            return .success
        }
        center.nextTrackCommand.addTarget { _ in
            PlayerDelegate.commands.append("nextTrack")
            return .success
        }
        center.pauseCommand.addTarget { _ in
            PlayerDelegate.commands.append("pause")
            return .success
        }
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Player", sections: [CPListSection(items: [play, counter])]), animated: false,
            completion: nil)
    }

    public func templateApplicationScene(
        _ scene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        Self.calls.append("didDisconnect")
    }

    public func sceneDidDisconnect(_ scene: UIScene) { Self.calls.append("sceneDidDisconnect") }
    public func sceneWillEnterForeground(_ scene: UIScene) { Self.calls.append("willEnterForeground") }
    public func sceneDidBecomeActive(_ scene: UIScene) { Self.calls.append("didBecomeActive") }
    public func sceneWillResignActive(_ scene: UIScene) { Self.calls.append("willResignActive") }
    public func sceneDidEnterBackground(_ scene: UIScene) { Self.calls.append("didEnterBackground") }
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {
        Self.calls.append("contentStyle:\(contentStyle == .dark ? "dark" : "light")")
    }
}

/// A test navigation app: a map template that guides along a fixed route, shows banners for its maneuvers and
/// alerts while in the background when `showsBanners` says so, and records the banners the driver selected.
public final class NavigatorDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate {
    public let mapTemplate = CPMapTemplate()
    public var navigationSession: CPNavigationSession?
    public var showsBanners = true
    /// What the app heard about banners, in order.
    public var events: [String] = []
    public var route: [CPManeuver] = []

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        mapTemplate.mapDelegate = self
        interfaceController.setRootTemplate(mapTemplate, animated: false, completion: nil)
    }

    /// Starts guidance along three maneuvers, 500 m to the first.
    public func guide() {
        let destination = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)))
        destination.name = "Tour Eiffel"
        let trip = CPTrip(
            origin: MKMapItem.forCurrentLocation(), destination: destination,
            routeChoices: [
                CPRouteChoice(
                    summaryVariants: ["Via Quai Branly"], additionalInformationVariants: [],
                    selectionSummaryVariants: [])
            ])
        let session = mapTemplate.startNavigationSession(for: trip)
        navigationSession = session
        route = [
            ("Turn left onto Avenue de Suffren", "arrow.turn.up.left"),
            ("Turn right onto Quai Branly", "arrow.turn.up.right"), ("Arrive at Tour Eiffel", "flag"),
        ].map {
            let maneuver = CPManeuver()
            maneuver.instructionVariants = [$0.0]
            maneuver.symbolImage = UIImage(systemName: $0.1)
            return maneuver
        }
        session.upcomingManeuvers = [route[0]]
        session.updateEstimates(
            CPTravelEstimates(distanceRemaining: Measurement(value: 500, unit: .meters), timeRemaining: 60),
            for: route[0])
    }

    /// The first maneuver is done: the next one comes, `meters` away.
    public func advance(meters: Double) {
        guard let session = navigationSession, route.count > 1 else { return }
        route.removeFirst()
        session.upcomingManeuvers = [route[0]]
        session.updateEstimates(
            CPTravelEstimates(distanceRemaining: Measurement(value: meters, unit: .meters), timeRemaining: meters / 8),
            for: route[0])
    }

    /// A navigation alert that stays `duration` seconds.
    public func warn(_ title: String, duration: TimeInterval) {
        mapTemplate.present(
            navigationAlert: CPNavigationAlert(
                titleVariants: [title], subtitleVariants: ["Ahead"], image: nil,
                primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil,
                duration: duration), animated: true)
    }

    public func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool {
        events.append("should show \(maneuver.instructionVariants[0])")
        return showsBanners
    }

    public func mapTemplate(
        _ mapTemplate: CPMapTemplate, shouldShowNotificationFor navigationAlert: CPNavigationAlert
    ) -> Bool {
        events.append("should show \(navigationAlert.titleVariants[0])")
        return showsBanners
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver
    ) {
        events.append("selected \(maneuver.instructionVariants[0])")
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert
    ) {
        events.append("selected \(navigationAlert.titleVariants[0])")
    }
}

public enum Apps {
    public static let faultyID = "com.example.faulty"
    public static let playerID = "com.example.player"
    public static let navigatorID = "com.example.navigator"

    /// The test navigation app; every delegate the car makes for it is added to `made` (a test reads the one in the
    /// car from there, with no state shared between tests).
    @MainActor public static func navigator(_ made: Box<[NavigatorDelegate]> = Box([])) -> InstalledApp {
        InstalledApp(bundle: AppBundle(name: "Navigator", bundleIdentifier: navigatorID, category: .navigation)) {
            let delegate = NavigatorDelegate()
            made.value.append(delegate)
            return delegate
        }
    }

    /// A car with the test navigator alone, launched on the display preset `display` (the car's own when nil), on
    /// `clock` (UTC): the car, the navigator's session and its delegate (nil if the car made none).
    @MainActor public static func navigatorCar(display: String? = nil, clock: ManualTime = ManualTime()) throws
        -> (system: CarSystem, session: CarSession, app: NavigatorDelegate)?
    {
        let made = Box<[NavigatorDelegate]>([])
        let system = CarSystem(apps: [navigator(made)], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        if let display { try system.setDisplay(presetID: display) }
        try system.launch(navigatorID)
        guard let app = made.value.last, let session = system.sessions[navigatorID] else { return nil }
        return (system, session, app)
    }

    /// The Faulty sample, installed from its class name like UIKit does.
    @MainActor public static func faulty() throws -> InstalledApp {
        let bundle = AppBundle(
            name: "Faulty", bundleIdentifier: faultyID, category: .communication,
            sceneDelegateClassName: "$(PRODUCT_MODULE_NAME).CarPlaySceneDelegate")
        return try InstalledApp(bundle: bundle, moduleName: "Faulty")
    }

    @MainActor public static func player() -> InstalledApp {
        InstalledApp(bundle: AppBundle(name: "Player", bundleIdentifier: playerID, category: .audio)) {
            PlayerDelegate()
        }
    }

    /// A car with Faulty and Player, on a fixed clock (2026-01-01 12:00 UTC).
    @MainActor public static func car(clock: ManualTime = ManualTime()) throws -> CarSystem {
        PlayerDelegate.calls = []
        PlayerDelegate.commands = []
        return CarSystem(
            apps: [try faulty(), player()], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
    }
}

/// A clock tests move by hand.
public final class ManualTime: @unchecked Sendable {
    public init() {}
    private let lock = NSLock()
    private var value = Date(timeIntervalSince1970: 1_767_268_800)
    public var now: Date {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

extension Screen {
    /// Every text and detail text on screen.
    public var allTexts: [String] { root.all { _ in true }.flatMap { [$0.text, $0.detailText].compactMap { $0 } } }

    /// The id of the first node showing `text`.
    public func id(of text: String) -> String? {
        root.first { $0.text == text && $0.id != nil }?.id?.rawValue
            ?? root.first { node in node.id != nil && node.children.contains { $0.text == text } }?.id?.rawValue
    }
}

/// A mutable value shared with a closure.
public final class Box<Value>: @unchecked Sendable {
    public var value: Value
    public init(_ value: Value) { self.value = value }
}
