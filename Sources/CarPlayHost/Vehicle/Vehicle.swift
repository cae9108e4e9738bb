import Foundation
import OpenStreetMap

/// The car as a moving thing: where it is, its course and speed, and the drive under way (along a route or a
/// recorded track). A value: the session (or the car system) owns it, and it moves only when its clock does
/// (`advance(to:)`), so a drive is the same whatever the steps the clock takes.
public struct Vehicle: Hashable, Sendable {
    /// Where the car stands while no drive is under way.
    private var parked: VehicleState
    /// The drive under way (it ends at its last point, where the car then stands).
    public private(set) var drive: VehicleDrive?
    /// When the drive under way was paused (`pauseDrive(at:)`); nil while it runs or no drive is under way. A paused
    /// car stands where it was then, with the course it had, and keeps the rest of its drive for `resumeDrive(at:)`.
    public private(set) var pausedAt: Date?
    /// The road route to a destination the drive under way follows, which a wrong turn can leave
    /// (`start(_:following:)`); nil for a drive along a polyline or a track, or when the car stands.
    public private(set) var roadRoute: WrongTurn?
    /// The last time the car reported a fix (`advance(to:)`); nil before the first.
    public private(set) var lastReport: Date?
    /// How far apart the fixes of a drive are, in seconds of the drive (a car's GPS reports once a second; a drive
    /// played faster reports as often per second of the drive, so the car moves as smoothly).
    public var reportInterval: TimeInterval = 1
    /// How fast drives play: seconds of the drive per second of the car's clock (the simulator's speed-up). The
    /// car's clock, and everything else on it, runs as it does.
    public private(set) var rate: Double = 1
    /// The GPS's horizontal accuracy, metres.
    public var horizontalAccuracy: Double = 5
    /// The accuracy of the course while moving, degrees.
    public var courseAccuracy: Double = 5
    /// The accuracy of the speed, metres per second.
    public var speedAccuracy: Double = 0.5

    /// A car standing at `coordinate`.
    public init(coordinate: Coordinate, course: Double = -1) {
        parked = VehicleState(coordinate: coordinate, course: course, timestamp: .distantPast)
    }

    /// Where the car is at `time`: on its drive, or where it stands.
    public func state(at time: Date) -> VehicleState {
        if let drive {
            guard let pausedAt else { return drive.state(at: time) }
            var state = drive.state(at: pausedAt)
            state.speed = 0
            state.timestamp = time
            return state
        }
        var state = parked
        state.timestamp = time
        return state
    }

    /// Where the car is as of its last fix: on its drive, or where it stands.
    public var coordinate: Coordinate {
        guard let drive else { return parked.coordinate }
        if let pausedAt { return drive.state(at: pausedAt).coordinate }
        return drive.state(at: max(drive.start, lastReport ?? drive.start)).coordinate
    }

    /// Puts the car at `coordinate`, standing (a drive under way ends).
    public mutating func place(at coordinate: Coordinate, course: Double = -1) {
        drive = nil
        pausedAt = nil
        roadRoute = nil
        parked = VehicleState(coordinate: coordinate, course: course, timestamp: parked.timestamp)
    }

    /// Starts `drive` (replacing any under way); the car jumps to its first point. `roadRoute` is the road route to
    /// a destination the drive follows, which a wrong turn can leave (nil: none).
    public mutating func start(_ drive: VehicleDrive, following roadRoute: WrongTurn? = nil) {
        let drive = drive.rate == rate ? drive : VehicleDrive(drive.path, start: drive.start, rate: rate)
        self.drive = drive
        self.roadRoute = roadRoute
        pausedAt = nil
        parked = drive.state(at: drive.start)
        nextDriveReport = 0
    }

    /// Plays drives `rate` times as fast from `time` on (the drive under way goes on from where the car is, a paused
    /// one from where it stands); a rate that is not a positive finite number is ignored. Call `advance(to: time)`
    /// first so that the fixes before the change go out at the old rate.
    public mutating func setRate(_ rate: Double, at time: Date) {
        guard rate.isFinite, rate > 0, rate != self.rate else { return }
        self.rate = rate
        if let drive { self.drive = drive.playing(at: rate, from: pausedAt ?? max(time, drive.start)) }
    }

    /// Whether a drive is under way and paused.
    public var isDrivePaused: Bool { drive != nil && pausedAt != nil }

    /// Stops the car where it is on its drive at `time` (speed 0, the same position and course), keeping the rest
    /// of the drive. Returns false, changing nothing, when no drive is under way, it is paused already, or it has
    /// reached its end by `time`. Call `advance(to: time)` first so that the drive's fixes before the pause go out.
    @discardableResult
    public mutating func pauseDrive(at time: Date) -> Bool {
        guard let drive, pausedAt == nil, time < drive.end else { return false }
        pausedAt = max(time, drive.start)
        return true
    }

    /// Sets off again at `time` along the rest of the paused drive: its timeline moves on by the time it was paused,
    /// so the car goes on from where it stood and nothing of the drive is skipped. Returns false, changing nothing,
    /// when no drive is paused.
    @discardableResult
    public mutating func resumeDrive(at time: Date) -> Bool {
        guard let drive, let pausedAt else { return false }
        let pause = max(0, time.timeIntervalSince(pausedAt))
        self.drive = VehicleDrive(drive.path, start: drive.start.addingTimeInterval(pause), rate: drive.rate)
        self.pausedAt = nil
        return true
    }

    /// The next fix of the drive to report, counted in `reportInterval`s from its start.
    private var nextDriveReport = 0

    /// Moves the car's clock to `time` and returns the fixes it reported since the last call, oldest first: one
    /// per `reportInterval` of a drive (on the drive's own grid of times, and its end), or for a standing car one
    /// when at least `reportInterval` passed (a paused drive's car too, where it stopped). A drive that ended leaves
    /// the car standing at its end.
    public mutating func advance(to time: Date) -> [VehicleState] {
        guard let drive, pausedAt == nil else {
            if let lastReport, time.timeIntervalSince(lastReport) < reportInterval { return [] }
            lastReport = time
            return [state(at: time)]
        }
        var fixes: [VehicleState] = []
        let interval = max(0.01, reportInterval)
        while true {
            let at = drive.time(atElapsed: Double(nextDriveReport) * interval)
            guard at <= time, at < drive.end else { break }
            fixes.append(drive.state(at: at))
            nextDriveReport += 1
        }
        if time >= drive.end {
            let last = drive.state(at: drive.end)
            fixes.append(last)
            parked = last
            self.drive = nil
        }
        lastReport = time
        return fixes
    }
}
