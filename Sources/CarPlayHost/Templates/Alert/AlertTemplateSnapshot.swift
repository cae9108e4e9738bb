import Foundation
@_spi(CarPlayHost) import CarPlay

/// An action of an alert or action sheet.
public struct AlertActionSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var title: String
    public var style: Style
    /// The custom color (iOS 16) as the app gave it; the host falls back to the system color when it lacks
    /// contrast.
    public var color: ColorSnapshot?

    /// `CPAlertAction.Style`.
    public enum Style: String, Codable, Hashable, Sendable { case `default`, cancel, destructive }

    public init(id: ElementID, title: String, style: Style, color: ColorSnapshot? = nil) {
        self.id = id
        self.title = title
        self.style = style
        self.color = color
    }

    init(_ action: CPAlertAction) {
        id = ElementID(of: action)
        title = action.title
        style =
            switch action.style {
            case .default: .default
            case .cancel: .cancel
            case .destructive: .destructive
            }
        color = action.color.map(ColorSnapshot.init)
    }
}

/// A `CPAlertTemplate`: title variants and every action the app supplied (the host keeps
/// `maximumActionCount` of them).
public struct AlertTemplateSnapshot: Codable, Hashable, Sendable {
    public var titleVariants: [String]
    public var actions: [AlertActionSnapshot]

    public init(titleVariants: [String], actions: [AlertActionSnapshot]) {
        self.titleVariants = titleVariants
        self.actions = actions
    }

    @MainActor init(_ template: CPAlertTemplate) {
        titleVariants = template.titleVariants
        actions = template.actions.map(AlertActionSnapshot.init)
    }
}

/// A `CPActionSheetTemplate`: title, message and actions.
public struct ActionSheetTemplateSnapshot: Codable, Hashable, Sendable {
    public var title: String?
    public var message: String?
    public var actions: [AlertActionSnapshot]

    public init(title: String?, message: String?, actions: [AlertActionSnapshot]) {
        self.title = title
        self.message = message
        self.actions = actions
    }

    @MainActor init(_ template: CPActionSheetTemplate) {
        title = template.title
        message = template.message
        actions = template.actions.map(AlertActionSnapshot.init)
    }
}

/// The action sheet template as a unit: a modal with a title, a message and actions, laid out by `AlertLayout`.
extension ActionSheetTemplateSnapshot: CopiedTemplateUnit {
    typealias Template = CPActionSheetTemplate
    static var kind: TemplateKind { .actionSheet }

    var content: TemplateSnapshot.Content { .actionSheet(self) }

    func list(into contents: inout SnapshotContents) { contents.add(actions) }

    /// Nothing is trimmed.
    func displayed(by _: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self { self }

    var ownTitle: String? { title }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        AlertLayout.layout(self, in: frame, context: context)
    }
}

/// The alert template as a unit: a modal with title variants and actions, laid out by `AlertLayout`.
extension AlertTemplateSnapshot: CopiedTemplateUnit {
    typealias Template = CPAlertTemplate
    static var kind: TemplateKind { .alert }

    var content: TemplateSnapshot.Content { .alert(self) }

    func list(into contents: inout SnapshotContents) { contents.add(actions) }

    /// The most recently added actions are shown.
    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var alert = self
        alert.actions = limits.trim(.alertActions, alert.actions)
        return alert
    }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        AlertLayout.layout(self, in: frame, context: context)
    }
}

extension AlertActionSnapshot: SnapshotListable {
    func list(into contents: inout SnapshotContents) { contents.element(id, .alertAction, [title]) }
}
