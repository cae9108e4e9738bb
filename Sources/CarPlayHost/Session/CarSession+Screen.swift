import Foundation
@_spi(CarPlayHost) import CarPlay
import MediaPlayer

/// The screen a session shows, and the driver's screen-level input: knob rotation and nudges, knob press, touchpad,
/// taps by position.
extension CarSession {
    /// What the car's main display shows now.
    public func screen() -> Screen {
        refreshSnapshotsIfNeeded()
        let inputs = screenInputs()
        if let screen = pipeline.cachedScreen(for: inputs) { return screen }
        if let other = pipeline.cachedScreen(for: inputs, ignoringFocus: true) {
            // Only the focus or scrolling changed: the screen moves its focus and offsets, no layout.
            let screen = ScreenLayout.refocused(
                other, focused: inputs.focusedElement, offsets: inputs.scrollOffsets)
            pipeline.refocused(screen, from: inputs)
            return screen
        }
        let (screen, readsClock) = ScreenLayout.laidOut(
            inputs.state, display: inputs.display, now: inputs.now, timeZone: inputs.timeZone,
            focusedElement: inputs.focusedElement, scrollOffsets: inputs.scrollOffsets)
        pipeline.laidOut(screen, from: inputs, readsClock: readsClock)
        return screen
    }

    /// What the screen is laid out from now.
    private func screenInputs() -> ScreenInputs {
        let info = nowPlayingInfo
        var state = ScreenState(
            appName: app.name, category: app.category, navigation: navigationSnapshots, visible: visibleSnapshot,
            presented: presentedSnapshot, pendingHandlers: pendingHandlers,
            isPlayingAudio: info?.isPlaying ?? false, nowPlayingInfo: info,
            prefersDark: connectedInterfaceController?.prefersDarkUserInterfaceStyle ?? false, rules: rules)
        state.sportsClockStarts = pipeline.sportsClockStarts
        state.mapNavigationBarShown = mapNavigationBarShown
        state.locale = locale
        state.appWindow = appWindowSnapshot(barShown: state.mapNavigationBarShown)
        let now = clock()
        state.statusBar = StatusBarState(
            time: ScreenLayout.clockText(now: now, timeZone: timeZone, locale: locale),
            signalBars: carStatus.signalBars,
            networkType: carStatus.networkType, isPlayingAudio: carStatus.isPlayingAudio || (info?.isPlaying ?? false))
        return ScreenInputs(
            state: state, display: display, timeZone: timeZone, focusedElement: focusedElement,
            scrollOffsets: scrollOffsets, now: now)
    }

    /// The focus order of the screen. Focus and scrolling do not change it, so the last screen's serves while only
    /// they changed (a knob turned many times lays out once, not once per detent).
    func focusOrder() -> [ElementID] {
        refreshSnapshotsIfNeeded()
        if let screen = pipeline.cachedScreen(for: screenInputs(), ignoringFocus: true) { return screen.focusOrder }
        return screen().focusOrder
    }

    /// The app's Now Playing metadata, if it published any.
    var nowPlayingInfo: NowPlayingInfoSnapshot? {
        guard appState == .connected else { return nil }
        return snapshotting {
            runAsApp { NowPlayingInfoSnapshot(MPNowPlayingInfoCenter.default(), now: clock()) }
        }
    }

    // MARK: Focus (knob and touchpad)

    /// A knob nudge direction.
    public enum NudgeDirection: String, Sendable, Codable, CaseIterable { case up, down, left, right }

    /// Rotates the knob by `steps` detents (positive: forward through the focus order). The first rotation focuses
    /// the first element; focus stops at the ends. See ``SessionFocus/rotate(by:over:)``.
    @discardableResult
    public func rotateKnob(_ steps: Int) -> ElementID? {
        noteInteraction()
        let order = focusOrder()
        let focused = focus.rotate(by: steps, over: order)
        if !order.isEmpty { onChange?() }
        return focused
    }

    /// Nudges the knob: focus moves to the nearest element in that direction (by the centres of their frames); the
    /// panning interface takes the nudges as pans. See ``SessionFocus/nudge(_:on:)``.
    @discardableResult
    public func nudgeKnob(_ direction: NudgeDirection) -> ElementID? {
        noteInteraction()
        // The panning interface takes the knob's nudges: they pan the map (Apple: every input maps onto the pan
        // callbacks).
        if mapTemplateIsVisible, mapTemplateSnapshot?.isPanningInterfaceVisible == true,
            let pan = MapPanDirection(rawValue: direction.rawValue)
        {
            panMap(pan)
            return focusedElement
        }
        // Where the elements show: a scrolled list's rows by their places on screen, beside the bars.
        let screen = screen().placedOnScreen()
        switch focus.nudge(direction, on: screen) {
        case .nothingFocused: return rotateKnob(1)
        case .moved: onChange?()
        case .stayed: break
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
        noteInteraction()
        let element = screen().hitTest(point)?.id
        focus.element = element
        onChange?()
        return focusedElement
    }

    /// Taps the screen at `point` (in points): the element there is selected.
    @discardableResult
    public func tap(at point: Point) -> InputOutcome {
        // Any touch is an interaction: a map template's hidden navigation bar comes back.
        noteInteraction()
        guard let node = screen().hitTest(point), let id = node.id else { return .notOnScreen }
        return activate(screenElement: id)
    }

    /// Selects the node of the screen with `id` (a tap on it, or a knob press while it has the focus): the car runs
    /// the node's action. Only nodes the driver can reach count (inside the modal when one is up).
    @discardableResult
    public func activate(screenElement id: ElementID) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        return activate(screen().reachableNode(id))
    }

    /// Selects a node the caller found on this session's screen where the driver can reach it (nil: none).
    public func activate(_ node: ScreenNode?) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        guard let node, let action = node.action else { return .notOnScreen }
        guard node.isEnabled else { return .disabled }
        noteInteraction()
        return perform(action)
    }

    /// Runs a screen action: what selecting a node means.
    @discardableResult
    public func perform(_ action: ScreenAction) -> InputOutcome {
        switch action {
        case .select(let id): return send(InputEvent(target: id))
        case .selectImage(let row, let index): return send(InputEvent(target: row, action: .selectElement(index)))
        case .back: return back()
        case .showNowPlaying: return showNowPlaying()
        case .insertText(let search, let text): return editSearchText(of: search) { $0 + text }
        case .deleteBackward(let search): return editSearchText(of: search) { String($0.dropLast()) }
        case .playback(let control): return sendPlaybackCommand(control)
        case .launchApp, .showDashboard: return .unsupported  // the car system's home screen runs these
        case .panMap(let direction): return panMap(direction)
        case .selectTripPreview(let trip, let routeChoice):
            return selectTripPreview(trip: trip, routeChoice: routeChoice)
        case .startTrip: return startTrip()
        case .showMapControls:
            guard mapTemplateIsVisible else { return .notOnScreen }
            noteInteraction()
            return .handledBySystem
        case .selectNavigationBanner(let id):
            // The car draws the banner over another app; a lone session runs its own.
            guard id == app.bundleIdentifier else { return .unsupported }
            return selectNavigationBanner()
        }
    }

    /// A keyboard key changes the search text of the search template `search`; the app's delegate hears the new text.
    private func editSearchText(of search: ElementID, _ edit: (String) -> String) -> InputOutcome {
        guard let visible = visibleSnapshot, visible.id == search, case .search(let template) = visible.content else {
            return .notOnScreen
        }
        return send(InputEvent(target: search, action: .searchText(edit(template.searchText))))
    }

    /// The system pushes the Now Playing template (the tab bar's Now Playing button).
    func showNowPlaying() -> InputOutcome {
        guard appState == .connected, let controller = connectedInterfaceController else { return .appNotRunning }
        // Nothing behind a modal can be reached.
        guard hierarchy.presented == nil else { return .unsupported }
        let nowPlaying = runAsApp { CPNowPlayingTemplate.shared }
        guard !hierarchy.contains(ElementID(of: nowPlaying)) else { return .unsupported }
        runAsApp { controller._registerSystemTemplate(nowPlaying) }
        guard let next = templates.pushingSystemTemplate(ElementID(of: nowPlaying)) else { return .unsupported }
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
