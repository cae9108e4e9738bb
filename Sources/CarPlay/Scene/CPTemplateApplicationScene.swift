import Foundation
@_spi(CarPlayHost) import UIKit

extension UISceneSession.Role {
    /// The session role of a CarPlay template application scene.
    @available(iOS 13.0, *)
    public static let carTemplateApplication = UISceneSession.Role(
        rawValue: "CPTemplateApplicationSceneSessionRoleApplication")
}

/// The scene CarPlay creates for an app's user interface on the car's screen.
@preconcurrency @MainActor
@available(iOS 13.0, *)
open class CPTemplateApplicationScene: UIScene {
    /// The interface controller that manages the scene's templates (retained by the scene).
    open var interfaceController: CPInterfaceController { _interfaceController }
    private let _interfaceController: CPInterfaceController

    /// The window on the car's screen (only navigation apps draw into it).
    open var carWindow: CPWindow { _carWindow }
    private let _carWindow: CPWindow

    /// The style of the car's screen content (light or dark).
    @available(iOS 15.4, *)
    open var contentStyle: UIUserInterfaceStyle { _contentStyle }
    @_spi(CarPlayHost) public var _contentStyle: UIUserInterfaceStyle = .light

    /// Set by the protocol's default implementations: the app's delegate did not implement the method called.
    @_spi(CarPlayHost) public var _lastCallbackWasUnimplemented = false

    @_spi(CarPlayHost) public init(
        _session session: UISceneSession, interfaceController: CPInterfaceController, carWindow: CPWindow
    ) {
        self._interfaceController = interfaceController
        self._carWindow = carWindow
        super.init(_session: session)
        carWindow.templateApplicationScene = self
    }

    /// A scene that no car hosts (UIKit's responders can all be created with `init()`); its interface controller's
    /// operations fail because nothing is connected.
    public required convenience init() {
        let role = UISceneSession.Role.carTemplateApplication
        self.init(
            _session: UISceneSession(_role: role, configuration: UISceneConfiguration(name: nil, sessionRole: role)),
            interfaceController: CPInterfaceController(_detached: ()), carWindow: CPWindow(frame: .zero))
    }

    /// The object you use to receive the scene's life-cycle events (retained strongly, as in UIKit).
    open var delegate: (any CPTemplateApplicationSceneDelegate)? {
        get { _delegateStorage as? any CPTemplateApplicationSceneDelegate }
        set { _delegateStorage = newValue }
    }

    /// The scene delegate, as the CarPlay protocol.
    @_spi(CarPlayHost) public var _templateDelegate: (any CPTemplateApplicationSceneDelegate)? { delegate }

    nonisolated open override var description: String { "<CPTemplateApplicationScene: \(cpAddress(of: self))>" }
}
