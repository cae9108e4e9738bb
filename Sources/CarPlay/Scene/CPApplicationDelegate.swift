import Foundation
import UIKit

/// The app delegate protocol of CarPlay before scenes (deprecated in iOS 13; use `CPTemplateApplicationSceneDelegate`).
@available(iOS, introduced: 12.0, deprecated: 13.0, message: "Use CPTemplateApplicationSceneDelegate")
@preconcurrency @MainActor
public protocol CPApplicationDelegate: UIApplicationDelegate {
    /// The car connected.
    func application(
        _ application: UIApplication, didConnectCarInterfaceController interfaceController: CPInterfaceController,
        to window: CPWindow)
    /// The car disconnected.
    func application(
        _ application: UIApplication, didDisconnectCarInterfaceController interfaceController: CPInterfaceController,
        from window: CPWindow)
    /// The driver tapped the banner of a maneuver while the app was in the background.
    @available(iOS, introduced: 12.0, deprecated: 13.0, message: "Use CPTemplateApplicationSceneDelegate")
    func application(_ application: UIApplication, didSelect maneuver: CPManeuver)
    /// The driver tapped the banner of a navigation alert while the app was in the background.
    @available(iOS, introduced: 12.0, deprecated: 13.0, message: "Use CPTemplateApplicationSceneDelegate")
    func application(_ application: UIApplication, didSelect navigationAlert: CPNavigationAlert)
}

// The banner methods are optional.
@available(iOS, introduced: 12.0, deprecated: 13.0, message: "Use CPTemplateApplicationSceneDelegate")
extension CPApplicationDelegate {
    public func application(_ application: UIApplication, didSelect maneuver: CPManeuver) {}
    public func application(_ application: UIApplication, didSelect navigationAlert: CPNavigationAlert) {}
}
