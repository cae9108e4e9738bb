import Expectations
import Testing

@testable import OpenStreetMap

/// `MapFeatureStore`: features kept as records and one array of points in degrees × 10⁷ (issue 21, the map's memory).
@Suite struct MapFeatureStoreTests {
    @Test func featuresComeBackWithTheirPointsToTheCentimetreAndTheirOwnBounds() {
        var store = MapFeatureStore()
        let road = [
            Coordinate(latitude: 43.738_412_34, longitude: 7.424_615_67),
            Coordinate(latitude: -33.868_8, longitude: 151.209_3), Coordinate(latitude: 89.999_999_9, longitude: -180),
        ]
        let ring = [
            Coordinate(latitude: 1, longitude: 1), Coordinate(latitude: 1, longitude: 2),
            Coordinate(latitude: 2, longitude: 2), Coordinate(latitude: 1, longitude: 1),
        ]
        let hole = [Coordinate(latitude: 1.2, longitude: 1.5), Coordinate(latitude: 1.3, longitude: 1.6)]
        store.append(
            id: 7, kind: .road, roadClass: .primary, name: "Boulevard", isArea: false, level: .bridge, points: road)
        store.append(
            id: -5, kind: .water, roadClass: nil, name: nil, isArea: true, level: .ground, points: ring, holes: [hole])
        store.append(
            id: 9, kind: .place, roadClass: nil, name: "Casino", isArea: false, level: .ground, points: [road[0]],
            category: "amenity=casino")
        // Sorted, the records keep their own points.
        store.sort { $0.id < $1.id }
        expectEqual(store.records.map(\.id), [-5, 7, 9])
        let water = store.feature(at: 0)
        let boulevard = store.feature(at: 1)
        let casino = store.feature(at: 2)
        for (feature, points) in [(water, ring), (boulevard, road), (casino, [road[0]])] {
            expectEqual(feature.points.count, points.count)
            expectTrue(
                zip(feature.points, points).allSatisfy {
                    abs($0.latitude - $1.latitude) <= 0.5e-7 && abs($0.longitude - $1.longitude) <= 0.5e-7
                })
            expectEqual(feature.bounds, MapFeatures.Bounds(feature.points))
            expectEqual(store.bounds(at: store.records.firstIndex { $0.id == feature.id }!), feature.bounds)
        }
        expectEqual(water.points.first, water.points.last, "a closed ring stays closed")
        expectTrue(water.holes == [hole] && water.isArea && boulevard.holes.isEmpty)
        expectTrue(boulevard.name == "Boulevard" && boulevard.roadClass == .primary && boulevard.level == .bridge)
        expectTrue(casino.category == "amenity=casino" && casino.kind == .place)
        // What a city's map keeps a feature in, besides its points (8 bytes each): the figure the store's memory
        // was measured with.
        expectEqual(MemoryLayout<MapFeatureStore.Record>.stride, 72)
    }
}
