#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import Intents

/// A set of methods to manage shared behaviours for your app. Every method is optional.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Tells the delegate that the launch process has begun but that state restoration hasn't occurred.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Tells the delegate that the launch process is almost done; return false if the app can't handle a launch URL.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Returns the configuration data for UIKit to use when creating a new scene.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Tells the delegate that the user closed one or more of the app's scenes.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// Tells the delegate that protected files are about to become unavailable.
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    /// Tells the delegate that protected files are available now.
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
    /// The object that handles `intent` in the app (it adopts the intent's handling protocol), or nil when the app
    /// does not handle it in-app. Siri in the car asks it on the main actor.
    @available(iOS 14.0, *)
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any?
    /// Tells the delegate that the data for continuing an activity is available: a SiriKit intent the app answered
    /// with `.continueInApp` (`userActivity.interaction`). Return true when the app continues it.
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// Tells the app that a remote notification arrived that indicates there is data to be fetched; call the handler
    /// with the result when done.
    func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}

    public func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        nil
    }

    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool {
        false
    }

    public func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
    ) {
        completionHandler(.noData)
    }
}
#endif
