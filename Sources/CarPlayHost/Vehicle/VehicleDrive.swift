import Foundation
import OpenStreetMap

/// A drive of the car from a start time: along a route at the speeds a driver keeps (`RouteDrive`), or along a
/// recorded track at its recorded times (`GPXTrack`). Where the car is on it is a function of time.
public struct VehicleDrive: Hashable, Sendable {
    /// What the car follows.
    public enum Path: Hashable, Sendable {
        case route(RouteDrive)
        case track(GPXTrack)
    }

    public let path: Path
    /// When the car sets off.
    public let start: Date

    public init(_ path: Path, start: Date) {
        self.path = path
        self.start = start
    }

    /// Seconds from the start to the stop at the end.
    public var duration: TimeInterval {
        switch path {
        case .route(let route): route.duration
        case .track(let track): track.duration
        }
    }

    /// When the car stops at the end.
    public var end: Date { start.addingTimeInterval(duration) }

    /// Where the car is at `time` (before the start: at the start, standing; after the end: at the end, standing).
    public func state(at time: Date) -> VehicleState {
        // At or after the end exactly the end (dates round the sum of start and duration).
        let elapsed = time >= end ? duration : time.timeIntervalSince(start)
        var state: VehicleState
        switch path {
        case .route(let route):
            let sample = route.sample(at: elapsed)
            state = VehicleState(
                coordinate: sample.coordinate, course: sample.course, speed: sample.speed, timestamp: time)
        case .track(let track):
            let sample = track.sample(at: elapsed)
            state = VehicleState(
                coordinate: sample.coordinate, altitude: sample.elevation ?? 0, hasAltitude: sample.elevation != nil,
                course: sample.course, speed: sample.speed, timestamp: time)
        }
        return state
    }
}
