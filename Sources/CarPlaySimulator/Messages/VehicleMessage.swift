import CarPlayHost
import Foundation
import OpenStreetMap

/// A `vehicle` message from a page: the drive controls beside the screen (docs/PROTOCOL.md, "Page → server").
///
/// `action` picks what the car does: `place` `latitude`, `longitude` (finite, on Earth), optional `course` (degrees,
/// 0–360; absent: unknown) — the car stands there; `drive` `destination` (a `DriveDestination` id of the car's map, or `trip`:
/// the destination of the trip a navigation app guides) — the car sets off along the fastest road route of its map
/// from where it is; `track` `gpx` (a GPX file's text) — the car
/// replays the recorded track from now; `wrongTurn` — on a drive to a destination, the car turns off its route at the
/// next junction and finds its way on from there; `stop` — the car stands where it is; `pause` — the car stops where
/// it is on its drive, keeping the rest of it; `resume` — the paused drive goes on, later by the pause; `speed`
/// `factor` (one of `speedFactors`) — the car's drives play that many times faster (its clock, and so the navigation
/// bar, alerts and banners, runs as it does).
public enum VehicleMessage: Hashable, Sendable {
    case place(latitude: Double, longitude: Double, course: Double?)
    case drive(destination: String)
    case track(gpx: String)
    case wrongTurn
    case stop
    case pause
    case resume
    case speed(factor: Int)

    /// The action names, in the order the protocol lists them.
    public static let actions = ["place", "drive", "track", "wrongTurn", "stop", "pause", "resume", "speed"]
    /// The speed factors a page may ask for.
    public static let speedFactors = [1, 2, 5, 10]

    /// The wire name (`action`).
    public var action: String {
        switch self {
        case .place: "place"
        case .drive: "drive"
        case .track: "track"
        case .wrongTurn: "wrongTurn"
        case .stop: "stop"
        case .pause: "pause"
        case .resume: "resume"
        case .speed: "speed"
        }
    }

    enum CodingKeys: String, CodingKey {
        case action, latitude, longitude, course, destination, gpx, factor
    }

    /// Reads a `vehicle` message's fields from the message's decoder; throws the `badField` to reply.
    init(from decoder: any Decoder) throws(ProtocolError) {
        let fields = try MessageFields<CodingKeys>(decoder)
        let action = try fields.string(.action)
        switch action {
        case "place":
            let latitude = try fields.number(.latitude, in: -90...90)
            let longitude = try fields.number(.longitude, in: -180...180)
            let course = fields.has(.course) ? try fields.number(.course, in: 0...360) : nil
            self = .place(latitude: latitude, longitude: longitude, course: course)
        case "drive":
            // Which ids name a place depends on the car's map: the car checks when it drives (`CarSystem`).
            self = .drive(destination: try fields.string(.destination))
        case "track":
            self = .track(gpx: try fields.string(.gpx))
        case "wrongTurn":
            self = .wrongTurn
        case "stop":
            self = .stop
        case "pause":
            self = .pause
        case "resume":
            self = .resume
        case "speed":
            let factors = Self.speedFactors.map(String.init).joined(separator: ", ")
            guard fields.has(.factor) else { throw .missing("factor") }
            guard let value = try? fields.container.decode(Double.self, forKey: .factor), value.isFinite,
                let factor = Self.speedFactors.first(where: { Double($0) == value })
            else { throw .badField("factor", "must be one of \(factors)") }
            self = .speed(factor: factor)
        default:
            throw .badField("action", "must be one of \(Self.actions.joined(separator: ", "))")
        }
    }

    /// Writes the message's fields (beside `type`).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(action, forKey: .action)
        switch self {
        case .place(let latitude, let longitude, let course):
            try container.encode(latitude, forKey: .latitude)
            try container.encode(longitude, forKey: .longitude)
            try container.encodeIfPresent(course, forKey: .course)
        case .drive(let destination): try container.encode(destination, forKey: .destination)
        case .track(let gpx): try container.encode(gpx, forKey: .gpx)
        case .stop, .wrongTurn, .pause, .resume: break
        case .speed(let factor): try container.encode(factor, forKey: .factor)
        }
    }
}
