import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost

/// The template hierarchy of the app's CarPlay scene, one session's part: the hierarchy as ids and what each of
/// `CPInterfaceController`'s operations does to it, with the checks iOS makes, in its order:
/// 1. the class check (`CPAssertAllowedClasses`): an exception, whatever the completion;
/// 2. the hierarchy checks (no root, same instance, not in the hierarchy, already presenting, nothing to pop): an
///    error for the completion (the session turns it into the "no completion block" exception when the app gave no
///    completion; dismissing with nothing presented has no effect, as Apple documents);
/// 3. the depth check: an exception even with a completion.
///
/// It works out the next hierarchy and the appearance callbacks of a move; the session moves, calls the app and
/// takes the snapshots. The live templates it must look at (the class of what is pushed on Now Playing, a dismissed
/// voice control template) come from the session's `template` lookup.
@MainActor
struct TemplateHierarchy {
    /// What an operation does.
    enum Evaluation {
        /// A programmer error: the app is terminated.
        case fault(CPHostException)
        /// The operation fails with this message (for the completion).
        case error(String)
        /// The operation succeeds: the hierarchy it leads to (nil: unchanged), the completion's success flag, and
        /// the voice control templates it presents or dismisses.
        case done(
            HierarchyState?, success: Bool, presentedVoiceControl: CPVoiceControlTemplate? = nil,
            dismissedVoiceControl: CPVoiceControlTemplate? = nil)
    }

    /// The rules of the app's category: allowed classes, the depth limit, the tab-bar rule.
    let rules: Rules
    /// The hierarchy now.
    var state = HierarchyState()

    init(rules: Rules) { self.rules = rules }

    /// Moves to `next` and returns the appearance callbacks the app hears, in UIKit's order.
    mutating func move(to next: HierarchyState) -> [AppearanceEvent] {
        let events = appearanceEvents(from: state.visible, to: next.visible)
        state = next
        return events
    }

    /// The hierarchy with `tabs` as the tab bar's tabs and the tab at `selectedIndex` selected (the first when the
    /// index is out of range); stacks of tabs that went are dropped. Nil when nothing changes.
    func followingTabBar(tabs: [ElementID], selectedIndex: Int?) -> HierarchyState? {
        let selected = selectedIndex.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil } ?? tabs.first
        guard tabs != state.tabs || selected != state.selectedTab else { return nil }
        var next = state
        next.tabs = tabs
        next.selectedTab = selected
        next.pushed = next.pushed.filter { tabs.contains($0.key) }
        return next
    }

    /// The hierarchy with the system's template `id` pushed on the current stack (the tab bar's Now Playing
    /// button). Nil while a modal is up, when `id` is in the hierarchy already, or with no root.
    func pushingSystemTemplate(_ id: ElementID) -> HierarchyState? {
        guard state.presented == nil, !state.contains(id), let key = state.currentStackKey else { return nil }
        var next = state
        next.pushed[key, default: []].append(id)
        return next
    }

    /// What `operation` does to the hierarchy now.
    func evaluate(_ operation: CPTemplateOperation, template: (ElementID) -> CPTemplate?) -> Evaluation {
        let hierarchy = state
        var next = hierarchy
        switch operation {
        case .setRoot(let template):
            if let fault = classCheck(template, for: .setRoot, selector: operation.selector) { return .fault(fault) }
            let id = ElementID(of: template)
            next.root = id
            next.pushed = [:]
            next.tabs = []
            next.selectedTab = nil
            if next.presented == id { next.presented = nil }
            if let tabBar = template as? CPTabBarTemplate {
                if let fault = rules.tabBarFault(tabBar.templates, at: .car) { return .fault(fault) }
                next.tabs = tabBar.templates.map { ElementID(of: $0) }
                next.selectedTab = tabBar.selectedTemplate.map { ElementID(of: $0) } ?? next.tabs.first
            }
            return .done(next, success: true)

        case .push(let pushed):
            if let fault = classCheck(pushed, for: .push, selector: operation.selector) { return .fault(fault) }
            guard let key = hierarchy.currentStackKey else { return .error(ErrorTexts.noRootTemplate) }
            let id = ElementID(of: pushed)
            if hierarchy.contains(id) { return .error(ErrorTexts.sameTemplateTwice) }
            if let fault = nowPlayingCheck(pushing: pushed, template: template) { return .fault(fault) }
            if hierarchy.depth + 1 > rules.maximumDepth {
                return .fault(
                    CPHostException(
                        name: ErrorTexts.hierarchyDepthExceededName, reason: ErrorTexts.hierarchyDepthExceeded))
            }
            next.pushed[key, default: []].append(id)
            return .done(next, success: true)

        case .pop:
            guard let key = hierarchy.currentStackKey, let stack = hierarchy.pushed[key], !stack.isEmpty else {
                return .error(ErrorTexts.nothingToPop)
            }
            next.pushed[key] = Array(stack.dropLast())
            return .done(next, success: true)

        case .popToRoot:
            guard let key = hierarchy.currentStackKey, let stack = hierarchy.pushed[key], !stack.isEmpty else {
                // Nothing above the root: the success flag says nothing was popped.
                return .done(nil, success: false)
            }
            next.pushed[key] = []
            return .done(next, success: true)

        case .popTo(let target):
            if let fault = classCheck(target, for: .push, selector: operation.selector, allowRootKinds: true) {
                return .fault(fault)
            }
            let id = ElementID(of: target)
            guard let key = hierarchy.currentStackKey else { return .error(ErrorTexts.templateNotInHierarchy) }
            let stack = hierarchy.pushed[key] ?? []
            if id == hierarchy.root || id == hierarchy.selectedTab {
                next.pushed[key] = []
                return stack.isEmpty ? .done(nil, success: false) : .done(next, success: true)
            }
            guard let index = stack.firstIndex(of: id) else { return .error(ErrorTexts.templateNotInHierarchy) }
            if index == stack.count - 1 { return .done(nil, success: false) }
            next.pushed[key] = Array(stack.prefix(through: index))
            return .done(next, success: true)

        case .present(let presented):
            if let fault = classCheck(presented, for: .present, selector: operation.selector) { return .fault(fault) }
            if hierarchy.presented != nil { return .error(ErrorTexts.alreadyPresenting) }
            next.presented = ElementID(of: presented)
            return .done(next, success: true, presentedVoiceControl: presented as? CPVoiceControlTemplate)

        case .dismiss:
            // Apple: "Calling this method when there's no modal template displayed has no effect."
            guard let presented = hierarchy.presented else { return .done(nil, success: false) }
            next.presented = nil
            return .done(
                next, success: true, dismissedVoiceControl: template(presented) as? CPVoiceControlTemplate)
        }
    }

    /// Apple's `CPAssertAllowedClasses`: the template's class must be allowed for the operation and the category.
    private func classCheck(
        _ template: CPTemplate, for operation: TemplateOperationKind, selector: String, allowRootKinds: Bool = false
    ) -> CPHostException? {
        guard let kind = TemplateSnapshot.kind(of: template) else {
            return CPHostException(
                name: ErrorTexts.notPushableName, reason: ErrorTexts.notPushable(description: template.description))
        }
        var allowed = rules.allowedClasses(for: operation)
        if allowRootKinds { allowed = Array(Set(allowed + rules.allowedClasses(for: .setRoot))) }
        if allowed.contains(kind) { return nil }
        return CPHostException(
            name: ErrorTexts.unsupportedObjectName,
            reason: ErrorTexts.unsupportedObject(
                description: template.description, selector: selector,
                allowed: rules.allowedClassesForMessage(operation)))
    }

    /// Only a list template may be pushed on top of Now Playing (Developer Guide).
    private func nowPlayingCheck(pushing pushed: CPTemplate, template: (ElementID) -> CPTemplate?)
        -> CPHostException?
    {
        guard let top = state.navigationHierarchy.last, template(top) is CPNowPlayingTemplate,
            !(pushed is CPListTemplate)
        else { return nil }
        return CPHostException(
            name: ErrorTexts.unsupportedObjectName,
            reason: ErrorTexts.unsupportedObject(
                description: pushed.description, selector: CPTemplateOperation.push(pushed).selector,
                allowed: [.list]))
    }
}
