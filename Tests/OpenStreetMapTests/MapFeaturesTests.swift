import Foundation
import Testing

@testable import OpenStreetMap

/// The drawable features of the Monaco extract.
@Suite struct MapFeaturesTests {
    static let features = Result { MapFeatures(extract: try PBFReaderTests.monaco.get()) }

    @Test func everyKindIsFoundInPaintOrder() throws {
        let features = try Self.features.get()
        let kinds = Set(features.features.map(\.kind))
        #expect(kinds.isSuperset(of: [.water, .coastline, .park, .building, .road]))
        #expect(zip(features.features, features.features.dropFirst()).allSatisfy { $0.kind <= $1.kind })
        let roads = features.features.filter { $0.kind == .road }
        #expect(zip(roads, roads.dropFirst()).allSatisfy { ($0.roadClass?.rank ?? 0) <= ($1.roadClass?.rank ?? 0) })
        let casino = try #require(
            features.features.first { $0.name?.contains("Casino") == true && $0.kind == .building })
        #expect(casino.isArea)
        #expect(roads.allSatisfy { !$0.isArea })
    }

    @Test func aRegionGetsOnlyWhatItShows() throws {
        let features = try Self.features.get()
        let around = MapFeatures.Bounds(
            minLatitude: 43.738, minLongitude: 7.426, maxLatitude: 43.741, maxLongitude: 7.430)
        let shown = features.features(in: around)
        #expect(!shown.isEmpty && shown.count < features.features.count / 10)
        #expect(shown.allSatisfy { $0.bounds.intersects(around) })
        let far = MapFeatures.Bounds(minLatitude: 10, minLongitude: 10, maxLatitude: 11, maxLongitude: 11)
        #expect(features.features(in: far).isEmpty)
        #expect(MapFeatures.kind(of: ["highway": "footway"]) == nil)
        #expect(MapFeatures.kind(of: ["building": "yes"])?.0 == .building)
        #expect(MapFeatures.kind(of: ["building": "no"]) == nil)
        #expect(MapFeatures.kind(of: ["leisure": "park"])?.0 == .park)
    }
}
