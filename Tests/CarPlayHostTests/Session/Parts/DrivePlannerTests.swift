import Expectations
import Foundation
import OpenStreetMap
import Testing

@testable import CarPlayHost

@Suite("Session parts: planning the car's drives")
struct DrivePlannerTests {
    private let portHercule = Coordinate(latitude: 43.7347, longitude: 7.4206)
    private let casino = Coordinate(latitude: 43.7394, longitude: 7.4281)

    @Test("without a map there is no drive to a destination")
    func noMap() {
        #expect(throws: DriveFailure.noMap) {
            try DrivePlanner.drive(from: portHercule, to: casino, on: nil, options: RouteDrive.Options())
        }
    }

    @Test("a wrong turn needs a road route under way, and the map is not asked for without one")
    func wrongTurnNeedsARoadRoute() {
        var asked = false
        func map() -> CarMap? {
            asked = true
            return nil
        }
        #expect(throws: DriveFailure.noRoadRoute) {
            try DrivePlanner.wrongTurn(off: nil, isDriving: true, at: portHercule, on: map())
        }
        expectTrue(!asked)
    }

    @Test("the drive to a destination follows the fastest route of the map to it; a wrong turn leaves it")
    func driveAndWrongTurn() throws {
        let map = try require(CarMap.monaco)
        let planned = try DrivePlanner.drive(from: portHercule, to: casino, on: map, options: RouteDrive.Options())
        let fastest = try require(map.router.routes(from: portHercule, to: casino).first)
        expectEqual(planned.roadRoute, WrongTurn(route: fastest, destination: casino))
        guard case .route = planned.path else {
            Issue.record("the drive to a destination is a route drive")
            return
        }
        #expect(throws: DriveFailure.noRoadRoute) {
            try DrivePlanner.wrongTurn(off: planned.roadRoute, isDriving: false, at: portHercule, on: map)
        }
        let along = try DrivePlanner.drive(along: fastest, on: nil, options: RouteDrive.Options())
        expectEqual(along.roadRoute, WrongTurn(route: fastest, destination: try require(fastest.coordinates.last)))
    }
}
