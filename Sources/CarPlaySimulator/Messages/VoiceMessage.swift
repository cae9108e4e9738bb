import CarPlayHost
import Foundation

/// A `voice` message from a page: what Siri and the phone are doing (`siriListening`, `siriSpeaking`, `onCall`, each
/// true or false, all three required). The car sets every app's prompt style from it (`CarSystem.setVoiceState`).
public struct VoiceMessage: Hashable, Sendable {
    public var state: CarVoiceState

    public init(_ state: CarVoiceState) { self.state = state }

    enum CodingKeys: String, CodingKey { case siriListening, siriSpeaking, onCall }

    /// Reads the fields from the message's decoder; throws the `badField` to reply.
    init(from decoder: any Decoder) throws(ProtocolError) {
        let fields = try MessageFields<CodingKeys>(decoder)
        let listening = try fields.flag(.siriListening)
        let speaking = try fields.flag(.siriSpeaking)
        state = CarVoiceState(isSiriListening: listening, isSiriSpeaking: speaking, isOnCall: try fields.flag(.onCall))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state.isSiriListening, forKey: .siriListening)
        try container.encode(state.isSiriSpeaking, forKey: .siriSpeaking)
        try container.encode(state.isOnCall, forKey: .onCall)
    }
}
