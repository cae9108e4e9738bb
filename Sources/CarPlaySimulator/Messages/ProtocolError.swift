import CarPlayHost

/// Why a page's message was not applied: the `error` message of docs/PROTOCOL.md (nothing changed).
///
/// Wire form (`ServerMessage.error`): `{"type": "error", "code": …, "message": …, "inReplyTo": …}`, `inReplyTo`
/// only when the refused message carried a valid `id`.
public struct ProtocolError: Error, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The error codes of PROTOCOL.md.
    public enum Code: String, Codable, Sendable, CaseIterable {
        case badJSON, badFrame, tooLarge, unknownType, badField, unknownElement, unknownApp, unknownPreset, notRunning
        case outOfDate, disconnected, cannotLaunch
    }

    public var code: Code
    /// Text for people; it names the field at fault.
    public var message: String
    /// The `id` of the message refused.
    public var inReplyTo: Int?

    public init(_ code: Code, _ message: String, inReplyTo: Int? = nil) {
        self.code = code
        self.message = message
        self.inReplyTo = inReplyTo
    }

    public var description: String { "\(code.rawValue): \(message)" }

    enum CodingKeys: String, CodingKey { case code, message, inReplyTo }

    // MARK: The documented errors

    /// Text that is not JSON.
    static let notJSON = ProtocolError(.badJSON, "the message is not valid JSON")
    /// JSON nested deeper than `ClientMessage.maximumDepth` (refused before parsing).
    static let nestedTooDeeply = ProtocolError(
        .badJSON, "the message is nested too deeply (at most \(ClientMessage.maximumDepth) levels)")
    /// JSON that is not one object.
    static let notAnObject = ProtocolError(.badJSON, "a message is one JSON object")
    /// Text that is not UTF-8.
    static let notUTF8 = ProtocolError(.badJSON, "the message is not valid UTF-8")
    /// A binary message.
    static let binaryFrame = ProtocolError(.badFrame, "only text frames are accepted")
    /// A message over `limit` bytes.
    static func tooLarge(limit: Int) -> ProtocolError {
        ProtocolError(.tooLarge, "messages are limited to \(limit) bytes")
    }
    /// A field that is not there.
    static func missing(_ field: String) -> ProtocolError { ProtocolError(.badField, "field \"\(field)\" is missing") }
    /// A field of the wrong type or value; `rule` says what it must be ("must be a string").
    static func badField(_ field: String, _ rule: String) -> ProtocolError {
        ProtocolError(.badField, "field \"\(field)\" \(rule)")
    }
    static func unknownType(_ type: String) -> ProtocolError {
        ProtocolError(.unknownType, "unknown message type \"\(type)\"")
    }
    static func unknownElement(_ element: String) -> ProtocolError {
        ProtocolError(.unknownElement, "no element \"\(element)\" on the screen")
    }
    static func outOfDate(input: Int, current: Int) -> ProtocolError {
        ProtocolError(
            .outOfDate,
            "the input was made on screen \(input); the car is at \(current) "
                + "(apply the diffs or resync, then try again)")
    }

    /// The car refused a request.
    init(_ error: CarSystem.SystemError) {
        let code: Code =
            switch error {
            case .unknownApp: .unknownApp
            case .unknownPreset, .unknownClusterPreset: .unknownPreset
            case .noClusterScene: .notRunning
            case .phoneDisconnected: .disconnected
            case .notRunning: .notRunning
            case .cannotLaunch: .cannotLaunch
            }
        self.init(code, error.description)
    }

    /// The same error as a reply to the message with `id`.
    func replying(to id: Int?) -> ProtocolError {
        var copy = self
        copy.inReplyTo = id
        return copy
    }
}
