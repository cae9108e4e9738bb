#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The core methods you use to respond to life-cycle events occurring within a scene. Every method is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Tells the delegate about the addition of a scene to the app.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Tells the delegate that UIKit removed a scene from your app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Tells the delegate that the scene became active and is now responding to user events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Tells the delegate that the scene is about to resign the active state.
    func sceneWillResignActive(_ scene: UIScene)
    /// Tells the delegate that the scene is about to begin running in the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Tells the delegate that the scene is running in the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// Asks the delegate to open one or more URLs.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}
#endif
