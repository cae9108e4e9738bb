import Foundation
@_spi(CarPlayHost) import CarPlay

/// One CarPlay template as the host knows it: what its folder in `Templates/<Kind>/` provides, implemented by the
/// template's snapshot type (`ListTemplateSnapshot`, `MapTemplateSnapshot`...). The host reaches every template
/// through this protocol and `TemplateRegistry`, never through a switch over the kinds.
///
/// A unit provides its kind, its snapshot of the app object, the elements and images the snapshot lists, what the car
/// shows of it (trimming with the limits of `Rules`), its navigation bar (title and buttons) and its layout. The
/// elements and images come from `SnapshotListable.list(into:)`, in declaration order (the template's own element
/// and tab image are listed by `TemplateSnapshot`).
protocol TemplateUnit: SnapshotListable, Codable, Hashable, Sendable {
    /// The framework class the unit copies.
    associatedtype Template: CPTemplate

    /// The rules' name of the template class.
    static var kind: TemplateKind { get }

    /// Copies an app template, taking from `reusing` what did not change since the last refresh (a tab bar's tabs, a
    /// navigation session's maneuvers).
    @MainActor static func snapshot(of template: Template, reusing: SnapshotReuse) -> Self

    /// This snapshot as a template's content (its case of `TemplateSnapshot.Content`).
    var content: TemplateSnapshot.Content { get }

    /// What the car shows of what the app declared: Apple's silent trimming with `limits`; a tab bar shows its tabs
    /// with `showTab`.
    func displayed(by limits: DisplayLimits, showTab: (TemplateSnapshot) -> TemplateSnapshot) -> Self

    /// The title the app gave the template itself, for kinds that have one (a tab's title falls back to it).
    var ownTitle: String? { get }

    /// The title the template shows in the navigation bar.
    var navigationTitle: String? { get }

    /// The title the car's event log names the template by; nil: the class name alone.
    func eventLogTitle(tab: TabItemSnapshot) -> String?

    /// The navigation bar buttons of a template that has them.
    var navigationButtons: NavigationBarButtons? { get }

    /// Whether a navigation bar sits above the template's content (false for the modal kinds, and for the search
    /// template, whose field is its bar).
    var showsNavigationBar: Bool { get }

    /// The template's content in `frame`, below the navigation or tab bar.
    func contentNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode

    /// The template presented as a modal over the app area; nil: the content in a modal frame.
    func modalNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode?

    /// The whole app area for a template that lays out its own (the map template, over the app's window); nil: the
    /// navigation or tab bar and `contentNode`.
    func appAreaNodes(of template: TemplateSnapshot, state: ScreenState, in frame: Rect, context: LayoutContext)
        -> AppAreaLayout?
}

/// The app area a template lays out itself: its nodes and the warnings they raised.
struct AppAreaLayout {
    var nodes: [ScreenNode]
    var warnings: [String]
}

extension TemplateUnit {
    var ownTitle: String? { nil }
    var navigationTitle: String? { nil }
    func eventLogTitle(tab: TabItemSnapshot) -> String? { tab.title }
    var navigationButtons: NavigationBarButtons? { nil }
    /// Modal-only kinds (`TemplateKind.isModalOnly`) draw no navigation bar and are laid out as their modal.
    var showsNavigationBar: Bool { !Self.kind.isModalOnly }
    func modalNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode? {
        Self.kind.isModalOnly ? contentNode(id: id, in: frame, context: context) : nil
    }
    func appAreaNodes(of template: TemplateSnapshot, state: ScreenState, in frame: Rect, context: LayoutContext)
        -> AppAreaLayout?
    { nil }

    /// The snapshot of `template` as a template's content; nil when it is not this unit's class.
    @MainActor static func content(of template: CPTemplate, reusing: SnapshotReuse)
        -> TemplateSnapshot.Content?
    {
        guard let template = template as? Template else { return nil }
        return snapshot(of: template, reusing: reusing).content
    }

    /// Whether `template` is of this unit's class.
    @MainActor static func copies(_ template: CPTemplate) -> Bool { template is Template }
}

/// A unit whose snapshot's own initializer copies the app template: every kind but the tab bar, which reuses its tabs'
/// snapshots. Its `snapshot(of:reusing:)` is that initializer.
protocol CopiedTemplateUnit: TemplateUnit {
    @MainActor init(_ template: Template)
}

extension CopiedTemplateUnit {
    @MainActor static func snapshot(of template: Template, reusing _: SnapshotReuse) -> Self {
        Self(template)
    }
}
