import Foundation
@_spi(CarPlayHost) import CarPlay

/// The screen a session shows, and the driver's screen-level input: knob rotation and nudges, knob press, touchpad,
/// taps by position.
extension CarSession {
    /// What the car's main display shows now.
    public func screen() -> Screen {
        refreshSnapshotsIfNeeded()
        let info = nowPlayingInfo
        var state = ScreenState(
            appName: app.name, category: app.category, navigation: navigationSnapshots, visible: visibleSnapshot,
            presented: presentedSnapshot, pendingHandlers: pendingHandlers,
            isPlayingAudio: info?.isPlaying ?? false, nowPlayingInfo: info,
            prefersDark: connectedInterfaceController?.prefersDarkUserInterfaceStyle ?? false, rules: rules)
        state.sportsClockStarts = sportsClockStarts
        let screen = ScreenLayout.screen(
            state, display: display, now: clock(), timeZone: timeZone, focusedElement: focusedElement,
            scrollOffsets: scrollOffsets)
        return screen
    }

    /// The app's Now Playing metadata, if it published any.
    var nowPlayingInfo: NowPlayingInfoSnapshot? {
        guard appState == .connected else { return nil }
        return runAsApp { NowPlayingInfoSnapshot(MPNowPlayingInfoCenter.default(), now: clock()) }
    }

    // MARK: Focus (knob and touchpad)

    /// A knob nudge direction.
    public enum NudgeDirection: String, Sendable, Codable, CaseIterable { case up, down, left, right }

    /// Rotates the knob by `steps` detents (positive: forward through the focus order). The first rotation focuses
    /// the first element; focus stops at the ends.
    @discardableResult
    public func rotateKnob(_ steps: Int) -> ElementID? {
        let order = screen().focusOrder
        guard !order.isEmpty else {
            focusedElement = nil
            return nil
        }
        if let current = focusedElement, let index = order.firstIndex(of: current) {
            focusedElement = order[min(max(index + max(min(steps, order.count), -order.count), 0), order.count - 1)]
        } else {
            focusedElement = steps < 0 ? order.last : order.first
        }
        onChange?()
        return focusedElement
    }

    /// Nudges the knob: focus moves to the nearest element in that direction (by the centres of their frames).
    @discardableResult
    public func nudgeKnob(_ direction: NudgeDirection) -> ElementID? {
        let screen = screen()
        let nodes = screen.focusableNodes
        guard let current = focusedElement.flatMap(screen.node) else { return rotateKnob(1) }
        let from = current.frame.center
        func along(_ node: ScreenNode) -> Double {
            let to = node.frame.center
            return switch direction {
            case .up: from.y - to.y
            case .down: to.y - from.y
            case .left: from.x - to.x
            case .right: to.x - from.x
            }
        }
        func across(_ node: ScreenNode) -> Double {
            let to = node.frame.center
            return direction == .up || direction == .down ? abs(to.x - from.x) : abs(to.y - from.y)
        }
        let candidates = nodes.filter { $0.id != current.id && along($0) > 0.5 }
        if let best = candidates.min(by: { along($0) + 2 * across($0) < along($1) + 2 * across($1) }) {
            focusedElement = best.id
            onChange?()
        }
        return focusedElement
    }

    /// Presses the knob (or clicks the touchpad): selects the focused element.
    @discardableResult
    public func pressKnob() -> InputOutcome {
        guard let focused = focusedElement else { return .unsupported }
        return activate(screenElement: focused)
    }

    /// Moves the touchpad pointer to `point`: the element under it takes the focus.
    @discardableResult
    public func movePointer(to point: Point) -> ElementID? {
        focusedElement = screen().hitTest(point)?.id
        onChange?()
        return focusedElement
    }

    /// Taps the screen at `point` (in points): the element there is selected.
    @discardableResult
    public func tap(at point: Point) -> InputOutcome {
        guard let node = screen().hitTest(point), let id = node.id else { return .notOnScreen }
        return activate(screenElement: id)
    }

    /// Selects an element of the screen by its id, including the ids the layout adds (back, the tab bar's Now
    /// Playing button, image-row elements `<row>#<index>`, keyboard keys, playback controls).
    @discardableResult
    public func activate(screenElement id: ElementID) -> InputOutcome {
        let raw = id.rawValue
        if raw.hasSuffix(ScreenLayout.backSuffix) { return back() }
        if raw.hasSuffix(ScreenLayout.nowPlayingSuffix) { return showNowPlaying() }
        if let hash = raw.lastIndex(of: "#"), let index = Int(raw[raw.index(after: hash)...]) {
            return send(InputEvent(target: ElementID(String(raw[..<hash])), action: .selectElement(index)))
        }
        if let range = raw.range(of: SearchLayout.keySeparator), let search = visibleSnapshot, case .search(let template) = search.content {
            let key = String(raw[range.upperBound...])
            let text = key == SearchLayout.deleteKey ? String(template.searchText.dropLast()) : template.searchText + key
            return send(InputEvent(target: ElementID(String(raw[..<range.lowerBound])), action: .searchText(text)))
        }
        if let control = NowPlayingLayout.PlaybackControl.allCases.first(where: { raw.hasSuffix($0.suffix) }) {
            return sendPlaybackCommand(control)
        }
        return send(InputEvent(target: id))
    }

    /// The system pushes the Now Playing template (the tab bar's Now Playing button).
    func showNowPlaying() -> InputOutcome {
        guard appState == .connected, let controller = connectedInterfaceController else { return .appNotRunning }
        let nowPlaying = runAsApp { CPNowPlayingTemplate.shared }
        guard !hierarchy.contains(ElementID(of: nowPlaying)) else { return .unsupported }
        runAsApp { controller._registerSystemTemplate(nowPlaying) }
        guard let key = hierarchy.currentStackKey else { return .unsupported }
        var next = hierarchy
        next.pushed[key, default: []].append(ElementID(of: nowPlaying))
        markStale()
        transition(to: next, animated: true)
        changed()
        return .handledBySystem
    }

    /// A playback control of the Now Playing screen fires the app's remote command.
    func sendPlaybackCommand(_ control: NowPlayingLayout.PlaybackControl) -> InputOutcome {
        sendRemoteCommand(control.command)
    }
}
