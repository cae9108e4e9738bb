import Foundation

/// An identifiable element found in a snapshot: a template, tab, item, button, action...
public struct SnapshotElement: Hashable, Sendable, CustomStringConvertible {
    /// The element's id.
    public var id: ElementID
    /// The snapshot type the element was found in (e.g. `ListRowSnapshot`, `BarButtonSnapshot`).
    public var type: String
    /// The texts that name it (text, title, title variants, name), in declaration order.
    public var texts: [String]
    /// False when the element is disabled; true when enabled or when it has no enabled state.
    public var isEnabled: Bool

    public var description: String { "\(type)(\(texts.joined(separator: " | "))) #\(id)" }
}

extension TemplateSnapshot {
    /// Every identifiable element of this template in declaration order, starting with the template itself.
    /// The tabs of a tab bar are listed with their tab titles, but not their content (it is not on screen).
    public var elements: [SnapshotElement] {
        var found: [SnapshotElement] = []
        collectElements(of: self, into: &found, isRoot: true)
        return found
    }

    /// The title a tab shows: its tab title, else the template's own title, else the system item's title.
    public var tabTitle: String? {
        tab.title ?? Self.ownTitle(of: content) ?? tab.systemItemTitle
    }

    private static func ownTitle(of content: Content) -> String? {
        let mirror = Mirror(reflecting: content)
        guard let payload = mirror.children.first?.value else { return nil }
        for child in Mirror(reflecting: payload).children where child.label == "title" {
            if let title = child.value as? String { return title }
            if let title = child.value as? String?, let title { return title }
        }
        return nil
    }
}

private let textLabels: Set<String> = ["text", "title", "titleVariants", "name", "detailText", "subtitle"]

private func collectElements(of value: Any, into found: inout [SnapshotElement], isRoot: Bool = false) {
    if let template = value as? TemplateSnapshot, !isRoot {
        // A template nested in another (the tabs of a tab bar): the tab itself, not its content.
        found.append(SnapshotElement(
            id: template.id, type: "Tab", texts: template.tabTitle.map { [$0] } ?? [], isEnabled: true))
        return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
        if let wrapped = mirror.children.first?.value { collectElements(of: wrapped, into: &found) }
        return
    case .collection, .set:
        for child in mirror.children { collectElements(of: child.value, into: &found) }
        return
    case .dictionary, .tuple:
        for child in mirror.children { collectElements(of: child.value, into: &found) }
        return
    case .enum:
        for child in mirror.children { collectElements(of: child.value, into: &found) }
        return
    case .struct, .class:
        break
    default:
        return
    }
    var id: ElementID?
    var texts: [String] = []
    var enabled = true
    for child in mirror.children {
        switch (child.label, child.value) {
        case ("id", let value as ElementID): id = value
        case ("isEnabled", let value as Bool): enabled = value
        case (let label?, let value as String) where textLabels.contains(label): texts.append(value)
        case (let label?, let value as String?) where textLabels.contains(label): if let value { texts.append(value) }
        case (let label?, let value as [String]) where textLabels.contains(label): texts += value
        case (let label?, let value as [String]?) where textLabels.contains(label): texts += value ?? []
        default: break
        }
    }
    if let id {
        found.append(SnapshotElement(id: id, type: String(describing: type(of: value)), texts: texts, isEnabled: enabled))
    }
    for child in mirror.children where child.label != "id" {
        collectElements(of: child.value, into: &found)
    }
}
