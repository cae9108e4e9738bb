import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import MediaPlayer

// The driver's input: taps, the knob, the touchpad, Back, typing and the car's hard keys.
extension CarSystem {
    // MARK: Driver input

    /// Selects an element of the screen in front by id (ids of `Screen` nodes, including the derived ones). An id
    /// no node of the screen has, or one covered by a modal, is `.notOnScreen`.
    public func tap(element id: String) throws(SystemError) -> InputOutcome {
        if let outcome = try tapIfPresent(element: id) { return outcome }
        if foregroundApp != nil { _ = try requireForeground() }
        log.append(.input, "Tap an element not on screen")
        return finishInput(.notOnScreen)
    }

    /// Selects an element of the screen in front by id, looked up once; nil, logging and changing nothing, when no
    /// node of the screen has the id (a front end answers that it knows no such element).
    public func tapIfPresent(element id: String) throws(SystemError) -> InputOutcome? {
        guard let (node, isReachable) = currentScreen().tapTarget(ElementID(id)) else {
            guard isPhoneConnected else { throw .phoneDisconnected }
            return nil
        }
        let reachable = isReachable ? node : nil
        if let reachable, case .selectNavigationBanner? = reachable.action {
            return try selectBanner(reachable, input: "Tap " + Self.describe(reachable))
        }
        if let reachable, case .selectNotification(let app, _)? = reachable.action {
            log.append(.input, "Tap " + Self.describe(reachable))
            return finishInput(try selectNotification(of: app))
        }
        if let reachable, case .dismissSiri? = reachable.action {
            log.append(.input, "Tap " + Self.describe(reachable))
            return try dismissSiri()
        }
        if let reachable, DashboardWidgetLayout.roles.contains(reachable.role) {
            log.append(.input, "Tap " + Self.describe(reachable))
            return finishInput(try tapWidget(reachable))
        }
        if foregroundApp == nil, isPhoneConnected {
            log.append(.input, "Tap " + (reachable.map(Self.describe) ?? "an element not on screen"))
            guard let reachable, let action = reachable.action else { return finishInput(.notOnScreen) }
            guard reachable.isEnabled else { return finishInput(.disabled) }
            return finishInput(try performHome(action))
        }
        let session = try requireForeground()
        log.append(.input, "Tap " + (reachable.map(Self.describe) ?? "an element not on screen"))
        return finishInput(session.activate(reachable))
    }

    /// Runs the navigation banner's action after logging `input`: the app comes forward and hears which maneuver or
    /// alert the driver chose.
    private func selectBanner(_ node: ScreenNode, input: String) throws(SystemError) -> InputOutcome {
        log.append(.input, input)
        guard case .selectNavigationBanner(let app)? = node.action else { return finishInput(.unsupported) }
        return finishInput(try selectNavigationBanner(of: app))
    }

    /// A node as the event log names it: its text and role ("“Playlists” (tab)"), never its id.
    static func describe(_ node: ScreenNode) -> String {
        let text = node.text ?? node.detailText
        return text.map { "“\($0)” (\(node.role.rawValue))" } ?? node.role.rawValue
    }

    /// Taps the screen at a point (in points).
    public func tap(at point: Point) throws(SystemError) -> InputOutcome {
        if let banner = navigationBannerNode, banner.frame.contains(point) {
            return try selectBanner(banner, input: "Tap at (\(fmt(point.x)), \(fmt(point.y)))")
        }
        // A widget or Live Activity, even one without interaction (disfavoured: the car says so).
        let screen = currentScreen()
        let hit = screen.hitTest(point)
        let widget =
            hit.flatMap { DashboardWidgetLayout.roles.contains($0.role) ? $0 : nil }
            ?? (hit == nil
                ? screen.root.first { [.widget, .liveActivity].contains($0.role) && $0.frame.contains(point) } : nil)
        if let node = widget {
            log.append(.input, "Tap at (\(fmt(point.x)), \(fmt(point.y)))")
            return finishInput(try tapWidget(node))
        }
        switch hit?.action {
        case .selectNotification(let app, _)?:
            log.append(.input, "Tap at (\(fmt(point.x)), \(fmt(point.y)))")
            return finishInput(try selectNotification(of: app))
        case .dismissSiri?:
            log.append(.input, "Tap at (\(fmt(point.x)), \(fmt(point.y)))")
            return try dismissSiri()
        default: break
        }
        if foregroundApp == nil, isPhoneConnected {
            log.append(.input, "Tap at (\(fmt(point.x)), \(fmt(point.y)))")
            guard let action = systemScreen().hitTest(point)?.action else { return finishInput(.notOnScreen) }
            return finishInput(try performHome(action))
        }
        let session = try requireForeground()
        log.append(.input, "Tap at (\(fmt(point.x)), \(fmt(point.y)))")
        return finishInput(session.tap(at: point))
    }

    /// Rotates the knob (on the home screen: through the app icons, then the Dashboard button).
    public func rotateKnob(_ steps: Int) throws(SystemError) {
        if try moveHomeFocus(steps) { return }
        let session = try requireForeground()
        log.append(.input, "Knob rotate \(steps)")
        session.rotateKnob(steps)
        notify()
    }

    /// Nudges the knob.
    public func nudgeKnob(_ direction: CarSession.NudgeDirection) throws(SystemError) {
        if try moveHomeFocus(direction == .left || direction == .up ? -1 : 1) { return }
        let session = try requireForeground()
        log.append(.input, "Knob nudge \(direction.rawValue)")
        session.nudgeKnob(direction)
        notify()
    }

    /// Presses the knob (selects the focused element; on the home screen launches the focused app).
    public func pressKnob() throws(SystemError) -> InputOutcome {
        if foregroundApp == nil, isPhoneConnected {
            log.append(.input, "Knob press")
            guard let focus = homeFocus else { return finishInput(.unsupported) }
            guard focus != Self.dashboardFocus else {
                toggleDashboard()
                return finishInput(.handledBySystem)
            }
            // A playback control of the Dashboard's Now Playing card is focused by its element id.
            if let control = systemScreen().node(ElementID(focus)), case .playback = control.action,
                let action = control.action
            {
                return finishInput(try performHome(action))
            }
            try launch(focus)
            return finishInput(.handledBySystem)
        }
        let session = try requireForeground()
        log.append(.input, "Knob press")
        return finishInput(session.pressKnob())
    }

    /// Moves the touchpad pointer.
    public func movePointer(to point: Point) throws(SystemError) {
        let session = try requireForeground()
        session.movePointer(to: point)
        notify()
    }

    /// A drag or a wheel over a list on a touch screen: scrolls the scroll view under `point` by `dy` points (not
    /// logged: a drag sends many). See ``CarSession/scroll(at:by:)``.
    public func scroll(at point: Point, by dy: Double) throws(SystemError) -> InputOutcome {
        guard foregroundApp != nil else { return .notOnScreen }  // the home screen has nothing to scroll
        let session = try requireForeground()
        let outcome = session.scroll(at: point, by: dy)
        notify()
        return outcome
    }

    /// The driver's Back (the knob's back button).
    public func back() throws(SystemError) -> InputOutcome {
        let session = try requireForeground()
        log.append(.input, "Back")
        return finishInput(session.back())
    }

    /// Types text into the search field of the search template on screen (appended to what is there). The field
    /// holds at most `SearchFieldRule.maximumLength` characters, as a keyboard stops typing at a field's
    /// limit: what does not fit is dropped, and a full field takes nothing (`disabled`).
    public func type(_ text: String) throws(SystemError) -> InputOutcome {
        let session = try requireForeground()
        // Checked before logging: refused text is not logged, only its length.
        guard let visible = session.visibleSnapshot, session.presentedSnapshot == nil,
            case .search(let search) = visible.content
        else {
            log.append(.input, "Type (\(text.count) characters): no search field on screen")
            return finishInput(.notOnScreen)
        }
        guard let typed = SearchFieldRule.typing(text, into: search.searchText) else {
            log.append(
                .input,
                "Type (\(text.count) characters): the search field is full (\(SearchFieldRule.maximumLength) characters)"
            )
            return finishInput(.disabled)
        }
        log.append(
            .input,
            "Type \"\(CarEventLog.quoting(typed))\"" + (typed.count < text.count ? " (the rest did not fit)" : ""))
        return finishInput(session.send(InputEvent(target: visible.id, action: .searchText(search.searchText + typed))))
    }

    /// A hard key: Home shows the home screen; Back goes back in the app in front; Play/Pause and Next reach the
    /// Now Playing app's remote commands (the app holding the audio focus, else the app in front); Siri starts Siri
    /// (`pressSiriKey()`).
    public func press(_ key: HardKey) -> InputOutcome {
        log.append(.input, "Hard key \(key.rawValue)")
        switch key {
        case .home:
            goHome()
            return .handledBySystem
        case .back:
            guard let session = foregroundSession else { return .appNotRunning }
            return finishInput(session.back())
        case .playPause, .next:
            guard let id = audioOwner ?? foregroundApp, let session = sessions[id], session.appState == .connected
            else {
                return .appNotRunning
            }
            let command: MPHostRemoteCommand = key == .playPause ? .playPauseButton : .nextButton
            log.append(.app, "\(name(of: id)) ← MPRemoteCommandCenter \(key == .playPause ? "play/pause" : "next")")
            return finishInput(session.sendRemoteCommand(command))
        case .siri:
            return pressSiriKey()
        }
    }

    /// Moves the home screen's focus by `steps` over the app icons and the Dashboard button — on the Dashboard view
    /// over its tile, its Now Playing card and the card's playback controls — stopping at the ends (the first move
    /// focuses the first). False when an app is in front.
    private func moveHomeFocus(_ steps: Int) throws(SystemError) -> Bool {
        guard foregroundApp == nil else { return false }
        guard isPhoneConnected else { throw .phoneDisconnected }
        // What the knob walks is what the screen shows, in its focus order; on the home screen the icons of every
        // page, page by page (the page shown follows the focus), then the Dashboard button.
        let pages = isDashboardShowing ? [] : homePages
        let targets: [String] = systemScreen().focusableNodes.compactMap { node in
            switch node.action {
            case .launchApp(let id): pages.isEmpty ? id : nil
            case .showDashboard: Self.dashboardFocus
            case .playback: node.id?.rawValue
            default: nil
            }
        }
        let walk = pages.flatMap { $0 } + targets
        guard !walk.isEmpty else { return true }
        log.append(.input, "Knob \(steps > 0 ? "forward" : "back") on the home screen")
        homeFocus = FocusEngine.rotate(from: homeFocus, by: steps, over: walk)
        if let focus = homeFocus, let page = pages.firstIndex(where: { $0.contains(focus) }) { homePage = page }
        notify()
        return true
    }

    func requireForeground() throws(SystemError) -> CarSession {
        guard let session = foregroundSession, session.appState == .connected else { throw .notRunning }
        return session
    }

    func finishInput(_ outcome: InputOutcome) -> InputOutcome {
        notify()
        return outcome
    }
}
