import Foundation
import Testing

extension TestCar {
    /// The call the car's screen shows: a ringing call first, else the newest call under way; nil when there is none.
    public var call: PhoneCall? { session.callCenter?.shownCall }
    /// Every call under way, oldest first.
    public var calls: [PhoneCall] { session.callCenter?.calls ?? [] }
    /// Ended calls, newest first.
    public var recentCalls: [PhoneCall] { session.callCenter?.recents ?? [] }
    /// Whether a call has the audio (CallKit activated the app's audio session for it).
    public var isOnCall: Bool { !(session.callCenter?.appsWithCallAudio.isEmpty ?? true) }

    /// Someone calls the driver through the app: the car's phone network sends the app a VoIP push
    /// (`{"caller": {"name": …, "handle": …}}`, launching its app delegate first when it has one and registered for
    /// none yet), and the app reports the call to CallKit, which rings. Returns once the app completed the push
    /// (PushKit delivers it on the registry's queue). Records an issue when the app takes no VoIP pushes.
    public func incomingCall(
        from name: String, handle: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        var delivered = false
        act(sourceLocation) { delivered = session.deliverPush(PushValue.incomingCall(from: name, handle: handle)) }
        guard delivered else {
            Issue.record(
                "The app takes no VoIP pushes: no PKPushRegistry of it desires .voIP", sourceLocation: sourceLocation)
            return
        }
        await wait(until: { session.pushesUnderway == 0 }, sourceLocation: sourceLocation)
        await settle(sourceLocation: sourceLocation)
    }

    /// Taps Accept on the ringing call's card; returns once the app finished the CallKit action (its provider's delegate hears it on its queue).
    @discardableResult
    public func answerCall(sourceLocation: SourceLocation = #_sourceLocation) async -> InputOutcome {
        await callControl(.answer, sourceLocation)
    }

    /// Taps Decline on the ringing call's card; returns once the app finished the CallKit action (its provider's delegate hears it on its queue).
    @discardableResult
    public func declineCall(sourceLocation: SourceLocation = #_sourceLocation) async -> InputOutcome {
        await callControl(.decline, sourceLocation)
    }

    /// Taps End on the call screen; returns once the app finished the CallKit action (its provider's delegate hears it on its queue).
    @discardableResult
    public func endCall(sourceLocation: SourceLocation = #_sourceLocation) async -> InputOutcome {
        await callControl(.end, sourceLocation)
    }

    /// Taps Mute on the call screen (again to unmute); returns once the app finished the CallKit action (its provider's delegate hears it on its queue).
    @discardableResult
    public func muteCall(sourceLocation: SourceLocation = #_sourceLocation) async -> InputOutcome {
        await callControl(.mute, sourceLocation)
    }

    /// Taps Hold on the call screen (again to take the call off hold); returns once the app finished the CallKit action (its provider's delegate hears it on its queue).
    @discardableResult
    public func holdCall(sourceLocation: SourceLocation = #_sourceLocation) async -> InputOutcome {
        await callControl(.hold, sourceLocation)
    }

    /// Taps Audio on the call screen: the call's audio moves to the iPhone (again: back to CarPlay).
    @discardableResult
    public func switchCallAudio(sourceLocation: SourceLocation = #_sourceLocation) async -> InputOutcome {
        await callControl(.audioRoute, sourceLocation)
    }

    /// Whether the call's audio is on the iPhone (the driver moved it there with the call screen's Audio button).
    public var isCallAudioOnPhone: Bool { session.callCenter?.isAudioOnPhone ?? false }

    /// Taps Keypad on the call screen, then each key of `digits` (`0`–`9`, `*`, `#`), then Keypad again; returns once
    /// the app played every tone.
    @discardableResult
    public func dialTones(_ digits: String, sourceLocation: SourceLocation = #_sourceLocation) async -> InputOutcome {
        var outcome = await callControl(.keypad, sourceLocation)
        for digit in digits where outcome == .handledBySystem {
            outcome = await callControl(.digit(String(digit)), sourceLocation)
        }
        if session.callCenter?.isKeypadShown == true { await callControl(.keypad, sourceLocation) }
        return outcome
    }

    /// Taps the call screen's button for `control`, found on the screen by its id, and waits until the app finished
    /// the action it asked for.
    @discardableResult
    private func callControl(_ control: CallControl, _ location: SourceLocation) async -> InputOutcome {
        let id: ElementID
        if case .digit(let key) = control {
            id = ElementID("call/key/\(key)")
        } else {
            id = ElementID("call/\(control.name)")
        }
        guard session.screen().node(id) != nil else {
            Issue.record(
                "No \(control) button on the call screen (\(call.map { "\($0.state)" } ?? "no call"))",
                sourceLocation: location)
            return .notOnScreen
        }
        let outcome = tap(element: id, sourceLocation: location)
        await wait(until: { !calls.contains { $0.pendingAction != nil } }, sourceLocation: location)
        await settle(sourceLocation: location)
        return outcome
    }
}
