import CarPlayHost
import Foundation

/// A `speech` message to the pages: the car started speaking an app's voice prompt. `app` (bundle id), `id` (the
/// utterance: `<synthesizer>-<utterance>`), `text`, `url` (its Ogg Vorbis audio, `/speech/<app>/<id>.ogg`; null
/// when the speech engine made none) and `duration` (seconds, null when unknown).
public struct SpeechMessage: Codable, Hashable, Sendable {
    public var app: String
    public var id: String
    public var text: String
    public var url: String?
    public var duration: Double?

    public init(app: String, utterance: SpokenUtterance) {
        self.app = app
        id = Self.id(of: utterance)
        text = utterance.text
        url = utterance.audio == nil ? nil : SimulatorRoutes.speechPath(app: app, utterance: id)
        duration = utterance.duration.flatMap { $0.isFinite ? ($0 * 1000).rounded() / 1000 : nil }
    }

    /// A line Siri spoke for `app` (id `siri-<number>`): `text` is what may be shown of it ("Siri" for a line that
    /// shows nothing), never a message's content.
    public init(app: String, siri utterance: SiriUtterance) {
        self.app = app
        id = Self.id(of: utterance)
        text = utterance.shownText ?? "Siri"
        url = utterance.audio == nil ? nil : SimulatorRoutes.speechPath(app: app, utterance: id)
        duration = utterance.duration.flatMap { $0.isFinite ? ($0 * 1000).rounded() / 1000 : nil }
    }

    /// A Siri line's id in URLs and messages.
    public static func id(of utterance: SiriUtterance) -> String { "siri-\(utterance.number)" }

    /// An utterance's id in URLs and messages.
    public static func id(of utterance: SpokenUtterance) -> String { "\(utterance.synthesizer)-\(utterance.utterance)" }

    enum CodingKeys: String, CodingKey { case app, id, text, url, duration }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(app, forKey: .app)
        try container.encode(id, forKey: .id)
        try container.encode(text, forKey: .text)
        try container.encode(url, forKey: .url)
        try container.encode(duration, forKey: .duration)
    }
}
