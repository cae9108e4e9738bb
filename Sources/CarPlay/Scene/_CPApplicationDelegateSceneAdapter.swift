import Foundation
import UIKit

/// The CarPlay scene delegate the system puts between a car scene and an app that adopts the iOS 12 start-up path:
/// an app delegate adopting `CPApplicationDelegate` and no scene manifest. Each scene callback becomes the app
/// delegate's `application(_:…)` counterpart with `UIApplication.shared`, as iOS 12 called them.
@_spi(CarPlayHost)
@available(iOS, introduced: 12.0, deprecated: 13.0, message: "Use CPTemplateApplicationSceneDelegate")
public final class _CPApplicationDelegateSceneAdapter: UIResponder, CPTemplateApplicationSceneDelegate {
    /// The app's delegate, which hears the car (nil: nobody does).
    public private(set) weak var applicationDelegate: (any CPApplicationDelegate)?

    /// An adapter for `applicationDelegate` (held weakly, as `UIApplication.shared.delegate` holds it on iOS; the
    /// system keeps the app delegate alive).
    public init(applicationDelegate: any CPApplicationDelegate) {
        self.applicationDelegate = applicationDelegate
        super.init()
    }

    /// An adapter forwarding to nobody (the system makes adapters with their app delegate).
    public required init() {
        super.init()
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        applicationDelegate?.application(
            UIApplication.shared, didConnectCarInterfaceController: interfaceController, to: window)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        applicationDelegate?.application(
            UIApplication.shared, didDisconnectCarInterfaceController: interfaceController, from: window)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver
    ) {
        applicationDelegate?.application(UIApplication.shared, didSelect: maneuver)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert
    ) {
        applicationDelegate?.application(UIApplication.shared, didSelect: navigationAlert)
    }
}
