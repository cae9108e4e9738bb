import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import MediaPlayer
@_spi(CarPlayHost) import AVFAudio

// The car's radio and the apps' audio focus.
extension CarSystem {
    /// Switches the car's radio on (it takes the audio back: the app holding the focus is paused) or off.
    public func setRadio(_ on: Bool) {
        let changes = audioFocus.setRadio(on)
        guard !changes.isEmpty else { return }
        applyAudio(changes)
        notify()
    }

    /// Siri starts or stops listening or speaking, a call starts or ends: every app's audio session reports the
    /// prompt style that follows (`SpeechRules.promptStyle(for:)`), now and when it connects later.
    public func setVoiceState(_ state: CarVoiceState) {
        guard state != voiceState else { return }
        voiceState = state
        for app in apps { sessions[app.id]?.setVoiceState(state) }
        log.append(.audio, "Voice prompts: \(Self.promptStyleName(SpeechRules.promptStyle(for: state)))")
        notify()
    }

    private static func promptStyleName(_ style: AVAudioSession.PromptStyle) -> String {
        switch style {
        case .none: "none (Siri is listening)"
        case .short: "short (a call or Siri)"
        case .normal: "normal"
        }
    }

    /// Follows an app's audio session (the radio's ducking follows every app's).
    func updateAudio(_ id: String) {
        var states: [String: AudioSessionState] = [:]
        for (app, session) in sessions { states[app] = session.audioSession }
        applyAudio(audioFocus.sessionsChanged(id, sessions: states))
    }

    /// Carries out and logs what changed in the audio focus.
    func applyAudio(_ changes: [AudioFocus.Change]) {
        /// Holders that could not be interrupted (not running): nothing to log for them.
        var notRunning: Set<String> = []
        for change in changes {
            switch change {
            case .tookFocus(let app, let category):
                log.append(.audio, "\(name(of: app)) took the audio focus (\(category))")
            case .radioStopped(let app):
                log.append(.audio, "Radio stopped: \(name(of: app)) plays")
            case .releasedFocus(let app):
                guard !notRunning.contains(app) else { continue }
                log.append(.audio, "\(name(of: app)) released the audio focus")
            case .radioDucked(let ducked):
                log.append(.audio, ducked ? "Radio ducked for a voice prompt" : "Radio back to full volume")
            case .appDucked(let app, let ducked):
                log.append(
                    .audio,
                    ducked ? "\(name(of: app)) ducked for a voice prompt" : "\(name(of: app)) back to full volume")
            case .interrupted(let app):
                // The car's source takes the audio back: the app's session becomes inactive, it hears the
                // interruption and is paused, so playing again takes the focus again.
                guard let session = sessions[app], session.appState == .connected else {
                    notRunning.insert(app)
                    continue
                }
                log.append(
                    .app,
                    "\(name(of: app)) ← AVAudioSession interruption began, MPRemoteCommandCenter pause (the car's radio took the audio)"
                )
                session.runAsApp { AVAudioSession.sharedInstance()._hostInterrupt() }
                session.sendRemoteCommand(.pause)
            case .spokenAudioInterrupted(let app, let prompter):
                // A voice prompt pauses spoken audio: the app's session becomes inactive, it hears the
                // interruption and is paused.
                guard let session = sessions[app], session.appState == .connected else {
                    notRunning.insert(app)
                    continue
                }
                log.append(
                    .app,
                    "\(name(of: app)) ← AVAudioSession interruption began, MPRemoteCommandCenter pause "
                        + "(\(name(of: prompter))'s voice prompt)")
                session.runAsApp { AVAudioSession.sharedInstance()._hostInterrupt() }
                session.sendRemoteCommand(.pause)
            case .spokenAudioMayResume(let app):
                guard let session = sessions[app], session.appState == .connected else { continue }
                log.append(.app, "\(name(of: app)) ← AVAudioSession interruption ended (should resume)")
                session.runAsApp { AVAudioSession.sharedInstance()._hostEndInterruption(shouldResume: true) }
            case .radioSwitched(let on):
                log.append(.audio, on ? "Radio on: \(radio.station)" : "Radio off")
            case .phoneAudioStopped:
                log.append(.audio, "The phone's audio stopped")
            case .radioResumed:
                log.append(.audio, "Radio resumes: \(radio.station)")
            case .closedAppLostFocus:
                break  // The fault's own line says why the app went.
            case .interruptedBySystem(let app, let reason):
                guard let session = sessions[app], session.appState == .connected else {
                    notRunning.insert(app)
                    continue
                }
                log.append(
                    .app,
                    "\(name(of: app)) ← AVAudioSession interruption began, MPRemoteCommandCenter pause "
                        + (reason == .call ? "(a call)" : "(Siri)"))
                session.runAsApp { AVAudioSession.sharedInstance()._hostInterrupt() }
                session.sendRemoteCommand(.pause)
            case .systemAudioEndedMayResume(let app):
                guard let session = sessions[app], session.appState == .connected else { continue }
                log.append(.app, "\(name(of: app)) ← AVAudioSession interruption ended (should resume)")
                session.runAsApp { AVAudioSession.sharedInstance()._hostEndInterruption(shouldResume: true) }
            case .radioPausedForSystem(let paused, let reason):
                log.append(
                    .audio,
                    paused
                        ? "Radio paused for " + (reason == .call ? "a call" : "Siri")
                        : "Radio resumes after " + (reason == .call ? "the call" : "Siri") + ": \(radio.station)")
            }
        }
    }
}

extension CarSession {
    /// Sends the app a remote command as the car's hard keys and the radio do (the app's `MPRemoteCommandCenter`).
    @discardableResult
    func sendRemoteCommand(_ command: MPHostRemoteCommand) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        let status = runAsApp { MPRemoteCommandCenter.shared()._hostSend(command) }
        changed()
        return status == .success ? .handled : .unsupported
    }
}
