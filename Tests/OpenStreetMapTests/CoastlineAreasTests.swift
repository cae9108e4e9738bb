import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// The sea and islands made from coastline ways (land on the left of the way's direction, as OpenStreetMap draws
/// them), closed along the extract's bounds.
@Suite struct CoastlineAreasTests {
    /// The box from (0, 0) to (1, 1) degrees.
    static let box = OSMBounds(minLatitude: 0, minLongitude: 0, maxLatitude: 1, maxLongitude: 1)

    /// A way through `points` (latitude, longitude), its nodes numbered from `firstNode`.
    static func way(_ points: [(Double, Double)], firstNode: Int64) -> (nodes: [Int64], points: [Coordinate]) {
        (
            points.indices.map { firstNode + Int64($0) },
            points.map { Coordinate(latitude: $0.0, longitude: $0.1) }
        )
    }

    /// Whether `point` is inside `ring` (even-odd rule).
    static func contains(_ ring: [Coordinate], _ point: Coordinate) -> Bool {
        var inside = false
        for (a, b) in zip(ring, ring.dropFirst()) {
            if (a.latitude > point.latitude) != (b.latitude > point.latitude) {
                let x =
                    a.longitude + (point.latitude - a.latitude) / (b.latitude - a.latitude)
                    * (b.longitude - a.longitude)
                if point.longitude < x { inside.toggle() }
            }
        }
        return inside
    }

    static func isSea(_ areas: CoastlineAreas.Areas, _ latitude: Double, _ longitude: Double) -> Bool {
        let point = Coordinate(latitude: latitude, longitude: longitude)
        return areas.sea.contains { contains($0, point) } && !areas.land.contains { contains($0, point) }
    }

    /// Half the absolute shoelace sum: the ring's area in square degrees.
    static func area(_ ring: [Coordinate]) -> Double { abs(CoastlineAreas.signedArea(ring)) / 2 }

    @Test func aCoastAcrossTheBoxLeavesTheSeaOnItsRight() {
        // Eastwards, a little beyond the box at both ends (extracts keep whole ways): land north, sea south.
        let east = CoastlineAreas.areas(
            of: [Self.way([(0.5, -0.002), (0.45, 0.3), (0.55, 0.7), (0.5, 1.003)], firstNode: 1)], within: Self.box)
        expectTrue(east.sea.count == 1 && east.land.isEmpty)
        expectTrue(Self.isSea(east, 0.1, 0.5) && Self.isSea(east, 0.3, 0.05) && !Self.isSea(east, 0.9, 0.5))
        expectLess(abs(Self.area(east.sea[0]) - 0.5), 0.01)
        expectEqual(east.sea[0].first, east.sea[0].last)
        // Westwards along the same line: the sea is north.
        let west = CoastlineAreas.areas(
            of: [Self.way([(0.5, 1.003), (0.55, 0.7), (0.45, 0.3), (0.5, -0.002)], firstNode: 1)], within: Self.box)
        expectTrue(Self.isSea(west, 0.9, 0.5) && !Self.isSea(west, 0.1, 0.5))
    }

    @Test func waysInAnyOrderAreJoinedEndToEnd() {
        let pieces = [
            Self.way([(0.55, 0.7), (0.5, 1.003)], firstNode: 3),
            Self.way([(0.5, -0.002), (0.45, 0.3)], firstNode: 1),
            Self.way([(0.45, 0.3), (0.55, 0.7)], firstNode: 2),
        ]
        let areas = CoastlineAreas.areas(of: pieces, within: Self.box)
        expectEqual(areas.sea.count, 1)
        expectTrue(Self.isSea(areas, 0.1, 0.5) && !Self.isSea(areas, 0.9, 0.5))
    }

    @Test func aBayCutsIntoTheLandAndAHeadlandIntoTheSea() {
        // The coast comes in from the west, dips south around a headland, and leaves through the south edge; it
        // comes back from the south edge further east and leaves through the east edge: two chains, one sea.
        let first = Self.way([(0.6, -0.001), (0.6, 0.3), (-0.001, 0.3)], firstNode: 1)
        let second = Self.way([(-0.001, 0.6), (0.4, 0.6), (0.4, 1.001)], firstNode: 10)
        let areas = CoastlineAreas.areas(of: [first, second], within: Self.box)
        expectTrue(!Self.isSea(areas, 0.9, 0.5), "the land north")
        expectTrue(!Self.isSea(areas, 0.2, 0.45), "the headland between the two chains")
        expectTrue(Self.isSea(areas, 0.2, 0.1) && Self.isSea(areas, 0.2, 0.8))
    }

    @Test func anIslandIsLandInASeaAroundIt() {
        // East, north, west, south again: counterclockwise, so the land on the left is inside.
        var island = Self.way([(0.4, 0.4), (0.4, 0.6), (0.6, 0.6), (0.6, 0.4), (0.4, 0.4)], firstNode: 1)
        island.nodes[4] = island.nodes[0]
        let areas = CoastlineAreas.areas(of: [island], within: Self.box)
        expectTrue(areas.land.count == 1 && areas.sea.count == 1)
        expectTrue(Self.isSea(areas, 0.1, 0.1) && !Self.isSea(areas, 0.5, 0.5))
        // The other way round it is a sea (a lagoon) inside land.
        island.points.reverse()
        let lagoon = CoastlineAreas.areas(of: [island], within: Self.box)
        expectTrue(lagoon.land.isEmpty && Self.isSea(lagoon, 0.5, 0.5) && !Self.isSea(lagoon, 0.1, 0.1))
    }

    @Test func aCoastBrokenInsideTheBoxIsLeftOut() {
        let broken = Self.way([(0.5, -0.002), (0.5, 0.5)], firstNode: 1)
        expectTrue(CoastlineAreas.areas(of: [broken], within: Self.box).sea.isEmpty)
        expectEqual(CoastlineAreas.areas(of: [], within: Self.box), CoastlineAreas.Areas())
    }

    /// Monaco: the Mediterranean south-east of the coast is sea; the casino, the palace's rock and the stadium are
    /// land; the harbour's water is sea where the coastline goes round it.
    @Test func monacosSeaIsTheMediterranean() throws {
        let features = try MapFeaturesTests.features.get()
        let sea = features.features.filter { $0.kind == .sea }
        let land = features.features.filter { $0.kind == .land }
        expectTrue(!sea.isEmpty)
        expectTrue(sea.allSatisfy(\.isArea) && land.allSatisfy(\.isArea))
        let areas = CoastlineAreas.Areas(sea: sea.map(\.points), land: land.map(\.points))
        expectTrue(Self.isSea(areas, 43.725, 7.44), "off Monaco-Ville")
        expectTrue(Self.isSea(areas, 43.735, 7.43), "off Larvotto")
        expectTrue(Self.isSea(areas, 43.7355, 7.4235), "Port Hercule")
        expectTrue(!Self.isSea(areas, 43.7394, 7.4281), "the casino")
        expectTrue(!Self.isSea(areas, 43.7311, 7.4200), "the palace's rock")
        expectTrue(!Self.isSea(areas, 43.7276, 7.4156), "Stade Louis II")
        expectTrue(features.features.prefix(sea.count + land.count).allSatisfy { $0.kind == .sea || $0.kind == .land })
    }
}
