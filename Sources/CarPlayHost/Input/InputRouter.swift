import Foundation
@_spi(CarPlayHost) import CarPlay

/// What the driver does to an element.
public enum InputAction: Codable, Hashable, Sendable {
    /// Tap, click or knob press on the element.
    case select
    /// Tap one image (element) of an image row item, by index.
    case selectElement(Int)
    /// Type into a search template's field: the whole new text.
    case searchText(String)
    /// Press the keyboard's search button of a search template.
    case searchButton
}

/// One input event: an action on the element with an id.
public struct InputEvent: Codable, Hashable, Sendable {
    public var target: ElementID
    public var action: InputAction
    public init(target: ElementID, action: InputAction = .select) {
        self.target = target
        self.action = action
    }
}

/// What became of an input event.
public enum InputOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The app's handler or delegate ran (and completed, where it takes a completion).
    case handled
    /// The app's handler is running: the car shows a spinner until the app calls the completion.
    case handlerRunning
    /// The system handled it (a tab switch, a pop, a Siri hand-off) without an app handler.
    case handledBySystem
    /// The element is disabled; nothing happened.
    case disabled
    /// No element with this id is on screen now (modal templates hide what is behind them).
    case notOnScreen
    /// The element exists but does not accept this action.
    case unsupported
    /// The app is not connected or was terminated.
    case appNotRunning

    public var description: String {
        switch self {
        case .handled: "handled"
        case .handlerRunning: "handler running"
        case .handledBySystem: "handled by the system"
        case .disabled: "disabled"
        case .notOnScreen: "not on screen"
        case .unsupported: "unsupported"
        case .appNotRunning: "app not running"
        }
    }
}

extension CarSession {
    /// The templates the driver can reach now: the modal if one is presented, else what is on screen (the tab bar
    /// and the selected tab's root, or the top pushed template).
    public var interactiveSnapshots: [TemplateSnapshot] {
        SessionSnapshots.refresh(context: self)
        if let presented = presentedSnapshot { return [presented] }
        return hierarchy.visible.compactMap(snapshot(of:))
    }

    /// The elements the driver can reach now, in declaration order.
    public var interactiveElements: [SnapshotElement] {
        let snapshots = interactiveSnapshots
        if let elements = pipeline.derived.interactiveElements { return elements }
        let elements = snapshots.flatMap(\.elements)
        pipeline.derived.interactiveElements = elements
        return elements
    }

    /// Routes a driver's input to the app: checks that the element is on screen and enabled, then invokes its
    /// handler (on the main actor, in the app's environment). A handler that takes a completion leaves the element
    /// pending (spinner) until the app calls it; one that never does leaves the spinner and nothing else.
    @discardableResult
    public func send(_ event: InputEvent) -> InputOutcome {
        guard appState == .connected, let controller = connectedInterfaceController else { return .appNotRunning }
        SessionSnapshots.refresh(context: self)
        MapSession.noteInteraction(context: self)
        guard let element = interactiveElements.first(where: { $0.id == event.target }) else { return .notOnScreen }
        guard element.isEnabled else { return .disabled }
        if case .selectElement(let index) = event.action, !imageRow(event.target, shows: index) { return .unsupported }
        if case .searchText = event.action, !Rules.allowsTyping(whileLimiting: limitedUserInterfaces) {
            return .unsupported
        }

        // A trip preview's route choices are the system's: choosing one moves the preview (the app hears it).
        if element.kind == .routeChoice, event.action == .select, let previews = mapTemplateSnapshot?.previews,
            let trip = previews.selectedTrip, let index = trip.routeChoices.firstIndex(where: { $0.id == event.target })
        {
            return selectTripPreview(trip: previews.trips.firstIndex { $0.id == trip.id } ?? 0, routeChoice: index)
        }
        // Tabs are the system's: switching selects the tab and tells the tab bar's delegate.
        if hierarchy.tabs.contains(event.target), event.action == .select {
            return selectTab(event.target)
        }

        let id = event.target
        // Pressing an alert or action sheet button dismisses it first, so the handler may present the next modal.
        var within: ElementID?
        if let presented = presentedSnapshot, presented.kind == .alert || presented.kind == .actionSheet,
            id != presented.id
        {
            within = presented.id
            dismissBySystem(presented.id)
        }
        // Buttons the system draws for a template (Now Playing's Up Next and album/artist) reach the template.
        var target = id.bridged
        var action = event.action.bridged
        if event.action == .select, element.kind == .upNext || element.kind == .albumArtist {
            target = element.template.bridged
            action = element.kind == .upNext ? .upNext : .albumArtist
        }
        let handler = HandlerProgress()
        let result = runAsApp {
            controller._activate(target, action: action, within: within?.bridged) { [weak self] in
                handler.finished = true
                if handler.pending, let self { DriverInput.endHandler(id, context: self) }
            }
        }
        switch result {
        case .notFound: return .notOnScreen
        case .unsupported: return .unsupported
        case .invoked:
            changed()
            return .handled
        case .invokedSystem(let request):
            startSiri(SiriRequest(request))
            changed()
            return .handledBySystem
        case .dismissedModal:
            changed()
            return .handled
        case .awaitingCompletion:
            if handler.finished {
                changed()
                return .handled
            }
            handler.pending = true
            DriverInput.beginHandler(id, context: self)
            changed()
            return .handlerRunning
        }
    }

    /// Whether the image row item `id` on screen shows an image (element) at `index`.
    private func imageRow(_ id: ElementID, shows index: Int) -> Bool {
        for snapshot in interactiveSnapshots {
            guard case .list(let list) = snapshot.content else { continue }
            for case .imageRow(let row) in list.sections.flatMap(\.items) where row.id == id {
                let count = row.elements.isEmpty ? row.gridImages.count : row.elements.count
                return (0..<count).contains(index)
            }
        }
        return false
    }

    /// The driver switches tabs.
    private func selectTab(_ tab: ElementID) -> InputOutcome {
        guard let root = hierarchy.root, let tabBar = template(for: root) as? CPTabBarTemplate,
            let index = hierarchy.tabs.firstIndex(of: tab)
        else { return .unsupported }
        runAsApp { tabBar._hostSelectTemplate(at: index) }
        SessionSnapshots.refresh(context: self)
        var next = hierarchy
        next.selectedTab = tab
        if next != hierarchy { TemplateOperations.transition(to: next, animated: false, context: self) }
        changed()
        return .handledBySystem
    }

    /// The system dismisses a modal (an alert or action sheet button was pressed).
    private func dismissBySystem(_ presented: ElementID) {
        var next = hierarchy
        next.presented = nil
        (template(for: presented) as? CPVoiceControlTemplate)?._isPresented = false
        TemplateOperations.transition(to: next, animated: true, context: self)
    }

    /// The driver presses Back (the back button, the knob's back, a hard key). A custom back button's handler runs
    /// instead of the pop; at the root, or with a modal on screen, nothing happens.
    @discardableResult
    public func back() -> InputOutcome {
        guard appState == .connected, let controller = connectedInterfaceController else { return .appNotRunning }
        SessionSnapshots.refresh(context: self)
        guard hierarchy.presented == nil else { return .unsupported }
        guard let key = hierarchy.currentStackKey, let stack = hierarchy.pushed[key], let top = stack.last else {
            return .unsupported
        }
        if let topTemplate = template(for: top) as? any CPBarButtonProviding, let backButton = topTemplate.backButton {
            // A disabled custom back button does nothing, whichever way the driver goes back.
            guard backButton.isEnabled else { return .disabled }
            let outcome = runAsApp { controller._activate(backButton._elementID, action: .select) {} }
            changed()
            return outcome == .invoked ? .handled : .unsupported
        }
        var next = hierarchy
        next.pushed[key] = Array(stack.dropLast())
        TemplateOperations.transition(to: next, animated: true, context: self)
        changed()
        return .handledBySystem
    }
}

extension InputAction {
    var bridged: CPHostAction {
        switch self {
        case .select: .select
        case .selectElement(let index): .selectElement(index)
        case .searchText(let text): .updateSearchText(text)
        case .searchButton: .searchButton
        }
    }
}

/// Whether an app handler finished, and whether the session shows it as pending.
@MainActor private final class HandlerProgress {
    var finished = false
    var pending = false
}
