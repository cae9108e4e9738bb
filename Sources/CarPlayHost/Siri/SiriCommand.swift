import Foundation

/// What the driver asks Siri for after pressing the Siri key, understood from English phrases as Siri takes them in
/// the car for a communication app ("Read my messages", "Send a message to Ana saying I'm late", "Call Ben with
/// Chat", "Any missed calls?"). Decision (docs/DECISIONS.md, "Issue 24"): the car understands these forms only;
/// anything else Siri declines.
enum SiriCommand: Equatable {
    /// Read the unread messages.
    case readMessages
    /// Send a message to someone (nil: Siri asks whom), with what it says (nil: Siri asks).
    case message(to: String?, content: String?)
    /// Call someone (nil: Siri asks whom).
    case call(String?)
    /// Tell of the call history: only missed calls, or every recent call.
    case callHistory(missedOnly: Bool)
    /// Play what the driver names (nil: Siri asks), through an audio app's `INPlayMediaIntent`.
    case playMedia(String?)

    /// Whether an audio app takes the request (else a communication app).
    var isMedia: Bool {
        if case .playMedia = self { true } else { false }
    }

    /// The request in `text`; `app` is the app's name, which the driver may add ("… with Chat"). Nil: not a request
    /// Siri takes for a communication app.
    init?(_ text: String, app: String) {
        var said = text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
            .replacingOccurrences(of: "’", with: "'")
        for joiner in [" with ", " on ", " using ", " in "] {
            let suffix = joiner + app
            guard said.count > suffix.count, said.lowercased().hasSuffix(suffix.lowercased()) else { continue }
            said = String(said.dropLast(suffix.count))
        }
        let words = said.lowercased()
        if let command = Self.callHistory(words) ?? Self.call(words) ?? Self.read(words) ?? Self.media(said)
            ?? Self.message(said)
        {
            self = command
        } else {
            return nil
        }
    }

    /// `text` without the app the driver named at its end ("… on Music"), and that app's name (one of `names`, as
    /// written there); the name is nil when the driver named none.
    static func namedApp(in text: String, among names: [String]) -> (request: String, app: String?) {
        let said = text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        for name in names.sorted(by: { $0.count > $1.count }) where !name.isEmpty {
            for joiner in [" with ", " on ", " using ", " in "] {
                let suffix = (joiner + name).lowercased()
                guard said.count > suffix.count, said.lowercased().hasSuffix(suffix) else { continue }
                return (String(said.dropLast(suffix.count)), name)
            }
        }
        return (said, nil)
    }

    /// A media request ("Play Road Trip", "Listen to Harbor FM", "Put on some jazz"); `said` keeps the driver's
    /// case, which the search keeps too.
    private static func media(_ said: String) -> SiriCommand? {
        let words = said.lowercased()
        if ["play", "play something", "play some music", "play music"].contains(words) { return .playMedia(nil) }
        for prefix in ["play some ", "play the ", "play ", "listen to some ", "listen to ", "put on some ", "put on "]
        where words.hasPrefix(prefix) {
            let name = String(said.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
            return .playMedia(name.isEmpty ? nil : name)
        }
        return nil
    }

    private static func callHistory(_ words: String) -> SiriCommand? {
        if words.contains("missed call") { return .callHistory(missedOnly: true) }
        let phrases = ["who called", "call history", "recent calls", "recent call", "last call", "calls did i"]
        return phrases.contains { words.contains($0) } ? .callHistory(missedOnly: false) : nil
    }

    private static func call(_ words: String) -> SiriCommand? {
        if ["call", "make a call", "place a call", "phone", "start a call"].contains(words) { return .call(nil) }
        for prefix in ["call ", "phone ", "ring ", "make a call to ", "place a call to "] where words.hasPrefix(prefix)
        {
            let person = String(words.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
            return .call(person.isEmpty ? nil : titled(person))
        }
        return nil
    }

    private static func read(_ words: String) -> SiriCommand? {
        let phrases = [
            "read my messages", "read messages", "read my new messages", "read my texts", "any new messages",
            "do i have any messages", "do i have any new messages", "check my messages", "read me my messages",
        ]
        return phrases.contains(words) ? .readMessages : nil
    }

    /// A message request; `said` keeps the driver's case, which the message's text keeps too.
    private static func message(_ said: String) -> SiriCommand? {
        let words = said.lowercased()
        if ["send a message", "message", "new message", "send a text", "text", "send message"].contains(words) {
            return .message(to: nil, content: nil)
        }
        let prefixes = [
            "send a message to ", "send a text to ", "send message to ", "send a text message to ", "message ", "text ",
            "tell ",
        ]
        guard let prefix = prefixes.first(where: { words.hasPrefix($0) }) else { return nil }
        let rest = String(said.dropFirst(prefix.count))
        // The message itself after "saying" or "that" ("tell Ana that I'm late").
        for separator in [" saying ", " that ", " and say "] {
            guard let range = rest.range(of: separator, options: .caseInsensitive) else { continue }
            let person = String(rest[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
            let content = String(rest[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            return .message(to: person.isEmpty ? nil : titled(person), content: content.isEmpty ? nil : content)
        }
        let person = rest.trimmingCharacters(in: .whitespaces)
        return .message(to: person.isEmpty ? nil : titled(person), content: nil)
    }

    /// A name as the driver says it, capitalised as a name is written ("ana silva" → "Ana Silva").
    private static func titled(_ name: String) -> String {
        name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
