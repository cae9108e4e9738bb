/// The ways a template enters the car screen; each has its own set of allowed classes.
public enum TemplateOperationKind: String, Sendable, Codable, CaseIterable, Hashable {
    /// `setRootTemplate(_:animated:completion:)`.
    case setRoot
    /// `pushTemplate(_:animated:completion:)` (and `pop(to:)`, which names the same classes).
    case push
    /// `presentTemplate(_:animated:completion:)`.
    case present
    /// A tab of `CPTabBarTemplate` (`init(templates:)`, `updateTemplates(_:)`).
    case tabRoot

    /// The Objective-C selector Apple's exception texts name for the operation.
    public var selector: String {
        switch self {
        case .setRoot: "setRootTemplate:animated:completion:"
        case .push: "pushTemplate:animated:completion:"
        case .present: "presentTemplate:animated:completion:"
        case .tabRoot: "initWithTemplates:"
        }
    }
}
