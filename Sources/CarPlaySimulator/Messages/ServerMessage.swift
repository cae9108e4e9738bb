import CarPlayHost
import Foundation

/// One message from the server to the pages (docs/PROTOCOL.md, "Server → page").
public enum ServerMessage: Encodable, Hashable, Sendable {
    /// The first message on every connection: the protocol and Screen schema versions, and how the car draws its
    /// map (`MapStyle`: the same for the whole connection, so sent once).
    case welcome(
        protocolVersion: Int, screenSchema: Int, mapStyle: MapStyle? = nil, gestures: GestureRecognition? = nil)
    /// The whole car and screens as of `seq`: the main display's `screen`, the navigation app's Dashboard tile
    /// (`dashboard`, `.null` unless the Dashboard view shows one) and the instrument cluster (`cluster`, `.null`
    /// without a cluster scene).
    case state(
        seq: Int, car: CarStateMessage, screen: JSONValue, dashboard: JSONValue = .null, cluster: JSONValue = .null)
    /// What changed from `base` to `seq`.
    case diff(Diff)
    /// Event log entries, oldest first.
    case log([LogEntry])
    /// The answer to a `logPage`: the entries (oldest first) just before the entry `before` — a `log` message with
    /// `before`, which the live `log` messages never carry.
    case logPage(before: Int, [LogEntry])
    /// A message with an `id` was applied.
    case ack(inReplyTo: Int, outcome: Outcome)
    /// A message was not applied.
    case error(ProtocolError)
    /// The car started speaking an app's voice prompt (SpeechMessage.swift).
    case speech(SpeechMessage)
    /// The answer to a `review`: the app reviewed (bundle id) and the guidelines it breaks now.
    case review(app: String, findings: [GuidelineFinding])

    /// A `diff`: what changed in the car state (patch operations against the previous one) and the screen (whole, or
    /// patch operations against the previous one), each when it changed.
    public struct Diff: Hashable, Sendable {
        public var seq: Int
        public var base: Int
        /// `carOps`: JSON Patch operations against the car state the pages have.
        public var carOps: [JSONPatchOperation]?
        public var screen: ScreenChange?
        /// The Dashboard tile (`dashboard` whole, or `dashboardOps`) and the cluster (`cluster`, `clusterOps`) when
        /// they changed.
        public var dashboard: ScreenChange?
        public var cluster: ScreenChange?

        public init(
            seq: Int, base: Int, carOps: [JSONPatchOperation]? = nil, screen: ScreenChange? = nil,
            dashboard: ScreenChange? = nil, cluster: ScreenChange? = nil
        ) {
            self.seq = seq
            self.base = base
            self.carOps = carOps
            self.screen = screen
            self.dashboard = dashboard
            self.cluster = cluster
        }

        /// A member of the message's JSON: a value, or patch operations (written without making their objects).
        enum Member {
            case value(JSONValue)
            case ops([JSONPatchOperation])

            var json: JSONValue {
                switch self {
                case .value(let value): value
                case .ops(let operations): .array(operations.map(\.json))
                }
            }
        }

        /// The message's members but its `type`, by key: `seq`, `base`, `carOps` when the car changed, and each
        /// changed screen whole (`screen`, `dashboard`, `cluster`) or as operations (`screenOps`...).
        var members: [String: Member] {
            var members: [String: Member] = [
                CodingKeys.seq.rawValue: .value(.number(Double(seq))),
                CodingKeys.base.rawValue: .value(.number(Double(base))),
            ]
            if let carOps { members[CodingKeys.carOps.rawValue] = .ops(carOps) }
            for (change, whole, ops) in [
                (screen, CodingKeys.screen, CodingKeys.screenOps), (dashboard, .dashboard, .dashboardOps),
                (cluster, .cluster, .clusterOps),
            ] {
                switch change {
                case nil: break
                case .whole(let value): members[whole.rawValue] = .value(value)
                case .ops(let operations): members[ops.rawValue] = .ops(operations)
                }
            }
            return members
        }

        /// The message's compact JSON text with its `type` (keys sorted, as `JSONValue.jsonString` writes them).
        func jsonText(type: String) -> String {
            var members = members
            members[CodingKeys.type.rawValue] = .value(.string(type))
            var out: [UInt8] = []
            out.reserveCapacity(4096)
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.string(member.key).write(into: &out)
                out.append(UInt8(ascii: ":"))
                switch member.value {
                case .value(let value): value.write(into: &out)
                case .ops(let operations):
                    out.append(UInt8(ascii: "["))
                    for (position, operation) in operations.enumerated() {
                        if position > 0 { out.append(UInt8(ascii: ",")) }
                        operation.write(into: &out)
                    }
                    out.append(UInt8(ascii: "]"))
                }
            }
            out.append(UInt8(ascii: "}"))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// How a `diff` carries a new screen.
    public enum ScreenChange: Hashable, Sendable {
        /// `screen`: the whole Screen JSON, or `.null` for the home screen.
        case whole(JSONValue)
        /// `screenOps`: JSON Patch operations against the previous screen.
        case ops([JSONPatchOperation])
    }

    /// One `log` entry.
    public struct LogEntry: Codable, Hashable, Sendable {
        /// Counts entries from 1.
        public var seq: Int
        /// From the car's clock; sent as ISO 8601 UTC with milliseconds.
        public var time: Date
        public var kind: CarEventLog.Kind
        public var text: String

        public init(seq: Int, time: Date, kind: CarEventLog.Kind, text: String) {
            self.seq = seq
            self.time = time
            self.kind = kind
            self.text = text
        }

        public init(_ entry: CarEventLog.Entry) {
            self.init(seq: entry.seq, time: entry.time, kind: entry.kind, text: entry.text)
        }

        /// `2026-01-01T12:00:00.000Z`.
        static let timeFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

        enum CodingKeys: String, CodingKey { case seq, time, kind, text }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            seq = try container.decode(Int.self, forKey: .seq)
            time = try Self.timeFormat.parse(try container.decode(String.self, forKey: .time))
            kind = try container.decode(CarEventLog.Kind.self, forKey: .kind)
            text = try container.decode(String.self, forKey: .text)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(seq, forKey: .seq)
            try container.encode(time.formatted(Self.timeFormat), forKey: .time)
            try container.encode(kind, forKey: .kind)
            try container.encode(text, forKey: .text)
        }
    }

    /// An `ack` outcome.
    public enum Outcome: String, Codable, Hashable, Sendable, CaseIterable {
        /// The app's handler ran, or the request was done.
        case handled
        /// The app has not called its completion yet (the car shows a spinner).
        case handlerRunning
        /// A back pop, a tab switch, Home.
        case handledBySystem
        case disabled
        /// The element is hidden (e.g. behind a modal), or a position hit nothing.
        case notOnScreen
        /// The element does not take this input, or a remote command has no handler.
        case noHandler
        /// A hard key with no app to reach.
        case appNotRunning
        /// The input or launch made the app fault: it was closed.
        case appTerminated

        public init(_ outcome: InputOutcome) {
            self =
                switch outcome {
                case .handled: .handled
                case .handlerRunning: .handlerRunning
                case .handledBySystem: .handledBySystem
                case .disabled: .disabled
                case .notOnScreen: .notOnScreen
                case .unsupported: .noHandler
                case .appNotRunning: .appNotRunning
                }
        }
    }

    /// The wire name (`type`).
    public var type: String {
        switch self {
        case .welcome: "welcome"
        case .state: "state"
        case .diff: "diff"
        case .log, .logPage: "log"
        case .ack: "ack"
        case .error: "error"
        case .speech: "speech"
        case .review: "review"
        }
    }

    enum CodingKeys: String, CodingKey {
        case type
        case `protocol`, screenSchema, mapStyle, gestures
        case seq, base, car, carOps, screen, screenOps, dashboard, dashboardOps, cluster, clusterOps
        case entries, before
        case inReplyTo, outcome
        case code, message
        case utterance
        case app, findings
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        switch self {
        case .welcome(let version, let screenSchema, let mapStyle, let gestures):
            try container.encode(version, forKey: .protocol)
            try container.encode(screenSchema, forKey: .screenSchema)
            try container.encodeIfPresent(mapStyle, forKey: .mapStyle)
            try container.encodeIfPresent(gestures, forKey: .gestures)
        case .state(let seq, let car, let screen, let dashboard, let cluster):
            try container.encode(seq, forKey: .seq)
            try container.encode(car, forKey: .car)
            try container.encode(screen, forKey: .screen)
            try container.encode(dashboard, forKey: .dashboard)
            try container.encode(cluster, forKey: .cluster)
        case .diff(let diff):
            for (key, member) in diff.members {
                guard let key = CodingKeys(rawValue: key) else { continue }
                try container.encode(member.json, forKey: key)
            }
        case .log(let entries):
            try container.encode(entries, forKey: .entries)
        case .logPage(let before, let entries):
            try container.encode(before, forKey: .before)
            try container.encode(entries, forKey: .entries)
        case .ack(let inReplyTo, let outcome):
            try container.encode(inReplyTo, forKey: .inReplyTo)
            try container.encode(outcome, forKey: .outcome)
        case .error(let error):
            try container.encode(error.code, forKey: .code)
            try container.encode(error.message, forKey: .message)
            try container.encodeIfPresent(error.inReplyTo, forKey: .inReplyTo)
        case .speech(let speech):
            try container.encode(speech, forKey: .utterance)
        case .review(let app, let findings):
            try container.encode(app, forKey: .app)
            try container.encode(findings, forKey: .findings)
        }
    }

    /// The message as the compact JSON text sent in one WebSocket text frame (keys sorted, `/` not escaped).
    ///
    /// A `diff`, sent every second while the car drives and the largest message after a reload, is written from its
    /// members' JSON: its operations are JSON already, and an encoder would only copy them into JSON again.
    public func jsonText() throws -> String {
        if case .diff(let diff) = self { return diff.jsonText(type: type) }
        return try JSONValueEncoder.encode(self).jsonString
    }
}
