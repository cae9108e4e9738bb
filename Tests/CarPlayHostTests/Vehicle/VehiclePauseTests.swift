import CarPlayHost
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// Pausing a drive and resuming it: the car stands where it was, then goes on along the rest of the drive.
@Suite struct VehiclePauseTests {
    static let t0 = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// `metres` east of (43.73, 7.42).
    static func east(_ metres: Double, north: Double = 0) -> Coordinate {
        Coordinate(
            latitude: 43.73 + north / 111_195, longitude: 7.42 + metres / (111_195 * cos(43.73 * .pi / 180)))
    }

    /// A car setting off at `t0` on a 1 km road with a right-angle turn after 600 m.
    static func driving() throws -> Vehicle {
        let route = try RouteDrive(
            coordinates: [east(0), east(600), east(600, north: 400)], options: RouteDrive.Options(cruiseSpeed: 15))
        var vehicle = Vehicle(coordinate: east(0))
        vehicle.start(VehicleDrive(.route(route), start: t0))
        _ = vehicle.advance(to: t0)
        return vehicle
    }

    /// The simulator's speed-up: from the moment the rate changes the drive plays faster, from where the car is, with
    /// the same fixes (one a second of the drive), each stamped with the car's own time; back at 1× it goes on as
    /// driven. A paused drive keeps the rate for when it resumes.
    @Test func aFasterRateMovesTheCarFasterFromWhereItIsWithTheSameFixes() throws {
        var normal = try Self.driving()
        var fast = try Self.driving()
        let fixes = normal.advance(to: Self.t0 + 60)
        _ = fast.advance(to: Self.t0 + 10)
        let at10 = fast.state(at: Self.t0 + 10)
        fast.setRate(10, at: Self.t0 + 10)
        expectTrue(fast.rate == 10 && fast.drive?.rate == 10)
        expectEqual(fast.state(at: Self.t0 + 10).coordinate, at10.coordinate, "no jump")
        // Five seconds at 10×: the car is where it is after 60 s of the drive, having reported the same fixes (to
        // the precision of a `Date`, a tenth of a microsecond, times ten).
        let later = fast.advance(to: Self.t0 + 15)
        expectEqual(later.count, 50)
        for (fix, expected) in zip(later, fixes.suffix(50)) {
            expectLess(abs(fix.coordinate.latitude - expected.coordinate.latitude), 1e-9)
            expectLess(abs(fix.coordinate.longitude - expected.coordinate.longitude), 1e-9)
            expectTrue(abs(fix.speed - expected.speed) < 1e-4 && fix.timestamp <= Self.t0 + 15)
        }
        // Back to 1×: one fix a second, on from there; ignored rates change nothing.
        fast.setRate(1, at: Self.t0 + 15)
        fast.setRate(0, at: Self.t0 + 15)
        fast.setRate(.infinity, at: Self.t0 + 15)
        expectEqual(fast.rate, 1)
        expectEqual(fast.advance(to: Self.t0 + 17).count, 2)
        // Paused, then faster: it stands where it was, and resumes at the new rate.
        var paused = try Self.driving()
        _ = paused.advance(to: Self.t0 + 20)
        paused.pauseDrive(at: Self.t0 + 20)
        let stood = paused.state(at: Self.t0 + 20).coordinate
        paused.setRate(5, at: Self.t0 + 30)
        expectEqual(paused.state(at: Self.t0 + 40).coordinate, stood)
        paused.resumeDrive(at: Self.t0 + 40)
        expectEqual(paused.advance(to: Self.t0 + 42).count, 10)
        // A drive started later plays at the car's rate.
        paused.start(VehicleDrive(try require(paused.drive).path, start: Self.t0 + 50))
        expectEqual(paused.drive?.rate, 5)
    }

    @Test func aPausedCarStandsWhereItWasWithItsCourseReportingEverySecond() throws {
        var vehicle = try Self.driving()
        let moving = vehicle.advance(to: Self.t0 + 20)
        expectTrue(moving.count == 20 && moving.allSatisfy { $0.speed > 0 })
        let before = vehicle.state(at: Self.t0 + 20)
        expectTrue(before.speed > 0 && before.course >= 0)

        let didPause1 = vehicle.pauseDrive(at: Self.t0 + 20)
        expectTrue(didPause1)
        expectTrue(vehicle.isDrivePaused && vehicle.pausedAt == Self.t0 + 20 && vehicle.drive != nil)
        for second in 1...120 {
            let time = Self.t0 + 20 + Double(second)
            let fixes = vehicle.advance(to: time)
            expectEqual(fixes.count, 1, "one fix a second at \(second) s")
            for fix in fixes {
                expectTrue(fix.speed == 0 && fix.timestamp == time)
                expectTrue(fix.coordinate == before.coordinate && fix.course == before.course)
            }
            let now = vehicle.state(at: time)
            expectTrue(now.speed == 0 && now.coordinate == before.coordinate && now.course == before.course)
        }
        expectEqual(vehicle.coordinate, before.coordinate)
        // Long past where the drive would have ended, the car still stands there, the drive kept.
        let drive = try require(vehicle.drive)
        expectTrue(drive.end < Self.t0 + 140)
        expectTrue(vehicle.isDrivePaused)
        expectTrue(vehicle.advance(to: Self.t0 + 140.5).isEmpty, "less than a second since the last fix")
    }

    @Test func aResumedDriveGoesOnWithNothingSkippedAndArrivesLaterByThePause() throws {
        var unpaused = try Self.driving()
        var paused = try Self.driving()
        let end = try require(unpaused.drive?.end)
        let pause: TimeInterval = 45
        _ = unpaused.advance(to: Self.t0 + 12.5)
        _ = paused.advance(to: Self.t0 + 12.5)
        let didPause2 = paused.pauseDrive(at: Self.t0 + 12.5)
        expectTrue(didPause2)
        let standing = (1...Int(pause)).flatMap { paused.advance(to: Self.t0 + 12.5 + Double($0)) }
        expectTrue(standing.count == Int(pause) && standing.allSatisfy { $0.speed == 0 })
        let didResume3 = paused.resumeDrive(at: Self.t0 + 12.5 + pause)
        expectTrue(didResume3)
        expectTrue(!paused.isDrivePaused && paused.pausedAt == nil)

        // Each fix of the rest of the drive comes, later by the pause.
        let expected = unpaused.advance(to: end + 5)
        let resumed = paused.advance(to: end + pause + 5)
        expectTrue(expected.count > 10 && resumed.count == expected.count)
        for (fix, unpausedFix) in zip(resumed, expected) {
            expectLess(fix.coordinate.distance(to: unpausedFix.coordinate), 0.001)
            expectTrue(abs(fix.speed - unpausedFix.speed) < 1e-6 && abs(fix.course - unpausedFix.course) < 1e-6)
            expectLess(abs(fix.timestamp.timeIntervalSince(unpausedFix.timestamp) - pause), 1e-6)
        }
        expectTrue(paused.drive == nil && unpaused.drive == nil)
        expectLess(paused.coordinate.distance(to: unpaused.coordinate), 0.001)
        expectLess(paused.coordinate.distance(to: Self.east(600, north: 400)), 0.01, "at the end of the road")
    }

    @Test func theCarStillDrivesWhenTheUnpausedDriveWouldHaveArrived() throws {
        var vehicle = try Self.driving()
        let end = try require(vehicle.drive?.end)
        let didPause4 = vehicle.pauseDrive(at: Self.t0 + 30)
        expectTrue(didPause4)
        let didResume5 = vehicle.resumeDrive(at: Self.t0 + 90)
        expectTrue(didResume5)
        _ = vehicle.advance(to: end + 30)
        expectTrue(vehicle.drive != nil && vehicle.state(at: end + 30).speed > 0)
        _ = vehicle.advance(to: end + 60)
        expectEqual(vehicle.drive, nil)
    }

    @Test func pausingWithoutADriveOrTwiceAndResumingUnpausedChangeNothing() throws {
        var standing = Vehicle(coordinate: Self.east(0))
        let before = standing
        let didPause6 = standing.pauseDrive(at: Self.t0)
        expectTrue(!didPause6)
        let didResume7 = standing.resumeDrive(at: Self.t0)
        expectTrue(!didResume7)
        expectTrue(standing == before && !standing.isDrivePaused)

        var vehicle = try Self.driving()
        let driving = vehicle
        let didResume8 = vehicle.resumeDrive(at: Self.t0 + 5)
        expectTrue(!didResume8, "nothing paused")
        expectEqual(vehicle, driving)
        let didPause9 = vehicle.pauseDrive(at: Self.t0 + 5)
        expectTrue(didPause9)
        let paused = vehicle
        let didPause10 = vehicle.pauseDrive(at: Self.t0 + 9)
        expectTrue(!didPause10, "paused already")
        expectTrue(vehicle == paused && vehicle.pausedAt == Self.t0 + 5)

        var arrived = try Self.driving()
        let end = try require(arrived.drive?.end)
        let atEnd = arrived
        let didPause11 = arrived.pauseDrive(at: end)
        expectTrue(!didPause11, "the drive is over by then")
        expectEqual(arrived, atEnd)
    }

    @Test func placingTheCarOrStartingAnotherDriveEndsAPausedDrive() throws {
        var vehicle = try Self.driving()
        let didPause12 = vehicle.pauseDrive(at: Self.t0 + 10)
        expectTrue(didPause12)
        vehicle.place(at: Self.east(50, north: 50))
        expectTrue(!vehicle.isDrivePaused && vehicle.pausedAt == nil && vehicle.drive == nil)
        expectEqual(vehicle.coordinate, Self.east(50, north: 50))
        let didResume13 = vehicle.resumeDrive(at: Self.t0 + 20)
        expectTrue(!didResume13)

        var again = try Self.driving()
        let didPause14 = again.pauseDrive(at: Self.t0 + 10)
        expectTrue(didPause14)
        let other = try RouteDrive(coordinates: [Self.east(0, north: 100), Self.east(300, north: 100)])
        again.start(VehicleDrive(.route(other), start: Self.t0 + 20))
        expectTrue(!again.isDrivePaused && again.pausedAt == nil)
        _ = again.advance(to: Self.t0 + 25)
        expectGreater(again.state(at: Self.t0 + 25).speed, 0, "the new drive runs")
    }
}
