import CarPlayHost
import Foundation

/// A `phone` message from a page: the world outside the car calls the driver. `action` `ring` with `caller` (the
/// caller's name, 1 to `maximumCaller` characters), an optional `handle` (their number or address, at most
/// `maximumCaller` characters) and an optional `app` (the bundle identifier of the VoIP app to call through; absent:
/// the first app that takes VoIP pushes). The car's phone network sends the app a VoIP push
/// (`CarSystem.incomingCall(from:handle:app:)`).
public enum PhoneMessage: Hashable, Sendable {
    case ring(caller: String, handle: String?, app: String?)
    /// `action` `message` with `sender` (1 to `maximumCaller` characters), `text` (1 to `maximumText` characters) and
    /// an optional `app`: someone writes to the driver; the car's network sends the messaging app a remote
    /// notification (`CarSystem.receiveMessage(from:text:app:)`).
    case message(sender: String, text: String, app: String?)
    /// `action` `notifications` with `app` and `shown`: the driver lets the app's notifications show in CarPlay or
    /// hides them (`CarSystem.setNotificationsHidden(_:for:)`).
    case notifications(app: String, shown: Bool)
    /// `action` `widgets` with `shown`, an array of widget ids (at most `maximumWidgets`, each 1 to `maximumCaller`
    /// characters): the widgets the driver shows on the Dashboard, in order (Settings → General → CarPlay → the car;
    /// `CarSystem.showWidgets(_:)`).
    case widgets(shown: [String])

    /// The most widgets a `widgets` message may name.
    public static let maximumWidgets = 50

    /// The longest caller name or handle a page may send.
    public static let maximumCaller = 100
    /// The longest message a page may send.
    public static let maximumText = 2000

    enum CodingKeys: String, CodingKey { case action, caller, handle, app, sender, text, shown }

    /// Reads the fields from the message's decoder; throws the `badField` to reply.
    init(from decoder: any Decoder) throws(ProtocolError) {
        let fields = try MessageFields<CodingKeys>(decoder)
        let action = try fields.string(.action)
        if action == "message" {
            let sender = try Self.text(.sender, fields, maximum: Self.maximumCaller)
            let text = try Self.text(.text, fields, maximum: Self.maximumText)
            self = .message(sender: sender, text: text, app: fields.has(.app) ? try fields.string(.app) : nil)
            return
        }
        if action == "widgets" {
            guard let shown = try? fields.container.decode([String].self, forKey: .shown) else {
                throw fields.has(.shown) ? .badField("shown", "must be an array of widget ids") : .missing("shown")
            }
            guard shown.count <= Self.maximumWidgets else {
                throw .badField("shown", "must name at most \(Self.maximumWidgets) widgets")
            }
            guard shown.allSatisfy({ (1...Self.maximumCaller).contains($0.count) }) else {
                throw .badField("shown", "must hold widget ids of 1 to \(Self.maximumCaller) characters")
            }
            self = .widgets(shown: shown)
            return
        }
        if action == "notifications" {
            let app = try fields.string(.app)
            guard let shown = try? fields.container.decode(Bool.self, forKey: .shown) else {
                throw fields.has(.shown) ? .badField("shown", "must be true or false") : .missing("shown")
            }
            self = .notifications(app: app, shown: shown)
            return
        }
        guard action == "ring" else {
            throw .badField("action", "of phone must be one of ring, message, notifications, widgets")
        }
        let caller = try fields.string(.caller)
        guard (1...Self.maximumCaller).contains(caller.count) else {
            throw .badField("caller", "must have 1 to \(Self.maximumCaller) characters")
        }
        let handle = fields.has(.handle) ? try fields.string(.handle) : nil
        if let handle, handle.count > Self.maximumCaller {
            throw .badField("handle", "must have at most \(Self.maximumCaller) characters")
        }
        self = .ring(caller: caller, handle: handle, app: fields.has(.app) ? try fields.string(.app) : nil)
    }

    /// A required string field of 1 to `maximum` characters.
    private static func text(_ key: CodingKeys, _ fields: MessageFields<CodingKeys>, maximum: Int) throws(ProtocolError)
        -> String
    {
        let text = try fields.string(key)
        guard (1...maximum).contains(text.count) else {
            throw .badField(key.stringValue, "must have 1 to \(maximum) characters")
        }
        return text
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .ring(let caller, let handle, let app):
            try container.encode("ring", forKey: .action)
            try container.encode(caller, forKey: .caller)
            try container.encodeIfPresent(handle, forKey: .handle)
            try container.encodeIfPresent(app, forKey: .app)
        case .message(let sender, let text, let app):
            try container.encode("message", forKey: .action)
            try container.encode(sender, forKey: .sender)
            try container.encode(text, forKey: .text)
            try container.encodeIfPresent(app, forKey: .app)
        case .notifications(let app, let shown):
            try container.encode("notifications", forKey: .action)
            try container.encode(app, forKey: .app)
            try container.encode(shown, forKey: .shown)
        case .widgets(let shown):
            try container.encode("widgets", forKey: .action)
            try container.encode(shown, forKey: .shown)
        }
    }
}
