import Foundation

// The phone's calls (CallKit) and the car's phone network (VoIP pushes): one call center for the car.
extension CarSystem {
    /// Connects the call center to the car: its clock, log and changes, and call audio to the audio focus.
    func setUpCalls() {
        calls.clock = { [weak self] in self?.clock() ?? Date() }
        calls.log = { [weak self] line in self?.log.append(.host, line) }
        calls.onChange = { [weak self] in self?.notify() }
        calls.callAudioChanged = { [weak self] app, active in self?.callAudioChanged(app: app, active: active) }
    }

    /// A call's audio began or ended: other audio pauses or may resume, and every app's prompt style follows (a call
    /// makes voice prompts short).
    private func callAudioChanged(app: String, active: Bool) {
        applyAudio(
            active ? audioFocus.systemAudioBegan(app, for: .call) : audioFocus.systemAudioEnded(for: .call))
        var state = voiceState
        state.isOnCall = !calls.appsWithCallAudio.isEmpty
        setVoiceState(state)
    }

    /// The car's own cards over a screen no app draws (the home screen, the Dashboard view): a notification's
    /// banner, then the call. An app's screen has them already (its session reaches the same call and notification
    /// centers).
    func withCall(_ screen: Screen) -> Screen {
        guard isPhoneConnected else { return screen }
        var screen = screen
        if let notification = notifications.currentBanner {
            screen = NotificationBannerLayout.overlay(
                NotificationBannerLayout.node(notification, display: display, now: clock(), locale: locale),
                on: screen)
        }
        guard
            let node = CallLayout.node(calls.screenState, display: display, now: clock(), locale: locale)
        else { return screen }
        return CallLayout.overlay(node, on: screen)
    }

    /// Someone calls the driver through an app's VoIP service: the car's phone network sends the app a VoIP push
    /// (`PushValue.incomingCall(from:handle:)`), launching it in the background when it is not running, and the app
    /// reports the call to CallKit. `app`: the app to call through; nil: the first installed app that takes VoIP
    /// pushes (after launching). `.unsupported` when the app takes none.
    public func incomingCall(from name: String, handle: String? = nil, app: String? = nil) throws(SystemError)
        -> InputOutcome
    {
        guard isPhoneConnected else { throw .phoneDisconnected }
        let candidates =
            try app.map { id throws(SystemError) in
                guard let session = sessions[id] else { throw SystemError.unknownApp(id) }
                return [(id, session)]
            } ?? apps.compactMap { app in sessions[app.id].map { (app.id, $0) } }
        for (id, session) in candidates {
            guard session.deliverPush(PushValue.incomingCall(from: name, handle: handle)) else { continue }
            log.append(.host, "VoIP push to \(self.name(of: id)): a call from \(name)")
            return finishInput(.handledBySystem)
        }
        log.append(.host, "No app takes VoIP pushes: the call from \(name) did not ring")
        return finishInput(.unsupported)
    }

    /// The driver uses the call screen: answers, declines, ends, mutes, holds, opens the keypad or plays a tone.
    public func callControl(_ control: CallControl) -> InputOutcome {
        log.append(.input, "Call: \(control)")
        return finishInput(calls.perform(control))
    }
}
