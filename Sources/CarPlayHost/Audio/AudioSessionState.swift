import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import AVFAudio

/// How an app's audio session stands, as the car's audio arbitration sees it (read from the app's
/// `AVAudioSession`).
public struct AudioSessionState: Codable, Hashable, Sendable {
    public var isActive: Bool
    /// The category's raw value (`AVAudioSessionCategoryPlayback`...).
    public var category: String
    /// The mode's raw value (`AVAudioSessionModeVoicePrompt`...).
    public var mode: String
    /// `AVAudioSession.CategoryOptions` raw value.
    public var options: UInt
    /// The app speaks now through the car's own speech session (an `AVSpeechSynthesizer` whose
    /// `usesApplicationAudioSession` is false), which ducks other audio while it speaks.
    public var speaksThroughCarSession: Bool
    /// The app last deactivated the session with `.notifyOthersOnDeactivation`: the apps it interrupted may resume.
    public var notifiedOthersOnDeactivation: Bool

    public init(
        isActive: Bool, category: String, mode: String, options: UInt, speaksThroughCarSession: Bool = false,
        notifiedOthersOnDeactivation: Bool = false
    ) {
        self.isActive = isActive
        self.category = category
        self.mode = mode
        self.options = options
        self.speaksThroughCarSession = speaksThroughCarSession
        self.notifiedOthersOnDeactivation = notifiedOthersOnDeactivation
    }

    @MainActor init(_ session: AVAudioSession, speaksThroughCarSession: Bool = false) {
        let state = session._hostState
        self.init(
            isActive: state.isActive, category: state.category, mode: state.mode, options: state.options,
            speaksThroughCarSession: speaksThroughCarSession,
            notifiedOthersOnDeactivation: !state.isActive && session._hostNotifiedOthersOnDeactivation)
    }

    /// Whether the session mixes with other audio (then it does not take the audio focus).
    public var mixesWithOthers: Bool { options & AVAudioSession.CategoryOptions.mixWithOthers.rawValue != 0 }
    /// Whether it lowers other audio while active (voice prompts).
    public var ducksOthers: Bool { options & AVAudioSession.CategoryOptions.duckOthers.rawValue != 0 }
    /// Whether it plays audio that should silence the car's own sources: an active session of a playing category
    /// that does not mix with others.
    public var takesAudioFocus: Bool {
        isActive && !mixesWithOthers
            && [AVAudioSession.Category.playback, .playAndRecord, .soloAmbient, .multiRoute].map(\.rawValue).contains(
                category)
    }
}

extension CarSession {
    /// The app's audio session now (nil while the app is not connected).
    public var audioSession: AudioSessionState? {
        guard appState == .connected else { return nil }
        let speaking = speech.speaksThroughCarSession
        return runAsApp { AudioSessionState(AVAudioSession.sharedInstance(), speaksThroughCarSession: speaking) }
    }
}
