import Foundation

/// What the car's voice features are doing: Siri listening or speaking, a phone call. It decides the prompt style
/// apps get (`SpeechRules.promptStyle(for:)`).
public struct CarVoiceState: Codable, Hashable, Sendable {
    /// Siri is listening (it holds the microphone).
    public var isSiriListening: Bool
    /// Siri is active and speaking, not recording.
    public var isSiriSpeaking: Bool
    /// A phone call is under way.
    public var isOnCall: Bool

    public init(isSiriListening: Bool = false, isSiriSpeaking: Bool = false, isOnCall: Bool = false) {
        self.isSiriListening = isSiriListening
        self.isSiriSpeaking = isSiriSpeaking
        self.isOnCall = isOnCall
    }
}
