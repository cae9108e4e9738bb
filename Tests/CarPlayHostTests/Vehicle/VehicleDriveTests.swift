import CarPlayHost
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// The vehicle's drives: the speed plan along a route, GPX tracks, and fixes on the injected clock.
@Suite struct VehicleDriveTests {
    /// `metres` east of (43.73, 7.42).
    static func east(_ metres: Double, north: Double = 0) -> Coordinate {
        Coordinate(
            latitude: 43.73 + north / 111_195, longitude: 7.42 + metres / (111_195 * cos(43.73 * .pi / 180)))
    }

    @Test func aStraightRoadAcceleratesCruisesAndBrakesToAStop() throws {
        let options = RouteDrive.Options(cruiseSpeed: 15, acceleration: 2.5, deceleration: 3)
        let drive = try RouteDrive(coordinates: [Self.east(0), Self.east(500), Self.east(1000)], options: options)
        expectLess(abs(drive.length - 1000), 1)
        // Accelerating 0→15 takes 6 s over 45 m, braking 5 s over 37.5 m, cruising the rest.
        let expected: Double = 6 + 5 + (1000 - 45 - 37.5) / 15
        expectLess(abs(drive.duration - expected), 0.01)
        expectEqual(drive.sample(at: 0).speed, 0)
        expectLess(abs(drive.sample(at: 2).speed - 5), 1e-9)
        expectLess(abs(drive.progress(at: 2).distance - 5), 1e-9)
        expectLess(abs(drive.sample(at: 30).speed - 15), 1e-9)
        expectLess(abs(drive.sample(at: drive.duration - 1).speed - 3), 1e-6)
        let end = drive.sample(at: drive.duration + 10)
        expectEqual(end.speed, 0)
        expectLess(end.coordinate.distance(to: Self.east(1000)), 0.01)
        expectLess(abs(end.course - 90), 0.1)
        let speeds = stride(from: 0.0, through: drive.duration, by: 0.25).map { drive.sample(at: $0).speed }
        expectTrue(speeds.allSatisfy { $0 <= 15 + 1e-9 })
    }

    @Test func turnsAreTakenSlowerTheSharperTheyAre() throws {
        let options = RouteDrive.Options(cruiseSpeed: 20)
        // 300 m east, then a right angle north; and the same with a gentle 20° bend.
        let square = try RouteDrive(
            coordinates: [Self.east(0), Self.east(300), Self.east(300, north: 300)], options: options)
        let gentle = try RouteDrive(
            coordinates: [
                Self.east(0), Self.east(300), Self.east(300 + 300 * cos(.pi / 9), north: 300 * sin(.pi / 9)),
            ], options: options)
        expectLess(abs(square.turnAngles[1] - 90), 0.5)
        expectLess(abs(gentle.turnAngles[1] - 20), 0.5)
        // Lateral 3 m/s² on a bend taken over 15 m: sqrt(3 × 15 / angle in radians).
        expectLess(abs(square.pointSpeeds[1] - (3 * 15 / (.pi / 2)).squareRoot()), 0.05)
        expectLess(square.pointSpeeds[1], gentle.pointSpeeds[1])
        expectLess(gentle.pointSpeeds[1], 20)
        expectGreater(square.duration, gentle.duration)
        // The speed comes down before the corner and back up after it.
        let speeds = stride(from: 0.0, through: square.duration, by: 0.5).map { square.sample(at: $0) }
        let middle = stride(from: 0.0, through: square.duration, by: 0.5).filter {
            (100...500).contains(square.progress(at: $0).distance)
        }.map { square.sample(at: $0) }
        let slowest = middle.min { $0.speed < $1.speed }!
        expectLess(slowest.coordinate.distance(to: Self.east(300)), 10)
        expectGreater(speeds.map(\.speed).max()!, 15)
        expectTrue(speeds.allSatisfy { $0.speed <= 20 + 1e-9 })
    }

    @Test func speedLimitsSetTheCruiseWhereKnown() throws {
        let thirty: Double = 30 / 3.6
        let seventy: Double = 70 / 3.6
        let drive = try RouteDrive(
            coordinates: [Self.east(0), Self.east(400), Self.east(800)], speedLimits: [thirty, nil],
            options: RouteDrive.Options(cruiseSpeed: seventy))
        expectEqual(drive.segmentSpeeds, [thirty, seventy])
        let samples = stride(from: 0.0, through: drive.duration, by: 0.5).map { ($0, drive.sample(at: $0)) }
        expectTrue(samples.allSatisfy { $0.1.speed <= drive.speedLimit(at: $0.0) + 1e-9 })
        expectTrue(samples.contains { abs($0.1.speed - seventy) < 1e-6 })
        let ignored = try RouteDrive(
            coordinates: [Self.east(0), Self.east(400)], speedLimits: [thirty],
            options: RouteDrive.Options(cruiseSpeed: 15, usesSpeedLimits: false))
        expectEqual(ignored.segmentSpeeds, [15])
    }

    @Test func badRoutesAreErrorsNotCrashes() {
        #expect(throws: RouteDrive.Failure.noPoints) { try RouteDrive(coordinates: []) }
        #expect(throws: RouteDrive.Failure.invalidCoordinate(index: 1)) {
            try RouteDrive(coordinates: [Self.east(0), Coordinate(latitude: .nan, longitude: 0)])
        }
        #expect(throws: RouteDrive.Failure.invalidOption("acceleration")) {
            try RouteDrive(coordinates: [Self.east(0), Self.east(10)], options: RouteDrive.Options(acceleration: 0))
        }
        // One point, or the same point twice: a drive that is over at once.
        let still = try? RouteDrive(coordinates: [Self.east(0), Self.east(0)])
        expectEqual(still?.duration, 0)
        expectEqual(still?.sample(at: 5).speed, 0)
    }

    static let gpx = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
          <trk><name>Port</name><trkseg>
            <trkpt lat="43.7300" lon="7.4200"><ele>5</ele><time>2026-01-01T12:00:00Z</time></trkpt>
            <trkpt lon='7.4210' lat='43.7300'><ele>7</ele><time>2026-01-01T12:00:10Z</time></trkpt>
            <trkpt lat="43.7310" lon="7.4210">
              <time>2026-01-01T12:00:30.5Z</time>
            </trkpt>
          </trkseg></trk>
        </gpx>
        """

    @Test func gpxTracksReplayAtTheirRecordedTimes() throws {
        let track = try GPXTrack(gpx: Self.gpx)
        expectEqual(track.points.count, 3)
        expectEqual(track.duration, 30.5)
        expectEqual(track.points[0].elevation, 5)
        expectEqual(track.points[2].elevation, nil)
        let first = Coordinate(latitude: 43.73, longitude: 7.42)
        let second = Coordinate(latitude: 43.73, longitude: 7.421)
        let halfway = track.sample(at: 5)
        expectLess(halfway.coordinate.distance(to: Coordinate(latitude: 43.73, longitude: 7.4205)), 0.01)
        expectLess(abs(halfway.speed - first.distance(to: second) / 10), 1e-9)
        expectLess(abs(halfway.course - first.bearing(to: second)), 1e-9)
        expectEqual(halfway.elevation, 6)
        let north = track.sample(at: 20)
        expectTrue(abs(north.course) < 0.01 || abs(north.course - 360) < 0.01)
        expectEqual(north.elevation, nil)
        let end = track.sample(at: 100)
        expectEqual(end.speed, 0)
        expectEqual(end.coordinate, Coordinate(latitude: 43.731, longitude: 7.421))
    }

    @Test func badGPXIsAClearError() {
        #expect(throws: GPXTrack.Failure.noPoints) { try GPXTrack(gpx: "<gpx></gpx>") }
        #expect(throws: GPXTrack.Failure.invalidTime(point: 1)) {
            try GPXTrack(gpx: #"<trkpt lat="43.73" lon="7.42"></trkpt>"#)
        }
        #expect(throws: GPXTrack.Failure.invalidTime(point: 1)) {
            try GPXTrack(gpx: #"<trkpt lat="43.73" lon="7.42"/>"#)
        }
        #expect(throws: GPXTrack.Failure.invalidCoordinate(point: 1)) {
            try GPXTrack(gpx: #"<trkpt lat="95" lon="7.42"><time>2026-01-01T12:00:00Z</time></trkpt>"#)
        }
        #expect(throws: GPXTrack.Failure.invalidTime(point: 1)) {
            try GPXTrack(gpx: #"<trkpt lat="43.73" lon="7.42"><time>yesterday</time></trkpt>"#)
        }
        #expect(throws: GPXTrack.Failure.timeGoesBack(point: 2)) {
            try GPXTrack(
                gpx: #"""
                    <trkpt lat="43.73" lon="7.42"><time>2026-01-01T12:00:10Z</time></trkpt>
                    <trkpt lat="43.73" lon="7.43"><time>2026-01-01T12:00:00Z</time></trkpt>
                    """#)
        }
        #expect(throws: GPXTrack.Failure.self) {
            try GPXTrack(contentsOf: URL(fileURLWithPath: "/nonexistent/track.gpx"))
        }
    }

    @Test func theVehicleReportsOnceASecondWhateverStepsTheClockTakes() throws {
        let start = Date(timeIntervalSince1970: 1_767_268_800)
        let route = try RouteDrive(coordinates: [Self.east(0), Self.east(200)])
        var coarse = Vehicle(coordinate: Self.east(-50))
        var fine = coarse
        _ = coarse.advance(to: start)
        _ = fine.advance(to: start)
        coarse.start(VehicleDrive(.route(route), start: start))
        fine.start(VehicleDrive(.route(route), start: start))
        let all = coarse.advance(to: start.addingTimeInterval(100))
        var stepped: [VehicleState] = []
        var time = start
        while fine.drive != nil {
            time = time.addingTimeInterval(0.3)
            stepped += fine.advance(to: time)
        }
        expectEqual(all, stepped)
        // One a second from the start, then the stop at the end.
        let whole = Int(route.duration.rounded(.up))
        expectEqual(all.count, whole + 1)
        expectEqual(all.first?.timestamp, start)
        expectEqual(all.first?.coordinate, Self.east(0))
        expectEqual(all.last?.speed, 0)
        expectLess(all.last!.coordinate.distance(to: Self.east(200)), 0.01)
        expectEqual(coarse.drive, nil)
        // Standing: one fix per advance of a second or more.
        expectTrue(coarse.advance(to: start.addingTimeInterval(100.5)).isEmpty)
        expectEqual(coarse.advance(to: start.addingTimeInterval(101)).count, 1)
        expectEqual(coarse.state(at: start.addingTimeInterval(500)).coordinate, all.last!.coordinate)
    }
}
