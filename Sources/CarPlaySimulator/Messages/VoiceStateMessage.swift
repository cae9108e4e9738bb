import CarPlayHost
import Foundation

/// What Siri and the phone are doing in `CarState.voice`, and the prompt style that follows for every app
/// (`SpeechRules.promptStyle(for:)`): `"normal"`, `"short"` or `"none"`.
public struct VoiceStateMessage: Codable, Hashable, Sendable {
    public var siriListening: Bool
    public var siriSpeaking: Bool
    public var onCall: Bool
    public var promptStyle: String

    public init(_ state: CarVoiceState) {
        siriListening = state.isSiriListening
        siriSpeaking = state.isSiriSpeaking
        onCall = state.isOnCall
        promptStyle =
            switch SpeechRules.promptStyle(for: state) {
            case .none: "none"
            case .short: "short"
            case .normal: "normal"
            @unknown default: "normal"
            }
    }
}
