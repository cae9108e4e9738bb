import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// The spatial grid finds the nearest entry as a search of every entry does, while it is filled, once packed
/// (`freeze()`), and with entries filed after a freeze; a graph's node ids find their vertices once the build's table
/// is gone.
@Suite struct SpatialGridTests {
    /// A small linear congruential generator: the same points on every run.
    struct Points {
        var state: UInt64 = 21

        mutating func next(around center: Coordinate, spread: Double) -> Coordinate {
            func unit() -> Double {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Double(state >> 11) / Double(1 << 53)
            }
            return Coordinate(
                latitude: center.latitude + (unit() - 0.5) * spread,
                longitude: center.longitude + (unit() - 0.5) * spread)
        }
    }

    /// The entry a search of all `points` finds nearest `query` within `radius` (ties to the lower index).
    static func nearestBySearch(_ query: Coordinate, _ points: [Coordinate], within radius: Double) -> Int32? {
        var best: (Int32, Double)?
        for (index, point) in points.enumerated() {
            let distance = query.distance(to: point)
            if distance <= radius, distance < best?.1 ?? .infinity { best = (Int32(index), distance) }
        }
        return best?.0
    }

    @Test func packedCellsFindWhatTheFilledOnesFound() {
        // Points over about 5 km of Monaco's latitude (and across the prime meridian's columns: negative ones too).
        var generator = Points()
        let center = Coordinate(latitude: 43.73, longitude: 0.001)
        var points = (0..<2_000).map { _ in generator.next(around: center, spread: 0.05) }
        var grid = SpatialGrid()
        for (index, point) in points.enumerated() { grid.insert(Int32(index), at: point) }
        let queries = (0..<200).map { _ in generator.next(around: center, spread: 0.06) }

        func check(_ stage: String) {
            for query in queries {
                for radius in [50.0, 400.0, 2_000.0] {
                    let found = grid.nearest(to: query, within: radius) { points[Int($0)].distance(to: query) }
                    let expected = Self.nearestBySearch(query, points, within: radius)
                    // Equal distances may pick either entry.
                    let same =
                        found == expected
                        || (found != nil && expected != nil
                            && points[Int(found!)].distance(to: query) == points[Int(expected!)].distance(to: query))
                    expectTrue(same, "\(stage): \(query) within \(radius) m: \(String(describing: found))")
                }
            }
        }
        check("filling")
        grid.freeze()
        check("packed")
        // Filed after the freeze (found from the dictionary), then packed again with the others.
        let more = (0..<500).map { _ in generator.next(around: center, spread: 0.05) }
        for (offset, point) in more.enumerated() { grid.insert(Int32(points.count + offset), at: point) }
        points += more
        check("filed after a freeze")
        grid.freeze()
        check("packed twice")
        expectEqual(grid.entryCount, points.count)
    }

    @Test func nodeIDsFindTheirVerticesOnceTheGraphIsBuilt() throws {
        let graph = RoadGraph(extract: try OSMExtract(contentsOf: OSMExtract.monacoURL))
        for vertex in stride(from: 0, to: graph.vertices.count, by: 97) {
            expectEqual(graph.vertex(ofNode: graph.vertices[vertex].nodeID), Int32(vertex))
        }
        expectEqual(graph.vertex(ofNode: -1), nil)
        expectEqual(graph.vertex(ofNode: Int64.max), nil)
    }
}
