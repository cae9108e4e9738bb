import Foundation
import UIKit

/// A template operation of `CPInterfaceController`, as the host receives it (SPI).
@_spi(CarPlayHost) @MainActor public enum CPTemplateOperation {
    case setRoot(CPTemplate)
    case push(CPTemplate)
    case pop
    case popToRoot
    case popTo(CPTemplate)
    case present(CPTemplate)
    case dismiss

    /// The Objective-C selector of the operation, as exception texts name it.
    public var selector: String {
        switch self {
        case .setRoot: "setRootTemplate:animated:completion:"
        case .push: "pushTemplate:animated:completion:"
        case .pop: "popTemplateAnimated:completion:"
        case .popToRoot: "popToRootTemplateAnimated:completion:"
        case .popTo: "popToTemplate:animated:completion:"
        case .present: "presentTemplate:animated:completion:"
        case .dismiss: "dismissTemplateAnimated:completion:"
        }
    }

    /// The template the operation carries, if any.
    public var template: CPTemplate? {
        switch self {
        case .setRoot(let t), .push(let t), .popTo(let t), .present(let t): t
        case .pop, .popToRoot, .dismiss: nil
        }
    }
}

/// How the host answered a template operation (SPI).
@_spi(CarPlayHost) public enum CPTemplateOperationOutcome {
    /// The operation finished; the value is the completion's success flag.
    case completed(Bool)
    /// The operation failed with an error for the completion (`CarPlayErrorDomain`).
    case failed(NSError)
    /// The host raised an exception (the app is terminated); the completion is not called.
    case faulted
}

/// The host's view of an interface controller's hierarchy, as element ids (SPI).
@_spi(CarPlayHost) public struct CPTemplateHierarchy: Sendable, Equatable {
    /// The navigation hierarchy: the root, then pushed templates (of the selected tab when the root is a tab bar).
    public var templates: [CPElementID]
    /// The presented (modal) template.
    public var presented: CPElementID?
    /// Every template the host still shows or keeps in a stack (all tabs), so the app side can drop the rest.
    public var retained: Set<CPElementID>

    public init(templates: [CPElementID] = [], presented: CPElementID? = nil, retained: Set<CPElementID> = []) {
        self.templates = templates
        self.presented = presented
        self.retained = retained
    }
}

/// Appearance callbacks of the interface controller delegate (SPI).
@_spi(CarPlayHost) public enum CPTemplateAppearanceEvent: Sendable, Equatable {
    case willAppear(CPElementID)
    case didAppear(CPElementID)
    case willDisappear(CPElementID)
    case didDisappear(CPElementID)
}

/// The host side of an interface controller (SPI): the car session that owns the real template stack.
@_spi(CarPlayHost) @MainActor public protocol CPInterfaceControllerHost: AnyObject {
    /// Performs a template operation. `hasCompletion` says whether the app passed a completion; with none, a failure
    /// becomes the exception iOS raises.
    func interfaceController(
        _ interfaceController: CPInterfaceController, perform operation: CPTemplateOperation, animated: Bool,
        hasCompletion: Bool
    ) -> CPTemplateOperationOutcome
    /// The hierarchy as the host holds it now.
    func hierarchy(of interfaceController: CPInterfaceController) -> CPTemplateHierarchy
    /// The trait collection of the car's screen.
    func carTraitCollection(of interfaceController: CPInterfaceController) -> UITraitCollection
}
