import Foundation
@_spi(CarPlayHost) import UIKit

extension UISceneSession.Role {
    /// The session role of a navigation app's instrument cluster scene.
    @available(iOS 15.4, *)
    public static let carTemplateApplicationInstrumentCluster = UISceneSession.Role(
        rawValue: "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication")
}

/// The scene CarPlay creates for a navigation app's map in the car's instrument cluster (the app declares
/// `CPSupportsInstrumentClusterNavigationScene` and a configuration for the cluster role).
@preconcurrency @MainActor
@available(iOS 15.4, *)
open class CPTemplateApplicationInstrumentClusterScene: UIScene {
    /// The controller of the cluster: its window, settings and inactive texts.
    open var instrumentClusterController: CPInstrumentClusterController { _instrumentClusterController }
    private let _instrumentClusterController: CPInstrumentClusterController

    /// The style of the cluster's content (light or dark).
    open var contentStyle: UIUserInterfaceStyle { _contentStyle }
    @_spi(CarPlayHost) public var _contentStyle: UIUserInterfaceStyle = .light

    /// Set by the protocol's default implementations: the app's delegate did not implement the method called.
    @_spi(CarPlayHost) public var _lastCallbackWasUnimplemented = false

    @_spi(CarPlayHost) public init(_session session: UISceneSession, controller: CPInstrumentClusterController) {
        self._instrumentClusterController = controller
        super.init(_session: session)
    }

    /// A scene that no car hosts (UIKit's responders can all be created with `init()`).
    public required convenience init() {
        let role = UISceneSession.Role.carTemplateApplicationInstrumentCluster
        self.init(
            _session: UISceneSession(_role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role)),
            controller: CPInstrumentClusterController(_host: ()))
    }

    /// The object you use to receive the scene's life-cycle events (retained strongly, as in UIKit).
    open var delegate: (any CPTemplateApplicationInstrumentClusterSceneDelegate)? {
        get { _delegateStorage as? any CPTemplateApplicationInstrumentClusterSceneDelegate }
        set { _delegateStorage = newValue }
    }

    nonisolated open override var description: String {
        "<CPTemplateApplicationInstrumentClusterScene: \(cpAddress(of: self))>"
    }
}
