import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

// Apps that start through their app delegate, written as for iOS: the iOS 12 path of the Navigation App Programming
// Guide (`CPApplicationDelegate`, no scene manifest) and a scene-based app whose delegate names the CarPlay scene
// delegate in code (`application(_:configurationForConnecting:options:)`).

/// A navigation app of iOS 12: its app delegate hears the car, sets a map template and guides.
final class LegacyNavigationAppDelegate: UIResponder, CPApplicationDelegate, CPMapTemplateDelegate {
    var events: [String] = []
    var interfaceController: CPInterfaceController?
    var window: CPWindow?
    let map = CPMapTemplate()
    var session: CPNavigationSession?

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        events.append("launching")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        events.append("launched")
        return true
    }

    func application(
        _ application: UIApplication, didConnectCarInterfaceController interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        events.append("connected")
        self.interfaceController = interfaceController
        self.window = window
        map.mapDelegate = self
        interfaceController.setRootTemplate(map, animated: false)
    }

    func application(
        _ application: UIApplication, didDisconnectCarInterfaceController interfaceController: CPInterfaceController,
        from window: CPWindow
    ) {
        events.append("disconnected")
        self.interfaceController = nil
    }

    func application(_ application: UIApplication, didSelect maneuver: CPManeuver) {
        events.append("maneuver \(maneuver.instructionVariants.first ?? "")")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool { true }

    /// Starts guiding to the harbour and announces `instruction` as the next maneuver.
    func guide(announcing instruction: String) {
        if session == nil {
            let origin = MKMapItem(
                placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7325, longitude: 7.4189)))
            let harbour = MKMapItem(
                placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206)))
            harbour.name = "Port Hercule"
            let choice = CPRouteChoice(
                summaryVariants: ["Via the harbour"], additionalInformationVariants: [], selectionSummaryVariants: [])
            session = map.startNavigationSession(
                for: CPTrip(origin: origin, destination: harbour, routeChoices: [choice]))
        }
        let maneuver = CPManeuver()
        maneuver.instructionVariants = [instruction]
        session?.upcomingManeuvers = [maneuver]
    }
}

/// A scene-based app whose delegate returns the CarPlay configuration in code; its manifest has no CarPlay role.
final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
    var events: [String] = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        events.append("launched")
        return true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        events.append("configuration for \(connectingSceneSession.role.rawValue)")
        let configuration = UISceneConfiguration(name: "CarPlay", sessionRole: connectingSceneSession.role)
        if connectingSceneSession.role == .carTemplateApplication {
            configuration.delegateClass = CodeConfiguredSceneDelegate.self
        }
        return configuration
    }
}

/// An app delegate that picks the manifest's second CarPlay configuration by its name.
final class NamingAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Library", sessionRole: connectingSceneSession.role)
    }
}

/// The test module's app delegate under the name Xcode's templates give it, which the car looks for.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var launches = 0

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launches += 1
        return true
    }
}

/// The scene delegate `ConfiguringAppDelegate` names.
final class CodeConfiguredSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        let item = CPListItem(text: "Configured in code", detailText: nil)
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Code", sections: [CPListSection(items: [item])]), animated: false,
            completion: nil)
    }
}

/// The scene delegate of the manifest's configuration named "Library".
final class LibrarySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        interfaceController.setRootTemplate(
            CPListTemplate(
                title: "Library", sections: [CPListSection(items: [CPListItem(text: "Shelf", detailText: nil)])]),
            animated: false, completion: nil)
    }
}

/// Apps connecting through their app delegate (spec api-general §6.4; the Navigation App Programming Guide's iOS 12
/// start-up path; UIKit's `application(_:configurationForConnecting:options:)`).
@MainActor @Suite struct AppDelegateStartTests {
    func bundle(_ info: [String: Any], category: AppCategory) throws -> AppBundle {
        var plist: [String: Any] = ["CFBundleIdentifier": "com.example.\(category.rawValue)", "CFBundleName": "App"]
        plist.merge(info) { _, new in new }
        return try AppBundle(
            infoPlistData: PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0),
            entitlementsData: PropertyListSerialization.data(
                fromPropertyList: [category.entitlementKey: true], format: .xml, options: 0))
    }

    func manifest(_ configurations: [[String: String]], multipleScenes: Bool = true) -> [String: Any] {
        [
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": multipleScenes,
                "UISceneConfigurations": ["CPTemplateApplicationSceneSessionRoleApplication": configurations],
            ]
        ]
    }

    @Test func anIOS12NavigationAppHearsTheCarThroughItsAppDelegate() throws {
        let app = try InstalledApp(
            bundle: bundle([:], category: .navigation),
            appDelegateClassName: NSStringFromClass(LegacyNavigationAppDelegate.self))
        expectTrue(!app.bundle.declaresSceneManifest)
        let car = TestCar(app: app)
        try car.connect()
        let delegate = try require(app.applicationDelegate?.delegate as? LegacyNavigationAppDelegate)
        expectEqual(delegate.events, ["launching", "launched", "connected"], "UIKit's launch order")
        expectEqual(delegate.window?.screen.bounds.isEmpty, false, "the car's window, on the car's screen")
        expectEqual(car.rootTemplate?.kind, .map)

        // A maneuver announced in the background is a banner; tapping it reaches application(_:didSelect:).
        car.run { delegate.guide(announcing: "Turn right onto Quai Albert 1er") }
        car.enterBackground()
        car.run { delegate.guide(announcing: "Keep left at the harbour") }
        expectEqual(car.tapBanner(), .handled)
        expectEqual(delegate.events.last, "maneuver Keep left at the harbour")

        car.disconnect()
        expectEqual(delegate.events.last, "disconnected")
        // Connecting again keeps the one app delegate, launched once.
        try car.connect()
        expectEqual(delegate.events.filter { $0 == "launched" }.count, 1)
        expectEqual(car.rootTemplate?.kind, .map)
    }

    @Test func onlyNavigationAppsStartTheIOS12Way() throws {
        let audio = try bundle([:], category: .audio)
        let name = NSStringFromClass(LegacyNavigationAppDelegate.self)
        #expect(throws: InstalledAppError.applicationDelegateNotNavigation("com.example.audio", category: "Audio")) {
            try InstalledApp(bundle: audio, appDelegateClassName: name)
        }
        // Without a manifest an app delegate that does not adopt CPApplicationDelegate cannot connect.
        let plain = NSStringFromClass(ConfiguringAppDelegate.self)
        let navigation = try bundle([:], category: .navigation)
        #expect(throws: InstalledAppError.noSceneManifest("com.example.navigation")) {
            try InstalledApp(bundle: navigation, appDelegateClassName: plain)
        }
        expectTrue(
            InstalledAppError.noSceneManifest("com.example.navigation").description
                == "com.example.navigation: the Info.plist has no UIApplicationSceneManifest and the app has no app "
                + "delegate adopting CPApplicationDelegate, so CarPlay cannot connect the app")
        #expect(throws: InstalledAppError.notAnApplicationDelegate(NSStringFromClass(LibrarySceneDelegate.self))) {
            try InstalledApp(bundle: navigation, appDelegateClassName: NSStringFromClass(LibrarySceneDelegate.self))
        }
    }

    @Test func theAppDelegateNamesTheSceneDelegateInCodeAfterLaunching() throws {
        let app = try InstalledApp(
            bundle: bundle(manifest([]), category: .audio),
            appDelegateClassName: NSStringFromClass(ConfiguringAppDelegate.self))
        let car = TestCar(app: app)
        try car.connect()
        let delegate = try require(app.applicationDelegate?.delegate as? ConfiguringAppDelegate)
        expectEqual(
            delegate.events, ["launched", "configuration for CPTemplateApplicationSceneSessionRoleApplication"])
        expectNotEqual(car.element("Configured in code"), nil)
    }

    @Test func theConfigurationTheAppDelegateNamesComesFromTheManifest() throws {
        let manifest = manifest([
            [
                "UISceneConfigurationName": "Radio", "UISceneClassName": "CPTemplateApplicationScene",
                "UISceneDelegateClassName": NSStringFromClass(CodeConfiguredSceneDelegate.self),
            ],
            [
                "UISceneConfigurationName": "Library", "UISceneClassName": "CPTemplateApplicationScene",
                "UISceneDelegateClassName": NSStringFromClass(LibrarySceneDelegate.self),
            ],
        ])
        let app = try InstalledApp(
            bundle: bundle(manifest, category: .audio), appDelegateClassName: NSStringFromClass(NamingAppDelegate.self))
        let car = TestCar(app: app)
        try car.connect()
        expectNotEqual(car.element("Shelf"), nil)
    }

    @Test func theModulesAppDelegateIsFoundByItsXcodeName() throws {
        let manifest = manifest([
            [
                "UISceneConfigurationName": "CarPlay", "UISceneClassName": "CPTemplateApplicationScene",
                "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).LibrarySceneDelegate",
            ]
        ])
        let app = try InstalledApp(bundle: bundle(manifest, category: .audio), moduleName: "CarPlayTestingTests")
        let car = TestCar(app: app)
        try car.connect()
        let delegate = try require(app.applicationDelegate?.delegate as? AppDelegate)
        expectEqual(delegate.launches, 1)
        expectNotEqual(car.element("Shelf"), nil, "the manifest's scene delegate, the app delegate returning no other")
    }

    @Test func anAppWithoutASceneConfigurationOrAnAppDelegateIsRefused() throws {
        let noRole = try bundle(manifest([]), category: .audio)
        #expect(throws: InstalledAppError.noCarPlayScene("com.example.audio")) { try InstalledApp(bundle: noRole) }
        expectTrue(
            InstalledAppError.noCarPlayScene("com.example.audio").description
                == "com.example.audio: UIApplicationSceneManifest.UISceneConfigurations has no "
                + "CPTemplateApplicationSceneSessionRoleApplication configuration and the app has no app delegate to "
                + "return one from application(_:configurationForConnecting:options:), so CarPlay cannot create the "
                + "app's scene")
        let noManifest = try bundle([:], category: .audio)
        #expect(throws: InstalledAppError.noSceneManifest("com.example.audio")) { try InstalledApp(bundle: noManifest) }
        // A module without an AppDelegate class has no app delegate: the manifest alone decides.
        #expect(throws: InstalledAppError.noCarPlayScene("com.example.audio")) {
            try InstalledApp(bundle: noRole, moduleName: "NoSuchModule")
        }
    }

    @Test func siriAsksTheAppDelegateForHandlersOnlyWhenTheAppSupportsMultipleScenes() throws {
        let name = NSStringFromClass(ConfiguringAppDelegate.self)
        let multiple = try InstalledApp(
            bundle: bundle(manifest([]), category: .communication), appDelegateClassName: name)
        expectNotEqual(multiple.intentHandlerProvider, nil)
        let single = try InstalledApp(
            bundle: bundle(manifest([], multipleScenes: false), category: .communication), appDelegateClassName: name)
        expectEqual(single.intentHandlerProvider, nil, "an app without multiple scenes hands intents to an extension")
    }
}
