import Foundation
import CarPlayHost

extension SimulatorHub {
    // MARK: Carrying out messages

    func apply(_ input: ClientMessage.Input) -> Result<ServerMessage.Outcome, ProtocolError> {
        // A tap by element id stays good while that element is still on screen (the car looks it up when it taps):
        // the screen moves on by itself (clocks, elapsed time), and the driver meant that element. Anything else
        // made on an older screen is refused.
        let outOfDate = input.seq.flatMap { $0 != seq ? ProtocolError.outOfDate(input: $0, current: seq) : nil }
        if let outOfDate, !input.action.isTapOnElement { return .failure(outOfDate) }
        let frontApp = system.foregroundApp
        let result: InputOutcome?
        do throws(CarSystem.SystemError) {
            switch input.action {
            case .hardKey(let key):
                return .success(ServerMessage.Outcome(system.press(key)))
            case .tap(let element):
                // The screen in front: the app's, or the home screen (its icons and Dashboard button).
                guard let outcome = try system.tapIfPresent(element: element) else {
                    return .failure(outOfDate ?? .unknownElement(element))
                }
                result = outcome
            case .tapAt(let point): result = try system.tap(at: point)
            case .pointerMove(let point):
                try system.movePointer(to: point)
                result = nil
            case .knobRotate(let steps):
                try system.rotateKnob(steps)
                result = nil
            case .knobNudge(let direction):
                try system.nudgeKnob(direction)
                result = nil
            case .knobPress: result = try system.pressKnob()
            case .back: result = try system.back()
            case .type(let text): result = try system.type(text)
            case .siriSay(let text): result = try system.siriHears(text)
            case .scroll(let point, let dy): result = try system.scroll(at: point, by: dy)
            case .swipe(let direction): result = try system.swipe(direction)
            case .mapPan, .mapDrag, .mapPinch, .mapRotate, .mapPitch, .mapDoubleTap:
                result = try applyToMap(input.action)
            }
        } catch {
            return .failure(ProtocolError(error))
        }
        if let frontApp, system.state(of: frontApp) == .terminated { return .success(.appTerminated) }
        return .success(result.map(ServerMessage.Outcome.init) ?? .handled)
    }

    /// A map gesture or a held pan button, for `CarSystem.perform(_:)`.
    private func applyToMap(_ action: ClientMessage.Action) throws(CarSystem.SystemError) -> InputOutcome? {
        let gesture: MapGesture
        switch action {
        case .mapPan(let direction, let phase): gesture = .pan(direction, phase: phase)
        case .mapDrag(let phase, let translation, let velocity):
            gesture = .drag(phase, translation: translation, velocity: velocity)
        case .mapPinch(let phase, let center, let scale, let velocity):
            gesture = .pinch(phase, center: center, scale: scale, velocity: velocity)
        case .mapRotate(let phase, let center, let rotation, let velocity):
            gesture = .rotate(phase, center: center, rotation: rotation, velocity: velocity)
        case .mapPitch(let phase, let center): gesture = .pitch(phase, center: center)
        case .mapDoubleTap(let center, let fingers): gesture = .doubleTap(center: center, fingers: fingers)
        default: return nil
        }
        return try system.perform(gesture)
    }

    /// A tap on the Dashboard tile: by element (one of the tile's), or at a point in the tile.
    func applyToDashboard(_ tap: ClientMessage.DashboardTap) -> Result<ServerMessage.Outcome, ProtocolError> {
        do throws(CarSystem.SystemError) {
            switch tap {
            case .tap(let element):
                guard system.isPhoneConnected else { throw .phoneDisconnected }
                guard let screen = system.dashboardScreen() else { throw .notRunning }
                guard screen.node(ElementID(element)) != nil else {
                    return .failure(
                        ProtocolError(.unknownElement, "no element \"\(element)\" on the Dashboard"))
                }
                return .success(ServerMessage.Outcome(try system.tapDashboard(element: element)))
            case .tapAt(let point):
                return .success(ServerMessage.Outcome(try system.tapDashboard(at: point)))
            }
        } catch {
            return .failure(ProtocolError(error))
        }
    }

    func launch(_ app: String) -> Result<ServerMessage.Outcome, ProtocolError> {
        do {
            try system.launch(app)
        } catch {
            return .failure(ProtocolError(error))
        }
        return .success(system.state(of: app) == .terminated ? .appTerminated : .handled)
    }

    func apply(_ control: ClientMessage.Control) -> Result<ServerMessage.Outcome, ProtocolError> {
        switch control {
        case .display(let preset):
            do {
                try system.setDisplay(presetID: preset)
            } catch {
                return .failure(ProtocolError(error))
            }
        case .clusterDisplay(let preset):
            do {
                try system.setClusterDisplay(presetID: preset)
            } catch {
                return .failure(ProtocolError(error))
            }
        case .clusterCompass(let setting): system.setClusterCompass(setting)
        case .clusterSpeedLimit(let setting): system.setClusterSpeedLimit(setting)
        case .clusterAppearance(let appearance): system.setClusterAppearance(appearance)
        case .uiAppearance(let appearance): system.setAppearance(appearance)
        case .mapAppearance(let appearance): system.setMapAppearance(appearance)
        case .limitLists(let flag): system.setLimitsLists(flag)
        case .limitKeyboard(let flag): system.setLimitsKeyboard(flag)
        case .connected(let flag): system.setPhoneConnected(flag)
        case .drivingSide(let side): system.setDrivingSide(side)
        case .phoneLocked(let flag): system.setPhoneLocked(flag)
        case .radio(let flag): system.setRadio(flag)
        }
        return .success(.handled)
    }

    /// Reviews the app in front against the Developer Guide's guidelines (`CarSession.review()`, and its widgets'
    /// with `CarSystem.reviewWidgets(of:)`), logging each
    /// finding: the app's bundle id and its findings, or `notRunning` on the home screen.
    func review() -> Result<(app: String, findings: [GuidelineFinding]), ProtocolError> {
        guard let session = system.foregroundSession, session.appState == .connected else {
            return .failure(ProtocolError(CarSystem.SystemError.notRunning))
        }
        let findings = session.review() + system.reviewWidgets(of: session.app.bundleIdentifier)
        let name = session.app.name
        if findings.isEmpty { system.log.append(.host, "Review of \(name): no guideline broken") }
        for finding in findings {
            system.log.append(.host, "Review of \(name): \(finding.guideline): \(finding.finding)")
        }
        return .success((session.app.bundleIdentifier, findings))
    }
}

extension ClientMessage.Action {
    /// A tap by element id (it stays good on a newer screen while the element is still there).
    var isTapOnElement: Bool {
        if case .tap = self { return true }
        return false
    }
}
