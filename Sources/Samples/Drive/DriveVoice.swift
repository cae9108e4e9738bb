import AVFoundation

/// The spoken prompts: the audio session is active only while a prompt is spoken, as a voice prompt that ducks
/// other audio and interrupts spoken audio; the prompt style the car asks for decides what is said.
final class DriveVoice: NSObject, AVSpeechSynthesizerDelegate {
    private let synthesizer = AVSpeechSynthesizer()

    override init() {
        super.init()
        synthesizer.delegate = self
    }

    /// How a prompt treats one still being spoken.
    enum Urgency {
        /// Skipped while another prompt is spoken (an early warning that a later prompt repeats).
        case skipIfBusy
        /// Queued after the prompt being spoken.
        case queue
        /// Cuts the prompt being spoken short (the turn is now, the trip is over).
        case interrupt
    }

    /// Says `text`, or `shortText` when the car wants short prompts, or nothing when it wants none (a call or Siri
    /// is under way). Returns what was said. The texts are made only when one is said (a prompt skipped while another
    /// is spoken is tried again at the next position, every second).
    @discardableResult
    func prompt(_ text: @autoclosure () -> String, shortText: @autoclosure () -> String, urgency: Urgency = .queue)
        -> String?
    {
        if synthesizer.isSpeaking {
            switch urgency {
            case .skipIfBusy: return nil
            case .queue: break
            case .interrupt: synthesizer.stopSpeaking(at: .word)
            }
        }
        let session = AVAudioSession.sharedInstance()
        let said: String
        switch session.promptStyle {
        case .none: return nil
        case .short: said = shortText()
        default: said = text()
        }
        do {
            try session.setCategory(
                .playback, mode: .voicePrompt, options: [.duckOthers, .interruptSpokenAudioAndMixWithOthers])
            try session.setActive(true)
        } catch {
            return nil
        }
        synthesizer.speak(AVSpeechUtterance(string: said))
        return said
    }

    /// Stops any prompt (the trip ended).
    func stop() {
        synthesizer.stopSpeaking(at: .immediate)
    }

    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        deactivateUnlessSpeaking(synthesizer)
    }

    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {
        deactivateUnlessSpeaking(synthesizer)
    }

    /// Lets the music come back up once the last queued prompt is done.
    private nonisolated func deactivateUnlessSpeaking(_ synthesizer: AVSpeechSynthesizer) {
        guard !synthesizer.isSpeaking else { return }
        try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
    }
}
