import Foundation

/// One line of a conversation with Siri in the car: what Siri said or what the driver said to it.
public struct SiriLine: Hashable, Sendable, Codable {
    /// Who spoke.
    public enum Speaker: String, Hashable, Sendable, Codable {
        case siri, driver
    }

    public var speaker: Speaker
    /// What was said.
    public var text: String
    /// Whether the line holds a message's content (Siri reading a message, or the driver's dictation read back):
    /// spoken only, never shown in CarPlay (the Developer Guide's messaging guideline).
    public var holdsMessageContent: Bool

    public init(_ speaker: Speaker, _ text: String, holdsMessageContent: Bool = false) {
        self.speaker = speaker
        self.text = text
        self.holdsMessageContent = holdsMessageContent
    }
}

/// What Siri is doing in the car.
public enum SiriState: Hashable, Sendable {
    /// Siri is not running.
    case idle
    /// Siri is working for the driver: talking, or waiting for the app.
    case working
    /// Siri listens for the driver's answer to `prompt`.
    case listening(SiriPrompt)
}

/// What Siri asked the driver.
public enum SiriPrompt: Hashable, Sendable {
    /// Whether to reply to the messages just read.
    case reply
    /// Who the message goes to.
    case recipient
    /// What the message says (dictation).
    case messageContent
    /// Whether to send the message read back.
    case send
    /// Which of these (names) the driver means.
    case choice([String])
    /// Whether the driver means this (a name).
    case confirmValue(String)
}
