import Foundation
import UIKit

/// The delegate of a navigation app's CarPlay Dashboard scene: hears when the Dashboard connects (set the window's
/// root view controller to one that draws the map) and disconnects. Both methods are optional.
@preconcurrency @MainActor
@available(iOS 13.4, *)
public protocol CPTemplateApplicationDashboardSceneDelegate: UISceneDelegate {
    /// The Dashboard connected, with the controller of its shortcut buttons and the window to draw the map into.
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow)
    /// The Dashboard disconnected.
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow)
}

extension CPTemplateApplicationDashboardSceneDelegate {
    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {
        templateApplicationDashboardScene._lastCallbackWasUnimplemented = true
    }

    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow
    ) {
        templateApplicationDashboardScene._lastCallbackWasUnimplemented = true
    }
}
