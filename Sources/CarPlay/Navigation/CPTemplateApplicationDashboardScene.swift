import Foundation
@_spi(CarPlayHost) import UIKit

extension UISceneSession.Role {
    /// The session role of a navigation app's CarPlay Dashboard scene.
    @available(iOS 13.4, *)
    public static let carTemplateApplicationDashboard = UISceneSession.Role(
        rawValue: "CPTemplateApplicationDashboardSceneSessionRoleApplication")
}

/// The scene CarPlay creates for a navigation app's map on the CarPlay Dashboard (the app declares
/// `CPSupportsDashboardNavigationScene` and a configuration for the Dashboard role). Its window holds map content only;
/// the system draws the upcoming maneuvers and the shortcut buttons.
@preconcurrency @MainActor
@available(iOS 13.4, *)
open class CPTemplateApplicationDashboardScene: UIScene {
    /// The controller of the Dashboard's shortcut buttons.
    open var dashboardController: CPDashboardController { _dashboardController }
    private let _dashboardController: CPDashboardController

    /// The window on the Dashboard the app draws its map into.
    open var dashboardWindow: UIWindow { _dashboardWindow }
    private let _dashboardWindow: UIWindow

    /// Set by the protocol's default implementations: the app's delegate did not implement the method called.
    @_spi(CarPlayHost) public var _lastCallbackWasUnimplemented = false

    @_spi(CarPlayHost) public init(
        _session session: UISceneSession, dashboardController: CPDashboardController, dashboardWindow: UIWindow
    ) {
        self._dashboardController = dashboardController
        self._dashboardWindow = dashboardWindow
        super.init(_session: session)
    }

    /// A scene that no car hosts (UIKit's responders can all be created with `init()`).
    public required convenience init() {
        let role = UISceneSession.Role.carTemplateApplicationDashboard
        self.init(
            _session: UISceneSession(_role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role)),
            dashboardController: CPDashboardController(_host: ()), dashboardWindow: UIWindow(frame: .zero))
    }

    /// The object you use to receive the scene's life-cycle events (retained strongly, as in UIKit).
    open var delegate: (any CPTemplateApplicationDashboardSceneDelegate)? {
        get { _delegateStorage as? any CPTemplateApplicationDashboardSceneDelegate }
        set { _delegateStorage = newValue }
    }

    nonisolated open override var description: String {
        "<CPTemplateApplicationDashboardScene: \(cpAddress(of: self))>"
    }
}
