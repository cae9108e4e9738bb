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
    /// What the car's screen shows of the line: the text itself, or — for a line that holds a message's content —
    /// a version without it ("Message from Ana Silva", "Ready to send it?"); nil: nothing is shown.
    public var shownText: String?
    /// Whether the line holds a message's content (Siri reading a message, the driver's dictation, Siri reading it
    /// back): spoken only, never shown in CarPlay (the messaging guideline).
    public var holdsMessageContent: Bool { shownText != text }

    /// A line shown as it is said.
    public init(_ speaker: Speaker, _ text: String) {
        self.speaker = speaker
        self.text = text
        shownText = text
    }

    /// A line that holds a message's content: the screen shows `shownText` (nil: nothing).
    public init(_ speaker: Speaker, _ text: String, shownText: String?) {
        self.speaker = speaker
        self.text = text
        self.shownText = shownText
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
    /// What the driver wants (the Siri key: "What can I help you with?").
    case request
    /// Whether to call this person back (after Siri told of the call history).
    case callBack(String)
    /// Whether to reply to the messages just read.
    case reply
    /// Who the message goes to.
    case recipient
    /// Who to call.
    case callee
    /// What to play.
    case media
    /// What the message says (dictation).
    case messageContent
    /// Whether to send the message read back.
    case send
    /// Which of these (names) the driver means.
    case choice([String])
    /// Whether the driver means this (a name).
    case confirmValue(String)
}
