import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A value-type copy of one template as the app declared it, with stable element identifiers. The host takes a
/// new one after every change; everything below the snapshot line (rules checks, layout, front ends) reads these and
/// never a live app object.
public struct TemplateSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var kind: TemplateKind
    /// The template's tab properties (used when it is the root of a tab).
    public var tab: TabItemSnapshot
    public var content: Content

    /// The Objective-C class name of the template.
    public var className: String { kind.className }
}

/// The tab properties of a template.
public struct TabItemSnapshot: Codable, Hashable, Sendable {
    public var title: String?
    public var image: ImageSnapshot?
    /// The raw value of `UITabBarItem.SystemItem`, nil when the app never set one.
    public var systemItem: Int?
    /// The English title and symbol name of the system item, if any.
    public var systemItemTitle: String?
    public var systemItemSymbol: String?
    public var showsBadge: Bool

    @MainActor init(_ template: CPTemplate) {
        title = template.tabTitle
        image = template.tabImage.map(ImageSnapshot.init)
        systemItem = template._tabSystemItem?.rawValue
        systemItemTitle = template._tabSystemItem?._title
        systemItemSymbol = template._tabSystemItem?._symbolName
        showsBadge = template.showsTabBadge
    }
}

extension TemplateSnapshot {
    /// The kind of an app template object.
    @MainActor static func kind(of template: CPTemplate) -> TemplateKind? {
        TemplateRegistry.unit(of: template)?.kind
    }

    /// Copies an app template. Nil for a template class the host does not know. What did not change since the last
    /// refresh is taken from `reusing` (a tab bar's tabs, a navigation session's maneuvers).
    @MainActor init?(_ template: CPTemplate, reusing: SnapshotReuse = SnapshotReuse()) {
        guard let unit = TemplateRegistry.unit(of: template),
            let content = unit.content(of: template, reusing: reusing)
        else { return nil }
        self.init(id: ElementID(of: template), kind: unit.kind, tab: TabItemSnapshot(template), content: content)
    }
}
