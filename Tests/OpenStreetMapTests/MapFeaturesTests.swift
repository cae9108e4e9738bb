import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// The drawable features of the Monaco extract.
@Suite struct MapFeaturesTests {
    static let features = Result { MapFeatures(extract: try PBFReaderTests.monaco.get()) }

    @Test func everyKindIsFoundInPaintOrder() throws {
        let features = try Self.features.get()
        let kinds = Set(features.features.map(\.kind))
        expectTrue(kinds.isSuperset(of: [.water, .coastline, .park, .building, .road]))
        expectTrue(zip(features.features, features.features.dropFirst()).allSatisfy { $0.kind <= $1.kind })
        let roads = features.features.filter { $0.kind == .road }
        expectTrue(
            zip(roads, roads.dropFirst()).allSatisfy {
                ($0.level, $0.roadClass?.rank ?? 0) <= ($1.level, $1.roadClass?.rank ?? 0)
            })
        let casino = try require(
            features.features.first { $0.name?.contains("Casino") == true && $0.kind == .building })
        expectTrue(casino.isArea)
        expectTrue(roads.allSatisfy { !$0.isArea })
        // Tunnels under the roads on the ground, bridges over them: Monaco's Tunnel Dorsale runs in one.
        expectTrue(roads.contains { $0.level == .tunnel && $0.name == "Tunnel Dorsale" })
        expectTrue(roads.contains { $0.level == .bridge })
        expectTrue(features.features.filter { $0.kind != .road && $0.kind != .rail }.allSatisfy { $0.level == .ground })
        expectEqual(MapFeatures.Level.of(["tunnel": "building_passage"]), .tunnel)
        expectEqual(MapFeatures.Level.of(["bridge": "no"]), .ground)
        expectEqual(MapFeatures.Level.of(["bridge": "viaduct", "layer": "1"]), .bridge)
    }

    /// Named points of interest are places: a node at its position, an area (a building with an amenity) at its
    /// centre, with `PlaceIndex`'s category; unnamed ones and elements without a category are not.
    @Test func namedPointsOfInterestArePlacesAtOnePoint() {
        let extract = OSMExtract(
            nodes: [
                OSMNode(id: 1, latitude: 43.73, longitude: 7.42, tags: ["amenity": "fuel", "name": "Station"]),
                OSMNode(id: 2, latitude: 43.731, longitude: 7.421, tags: ["amenity": "fuel"]),
                OSMNode(id: 3, latitude: 43.732, longitude: 7.422, tags: ["name": "Somewhere"]),
                OSMNode(id: 10, latitude: 43.74, longitude: 7.43), OSMNode(id: 11, latitude: 43.74, longitude: 7.432),
                OSMNode(id: 12, latitude: 43.742, longitude: 7.432), OSMNode(id: 13, latitude: 43.742, longitude: 7.43),
            ],
            ways: [
                OSMWay(
                    id: 1, nodeIDs: [10, 11, 12, 13, 10],
                    tags: ["building": "yes", "amenity": "hospital", "name": "Hôpital"])
            ])
        let features = MapFeatures(extract: extract).features
        let places = features.filter { $0.kind == .place }
        expectEqual(places.map(\.name), ["Station", "Hôpital"])
        expectEqual(places.map(\.category), ["amenity=fuel", "amenity=hospital"])
        expectTrue(places.allSatisfy { $0.points.count == 1 && !$0.isArea })
        let hospital = places[1].points[0]
        expectTrue(abs(hospital.latitude - 43.741) < 0.0006 && abs(hospital.longitude - 7.431) < 0.0006)
        // The building is still drawn as a building, under the places (they come last in paint order).
        expectTrue(features.contains { $0.kind == .building && $0.id == 1 })
        expectEqual(features.last?.kind, .place)
    }

    /// A multipolygon relation of water: its outer ways, in any order and direction, joined into one area; its inner
    /// ring a hole in it; an island's ring outside the outer ring is not; a relation of no drawn kind, or whose outer
    /// ways do not close, gives nothing.
    static func multipolygonExtract(tags: OSMTags, closed: Bool = true) -> OSMExtract {
        // Outer square 0…0.01 (nodes 1–4), inner square 0.004…0.006 (nodes 5–8), a far ring (nodes 9–11).
        let corners: [(Int64, Double, Double)] = [
            (1, 0, 0), (2, 0, 0.01), (3, 0.01, 0.01), (4, 0.01, 0), (5, 0.004, 0.004), (6, 0.004, 0.006),
            (7, 0.006, 0.006), (8, 0.006, 0.004), (9, 0.02, 0.02), (10, 0.02, 0.021), (11, 0.021, 0.021),
        ]
        let nodes = corners.map { OSMNode(id: $0.0, latitude: 43.7 + $0.1, longitude: 7.4 + $0.2) }
        let ways = [
            OSMWay(id: 1, nodeIDs: [1, 2, 3]),  // along the ring
            OSMWay(id: 2, nodeIDs: closed ? [1, 4, 3] : [4, 3]),  // against it
            OSMWay(id: 3, nodeIDs: [5, 6, 7, 8, 5]),
            OSMWay(id: 4, nodeIDs: [9, 10, 11, 9]),
        ]
        let members = [
            OSMRelation.Member(type: .way, id: 2, role: "outer"), .init(type: .way, id: 3, role: "inner"),
            .init(type: .way, id: 1, role: "outer"), .init(type: .way, id: 4, role: "inner"),
        ]
        return OSMExtract(nodes: nodes, ways: ways, relations: [OSMRelation(id: 77, members: members, tags: tags)])
    }

    @Test func multipolygonRelationsAreAreasWithTheirHoles() throws {
        let water = MapFeatures(extract: Self.multipolygonExtract(tags: ["type": "multipolygon", "natural": "water"]))
        let areas = water.features.filter { $0.kind == .water }
        expectEqual(areas.count, 1)
        let area = try require(areas.first)
        expectTrue(area.isArea && area.points.count == 5 && area.points.first == area.points.last)
        expectTrue(area.holes.count == 1 && area.holes[0].count == 5)
        expectLess(area.id, -(1 << 40))
        let marina = MapFeatures(
            extract: Self.multipolygonExtract(tags: ["type": "multipolygon", "leisure": "marina"]))
        expectEqual(marina.features.filter { $0.kind == .water }.count, 1)
        let nothing = MapFeatures(extract: Self.multipolygonExtract(tags: ["type": "multipolygon", "place": "islet"]))
        expectTrue(nothing.features.isEmpty)
        let open = MapFeatures(
            extract: Self.multipolygonExtract(tags: ["type": "multipolygon", "natural": "water"], closed: false))
        expectTrue(open.features.isEmpty)
    }

    @Test func aRegionGetsOnlyWhatItShows() throws {
        let features = try Self.features.get()
        let around = MapFeatures.Bounds(
            minLatitude: 43.738, minLongitude: 7.426, maxLatitude: 43.741, maxLongitude: 7.430)
        let shown = features.features(in: around)
        expectTrue(!shown.isEmpty && shown.count < features.features.count / 10)
        expectTrue(shown.allSatisfy { $0.bounds.intersects(around) })
        let far = MapFeatures.Bounds(minLatitude: 10, minLongitude: 10, maxLatitude: 11, maxLongitude: 11)
        expectTrue(features.features(in: far).isEmpty)
        expectEqual(MapFeatures.kind(of: ["highway": "footway"]), nil)
        expectEqual(MapFeatures.kind(of: ["building": "yes"])?.0, .building)
        expectEqual(MapFeatures.kind(of: ["building": "no"]), nil)
        expectEqual(MapFeatures.kind(of: ["leisure": "park"])?.0, .park)
    }
}

/// The spatial index `features(in:)` answers from: every region gets exactly the features a scan of all of them
/// finds, in paint order, at any size and position.
@Suite struct MapFeaturesIndexTests {
    @Test func theIndexFindsWhatAScanFinds() throws {
        let features = try MapFeaturesTests.features.get()
        var regions: [MapFeatures.Bounds] = [
            // The whole extract and more, a region beyond its cells, one on a cell's edges, one a point.
            .init(minLatitude: 43.5, minLongitude: 7.2, maxLatitude: 43.9, maxLongitude: 7.7),
            .init(minLatitude: -90, minLongitude: -180, maxLatitude: 90, maxLongitude: 180),
            .init(minLatitude: 43.734375, minLongitude: 7.421875, maxLatitude: 43.7421875, maxLongitude: 7.4296875),
            .init(minLatitude: 43.7397, minLongitude: 7.4278, maxLatitude: 43.7397, maxLongitude: 7.4278),
        ]
        // Sizes and places spread evenly (additive recurrences of irrational steps), the same on every run.
        func spread(_ index: Int, _ step: Double) -> Double {
            (Double(index) * step).truncatingRemainder(dividingBy: 1)
        }
        for index in 0..<200 {
            let size = 0.0005 + 0.12 * spread(index, 0.618_033_988_7)
            let latitude = 43.70 + 0.08 * spread(index, 0.754_877_666_2)
            let longitude = 7.38 + 0.10 * spread(index, 0.569_840_290_9)
            regions.append(
                .init(
                    minLatitude: latitude, minLongitude: longitude, maxLatitude: latitude + size,
                    maxLongitude: longitude + size * 1.4))
        }
        var mismatches: [MapFeatures.Bounds] = []
        // Made once: `features` builds every feature from the store each time it is read.
        let all = features.features
        for region in regions {
            let scanned = all.filter { $0.bounds.intersects(region) }.map(\.id)
            if features.features(in: region).map(\.id) != scanned { mismatches.append(region) }
        }
        expectTrue(mismatches.isEmpty, "regions the index answers differently: \(mismatches)")
    }

    @Test func regionsThatAreNoRegionFindNothing() throws {
        let features = try MapFeaturesTests.features.get()
        let nonsense: [MapFeatures.Bounds] = [
            .init(minLatitude: 43.74, minLongitude: 7.43, maxLatitude: 43.73, maxLongitude: 7.44),
            .init(minLatitude: .nan, minLongitude: 7.42, maxLatitude: 43.74, maxLongitude: 7.43),
            .init(minLatitude: 43.73, minLongitude: -.infinity, maxLatitude: 43.74, maxLongitude: .infinity),
            .init(minLatitude: 100, minLongitude: 7.42, maxLatitude: 120, maxLongitude: 7.43),
        ]
        expectEqual(nonsense.map { features.features(in: $0).count }, [0, 0, 0, 0])
    }
}
