import Foundation

/// The template hierarchy of one CarPlay scene, as element ids. A value type: every operation computes a new state.
public struct HierarchyState: Sendable, Hashable, Codable {
    /// The root template.
    public var root: ElementID?
    /// The tab roots when the root is a tab bar, in order.
    public var tabs: [ElementID] = []
    /// The selected tab's root.
    public var selectedTab: ElementID?
    /// Pushed templates, per stack: the key is the root, or the selected tab's root when the root is a tab bar.
    public var pushed: [ElementID: [ElementID]] = [:]
    /// The presented (modal) template.
    public var presented: ElementID?

    public init() {}

    /// The key of the stack push and pop work on.
    var currentStackKey: ElementID? { selectedTab ?? root }

    /// The navigation hierarchy as `CPInterfaceController.templates` reports it: the root, then the pushed templates
    /// of the current stack. A tab bar root occupies one level.
    public var navigationHierarchy: [ElementID] {
        guard let root else { return [] }
        return [root] + (currentStackKey.flatMap { pushed[$0] } ?? [])
    }

    /// The depth that counts against the category's limit (the root counts; modals don't).
    public var depth: Int { navigationHierarchy.count }

    /// The templates on screen, back to front: the tab bar and the selected tab's root while nothing is pushed in
    /// that tab, else the top pushed template; then the modal.
    public var visible: [ElementID] {
        var result: [ElementID] = []
        if let key = currentStackKey, let top = pushed[key]?.last {
            result.append(top)
        } else if let root {
            result.append(root)
            if let selectedTab { result.append(selectedTab) }
        }
        if let presented { result.append(presented) }
        return result
    }

    /// Every template the session keeps: root, tabs, every stack, the modal.
    public var retained: Set<ElementID> {
        var ids = Set(tabs)
        if let root { ids.insert(root) }
        for stack in pushed.values { ids.formUnion(stack) }
        if let presented { ids.insert(presented) }
        return ids
    }

    /// Whether `id` is anywhere in the hierarchy.
    public func contains(_ id: ElementID) -> Bool { retained.contains(id) }
}

/// Appearance callbacks for a change from `old` to `new` visible templates, in UIKit's order: will-disappear,
/// will-appear, did-disappear, did-appear.
func appearanceEvents(from old: [ElementID], to new: [ElementID]) -> [AppearanceEvent] {
    let leaving = old.filter { !new.contains($0) }.reversed()
    let arriving = new.filter { !old.contains($0) }
    return leaving.map { .willDisappear($0) } + arriving.map { .willAppear($0) }
        + leaving.map { .didDisappear($0) } + arriving.map { .didAppear($0) }
}

/// An interface controller delegate callback.
public enum AppearanceEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    case willAppear(ElementID)
    case didAppear(ElementID)
    case willDisappear(ElementID)
    case didDisappear(ElementID)

    public var description: String {
        switch self {
        case .willAppear(let id): "templateWillAppear(\(id))"
        case .didAppear(let id): "templateDidAppear(\(id))"
        case .willDisappear(let id): "templateWillDisappear(\(id))"
        case .didDisappear(let id): "templateDidDisappear(\(id))"
        }
    }
}

/// The car's status as its status bar shows it, owned by the car (`CarSystem`) and handed to each session.
public struct CarStatus: Sendable, Hashable {
    /// The phone's signal in bars, 0...4.
    public var signalBars: Int
    /// The phone's network type; nil without a phone.
    public var networkType: String?
    /// Whether any app plays audio now.
    public var isPlayingAudio: Bool

    public init(signalBars: Int = 4, networkType: String? = "LTE", isPlayingAudio: Bool = false) {
        self.signalBars = signalBars
        self.networkType = networkType
        self.isPlayingAudio = isPlayingAudio
    }
}
