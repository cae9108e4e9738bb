import Foundation
import UIKit

/// The delegate of a CarPlay scene: hears when the car connects and disconnects. Every method is optional, but the
/// delegate must implement a connect method and set a root template before returning from it.
///
/// Navigation apps get the window variants (`didConnect:to:` / `didDisconnect:from:`); every other category gets
/// the window-less ones.
@preconcurrency @MainActor
@available(iOS 13.0, *)
public protocol CPTemplateApplicationSceneDelegate: _CPContentStyleObserving {
    /// The car connected (non-navigation apps, iOS 14).
    @available(iOS 14.0, *)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController)
    /// The car connected, with the window to draw a map into (navigation apps).
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow)
    /// The car disconnected (non-navigation apps, iOS 14).
    @available(iOS 14.0, *)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController)
    /// The car disconnected (navigation apps).
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController,
        from window: CPWindow)
    /// The driver tapped the banner of a maneuver while the app was in the background (navigation apps).
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver)
    /// The driver tapped the banner of a navigation alert while the app was in the background (navigation apps).
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert)
}

extension CPTemplateApplicationSceneDelegate {
    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        templateApplicationScene._lastCallbackWasUnimplemented = true
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        templateApplicationScene._lastCallbackWasUnimplemented = true
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        templateApplicationScene._lastCallbackWasUnimplemented = true
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController,
        from window: CPWindow
    ) {
        templateApplicationScene._lastCallbackWasUnimplemented = true
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver
    ) {
        templateApplicationScene._lastCallbackWasUnimplemented = true
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert
    ) {
        templateApplicationScene._lastCallbackWasUnimplemented = true
    }
}
