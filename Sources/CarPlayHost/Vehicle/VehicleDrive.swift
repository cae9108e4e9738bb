import Foundation
import OpenStreetMap

/// A drive of the car from a start time: along a route at the speeds a driver keeps (`RouteDrive`), or along a
/// recorded track at its recorded times (`GPXTrack`), played `rate` times as fast (the simulator's speed-up moves the
/// car, not the car's clock). Where the car is on it is a function of time.
public struct VehicleDrive: Hashable, Sendable {
    /// What the car follows.
    public enum Path: Hashable, Sendable {
        case route(RouteDrive)
        case track(GPXTrack)
    }

    public let path: Path
    /// When the car sets off.
    public let start: Date
    /// Seconds of the drive per second of the car's clock (1: as driven; a rate that is not a positive finite
    /// number counts as 1).
    public let rate: Double

    public init(_ path: Path, start: Date, rate: Double = 1) {
        self.path = path
        self.start = start
        self.rate = rate.isFinite && rate > 0 ? rate : 1
    }

    /// Seconds of the drive from the start to the stop at the end.
    public var duration: TimeInterval {
        switch path {
        case .route(let route): route.duration
        case .track(let track): track.duration
        }
    }

    /// When the car stops at the end, on the car's clock.
    public var end: Date { start.addingTimeInterval(duration / rate) }

    /// The time on the car's clock when the drive is `elapsed` seconds along.
    public func time(atElapsed elapsed: TimeInterval) -> Date { start.addingTimeInterval(elapsed / rate) }

    /// How many seconds of the drive are done at `time` on the car's clock.
    public func elapsed(at time: Date) -> TimeInterval { time.timeIntervalSince(start) * rate }

    /// The same drive played at `rate` from `time` on: the car is where it was at `time`, and goes on faster or
    /// slower from there.
    public func playing(at rate: Double, from time: Date) -> VehicleDrive {
        let rate = rate.isFinite && rate > 0 ? rate : 1
        return VehicleDrive(path, start: time.addingTimeInterval(-elapsed(at: time) / rate), rate: rate)
    }

    /// Where the car is at `time` (before the start: at the start, standing; after the end: at the end, standing).
    public func state(at time: Date) -> VehicleState {
        // At or after the end exactly the end (dates round the sum of start and duration).
        let elapsed = time >= end ? duration : self.elapsed(at: time)
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
