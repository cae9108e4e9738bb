import Expectations
import OpenStreetMap
import Testing

/// The routers' comparison asks whether one route runs along another (`DifferentialTrips.allWithin`): it must answer
/// exactly as the distance of each point to the whole line does, however the lines wind.
@Suite struct DifferentialTripsTests {
    @Test func allWithinAnswersAsEachPointsDistanceToTheLineDoes() {
        var generator = DifferentialTrips.Generator(seed: 21)
        func wander(_ count: Int) -> [Coordinate] {
            var point = Coordinate(latitude: 43.735, longitude: 7.42)
            return (0..<count).map { _ in
                point = Coordinate(
                    latitude: point.latitude + Double.random(in: -0.0004...0.0004, using: &generator),
                    longitude: point.longitude + Double.random(in: -0.0004...0.0004, using: &generator))
                return point
            }
        }
        var agreed = (near: 0, far: 0)
        for _ in 0..<60 {
            let line = wander(Int.random(in: 1...30, using: &generator))
            let points = wander(Int.random(in: 1...30, using: &generator))
            for metres in [5.0, 40, 150, 400] {
                let expected = points.allSatisfy { DifferentialTrips.distance(from: $0, to: line) <= metres }
                expectEqual(DifferentialTrips.allWithin(metres, of: line, points), expected, "\(metres) m")
                if expected { agreed.near += 1 } else { agreed.far += 1 }
            }
        }
        // Both answers were asked for.
        expectGreater(agreed.near, 10)
        expectGreater(agreed.far, 10)
        expectTrue(DifferentialTrips.allWithin(10, of: [], [Coordinate]()))
        expectTrue(!DifferentialTrips.allWithin(10, of: [], [Coordinate(latitude: 43.7, longitude: 7.4)]))
    }
}
