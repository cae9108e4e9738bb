import Foundation
@_spi(CarPlayHost) import CarPlay

// The car's radio and the apps' audio focus.
extension CarSystem {
    /// Switches the car's radio on (it takes the audio back: the app holding the focus is paused) or off.
    public func setRadio(_ on: Bool) {
        guard on != radio.isOn || on != radio.isPlaying else { return }
        radio.isOn = on
        radio.isPlaying = on
        if on {
            // The car's source takes the audio back: every app holding the focus is interrupted (its session
            // becomes inactive and it hears the interruption) and paused, so playing again takes the focus again.
            for holder in focusHolders {
                guard let session = sessions[holder], session.appState == .connected else { continue }
                log.append(.app, "\(name(of: holder)) ← AVAudioSession interruption began, MPRemoteCommandCenter pause (the car's radio took the audio)")
                session.runAsApp { AVAudioSession.sharedInstance()._hostInterrupt() }
                session.sendRemoteCommand(.pause)
            }
            focusHolders = []
            audioOwner = nil
        }
        log.append(.audio, on ? "Radio on: \(radio.station)" : "Radio off")
        notify()
    }

    func updateAudio(_ id: String, _ session: CarSession) {
        let audio = session.audioSession
        let takesFocus = audio?.takesAudioFocus ?? false
        if takesFocus, !focusHolders.contains(id) {
            focusHolders.append(id)
            audioOwner = id
            log.append(.audio, "\(name(of: id)) took the audio focus (\(audio?.category ?? ""))")
            if radio.isPlaying {
                radio.isPlaying = false
                log.append(.audio, "Radio stopped: \(name(of: id)) plays")
            }
        } else if !takesFocus, focusHolders.contains(id) {
            focusHolders.removeAll { $0 == id }
            if audioOwner == id { audioOwner = focusHolders.last }
            log.append(.audio, "\(name(of: id)) released the audio focus")
        }
        let ducked = radio.isPlaying && sessions.values.contains { session in
            guard let audio = session.audioSession else { return false }
            return audio.isActive && (audio.ducksOthers || audio.mode == AVAudioSession.Mode.voicePrompt.rawValue)
        }
        if ducked != radio.isDucked {
            radio.isDucked = ducked
            log.append(.audio, ducked ? "Radio ducked for a voice prompt" : "Radio back to full volume")
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
