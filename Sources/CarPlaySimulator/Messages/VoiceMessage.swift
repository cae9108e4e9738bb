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
        let container: KeyedDecodingContainer<CodingKeys>
        do {
            container = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw ProtocolError.notAnObject
        }
        func flag(_ key: CodingKeys) throws(ProtocolError) -> Bool {
            guard container.contains(key) else { throw .missing(key.stringValue) }
            guard let value = try? container.decode(Bool.self, forKey: key) else {
                throw .badField(key.stringValue, "must be true or false")
            }
            return value
        }
        let listening = try flag(.siriListening)
        let speaking = try flag(.siriSpeaking)
        state = CarVoiceState(isSiriListening: listening, isSiriSpeaking: speaking, isOnCall: try flag(.onCall))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(state.isSiriListening, forKey: .siriListening)
        try container.encode(state.isSiriSpeaking, forKey: .siriSpeaking)
        try container.encode(state.isOnCall, forKey: .onCall)
    }
}
