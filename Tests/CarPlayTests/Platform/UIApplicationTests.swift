import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

@MainActor
private final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var events: [String] = []
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
        events.append("will:\(application.isProtectedDataAvailable)")
    }
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        events.append("did:\(application.isProtectedDataAvailable)")
    }
}

@MainActor
private final class RecordingSceneDelegate: UIResponder, UISceneDelegate {
    var connected = false
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        connected = true
    }
}

/// Thread-safe list of notification names for the observer closures.
private final class NameLog: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func append(_ name: String) { lock.withLock { names.append(name) } }
    var all: [String] { lock.withLock { names } }
}

@Suite(.serialized) @MainActor struct UIApplicationTests {
    @Test func protectedDataTransitionsPostNotifications() {
        let app = UIApplication()  // a private instance so that other tests' shared state doesn't matter
        let delegate = RecordingAppDelegate()
        app.delegate = delegate
        let log = NameLog()
        let center = NotificationCenter.default
        let observers = [
            UIApplication.protectedDataWillBecomeUnavailableNotification,
            UIApplication.protectedDataDidBecomeAvailableNotification,
        ].map { name in
            center.addObserver(forName: name, object: app, queue: nil) { log.append($0.name.rawValue) }
        }
        defer { observers.forEach(center.removeObserver) }

        expectTrue(app.isProtectedDataAvailable)
        app._setProtectedDataAvailable(true)  // no change → nothing posted
        expectTrue(log.all.isEmpty)
        app._setProtectedDataAvailable(false)
        expectTrue(!app.isProtectedDataAvailable)
        app._setProtectedDataAvailable(false)
        app._setProtectedDataAvailable(true)
        expectTrue(app.isProtectedDataAvailable)
        expectEqual(
            log.all,
            [
                "UIApplicationProtectedDataWillBecomeUnavailable", "UIApplicationProtectedDataDidBecomeAvailable",
            ])
        // "will" is delivered while data is still available, "did" once it is available again.
        expectEqual(delegate.events, ["will:true", "did:true"])
    }

    @Test func sharedApplicationAndState() {
        expectTrue(UIApplication.shared === UIApplication.shared)
        let app = UIApplication()
        app._setApplicationState(.background)
        expectEqual(app.applicationState, .background)
        expectEqual(UIApplication.State.inactive.rawValue, 1)
    }

    @Test func defaultDelegateConfigurationUsesTheSessionRole() {
        let delegate = RecordingAppDelegate()
        let role = UISceneSession.Role("CPTemplateApplicationSceneSessionRoleApplication")
        let session = UISceneSession(_role: role, configuration: UISceneConfiguration(name: "Car", sessionRole: role))
        let configuration = delegate.application(
            UIApplication.shared, configurationForConnecting: session,
            options: UIScene.ConnectionOptions(_urlContexts: []))
        expectEqual(configuration.role, role)
        expectEqual(configuration.name, nil)
        expectTrue(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        expectEqual(UISceneSession.Role.windowApplication.rawValue, "UIWindowSceneSessionRoleApplication")
    }

    @Test func delegatesCanBeCreatedFromTheirClass() throws {
        let type: AnyClass = RecordingSceneDelegate.self
        let responderType = try require(type as? UIResponder.Type)
        let delegate = try require(responderType.init() as? any UISceneDelegate)
        let scene = UIScene(
            _session: UISceneSession(
                _role: .windowApplication,
                configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)))
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        delegate.sceneDidBecomeActive(scene)  // default implementation
        expectEqual((delegate as? RecordingSceneDelegate)?.connected, true)
        expectTrue(scene.session.scene === scene)
        expectEqual(scene.activationState, .unattached)
        scene._setActivationState(.foregroundActive)
        expectEqual(scene.activationState, .foregroundActive)
    }

    @Test func openURLAsksTheHostAndCompletesLater() async {
        let scene = UIScene()
        let url = URL(string: "maps://?daddr=Paris")!

        var completedSynchronously = false
        let denied: Bool = await withCheckedContinuation { continuation in
            var finished = false
            scene.open(url, options: nil) { success in
                finished = true
                continuation.resume(returning: success)
            }
            completedSynchronously = finished
        }
        expectTrue(!completedSynchronously)
        expectTrue(!denied)  // no handler → false

        var asked: [URL] = []
        scene._openURLHandler = {
            asked.append($0); return true
        }
        let allowed: Bool = await withCheckedContinuation { continuation in
            scene.open(url, options: nil) { continuation.resume(returning: $0) }
        }
        expectTrue(allowed)
        expectEqual(asked, [url])

        let options = UIScene.OpenExternalURLOptions()
        options.universalLinksOnly = true
        let universal: Bool = await withCheckedContinuation { continuation in
            scene.open(url, options: options) { continuation.resume(returning: $0) }
        }
        expectTrue(!universal)
        expectEqual(asked, [url])  // a non-http URL is never offered when only universal links are allowed
    }

    @Test func connectionOptionsCarryURLContexts() {
        let context = UIOpenURLContext(
            _url: URL(string: "app://x")!, options: UIScene.OpenURLOptions(_sourceApplication: "com.apple.Maps"))
        let options = UIScene.ConnectionOptions(_urlContexts: [context], sourceApplication: "com.apple.Maps")
        expectEqual(options.urlContexts.first?.url.absoluteString, "app://x")
        expectEqual(options.urlContexts.first?.options.sourceApplication, "com.apple.Maps")
        expectEqual(options.urlContexts.first?.options.openInPlace, false)
    }
}

@Suite @MainActor struct UIViewTests {
    @Test func viewHierarchyAndWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        expectTrue(window.isHidden)
        let controller = UIViewController()
        controller.title = "Map"
        expectTrue(!controller.isViewLoaded)
        window.rootViewController = controller
        expectTrue(controller.isViewLoaded)
        expectTrue(controller.view.superview === window)
        expectEqual(controller.view.frame.size, CGSize(width: 800, height: 480))
        expectTrue(controller.view.window === window)

        let child = UIView(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
        child.backgroundColor = .systemBlue
        controller.view.addSubview(child)
        expectEqual(child.bounds, CGRect(x: 0, y: 0, width: 5, height: 5))
        window.addSubview(child)
        expectTrue(controller.view.subviews.isEmpty)
        expectEqual(window.subviews.count, 2)
        child.removeFromSuperview()
        expectEqual(child.superview, nil)

        let other = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        expectTrue(window.isKeyWindow && !window.isHidden)
        other.makeKeyAndVisible()
        expectTrue(other.isKeyWindow && !window.isKeyWindow)
    }

    @Test func layoutGuideFrameIsSetByTheHost() {
        let guide = UILayoutGuide()
        let view = UIView()
        view.addLayoutGuide(guide)
        expectTrue(guide.owningView === view)
        expectEqual(guide.layoutFrame, .zero)
        guide._setLayoutFrame(CGRect(x: 1, y: 2, width: 3, height: 4))
        expectEqual(guide.layoutFrame, CGRect(x: 1, y: 2, width: 3, height: 4))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual(
            CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: insets), CGRect(x: 2, y: 1, width: 4, height: 6))
        expectEqual(UIEdgeInsets.zero, UIEdgeInsets())
    }

    @Test func tabBarSystemItems() {
        expectEqual(UITabBarItem.SystemItem.topRated._title, "Top Rated")
        expectEqual(UITabBarItem.SystemItem.search._symbolName, "magnifyingglass")
        expectEqual(UITabBarItem.SystemItem.mostViewed.rawValue, 11)
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        expectTrue(item._systemItem == .favorites && item.tag == 4 && item.title == nil)
        let custom = UITabBarItem(title: "Songs", image: UIImage(systemName: "music.note"), tag: 1)
        expectTrue(custom.title == "Songs" && custom.image?.isSymbolImage == true)
        expectEqual(Set(UITabBarItem.SystemItem.allCases.map(\._title)).count, 12)
    }
}
