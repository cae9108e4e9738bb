import Foundation
import Testing

@testable import OpenStreetMap

/// The name index of the Monaco extract.
@Suite struct PlaceIndexTests {
    static let index = Result {
        PlaceIndex(extract: try PBFReaderTests.monaco.get(), graph: try RoadGraphTests.graph.get())
    }

    @Test func findsTheCasinoByOneWord() throws {
        let index = try Self.index.get()
        let results = index.search("casino", near: RoadGraphTests.portHercule)
        let casino = try #require(results.first { $0.category == "amenity=casino" })
        #expect(casino.name.contains("Casino"))
        #expect(casino.id.hasPrefix("way/"))  // a building way, not a node
        #expect(casino.arrival.distance(to: casino.coordinate) < 200)
        #expect(results.allSatisfy { PlaceIndex.fold($0.name).contains("casino") })
    }

    @Test func wordsMatchByPrefixAccentsAndCaseIgnored() throws {
        let index = try Self.index.get()
        let devote = index.search("SAINTE DEVO")
        #expect(devote.contains { $0.name.contains("Sainte-Dévote") })
        #expect(index.search("  ").isEmpty)
        #expect(index.search("zzzqqq").isEmpty)
        let streets = index.search("avenue de monte")
        let first = try #require(streets.first)
        #expect(first.isStreet && first.name.hasPrefix("Avenue de Monte"))
    }

    @Test func categoriesAndRanking() throws {
        let index = try Self.index.get()
        let fuel = index.places(in: "amenity=fuel", near: RoadGraphTests.casino)
        #expect(!fuel.isEmpty)
        #expect(
            zip(fuel, fuel.dropFirst()).allSatisfy {
                $0.coordinate.distance(to: RoadGraphTests.casino) <= $1.coordinate.distance(to: RoadGraphTests.casino)
            })
        // Exact names rank first.
        let port = try #require(index.search("Port Hercule").first)
        #expect(PlaceIndex.fold(port.name).hasPrefix("port hercule"))
        #expect(PlaceIndex.fold("Rond-Point Sainte-Dévote") == "rond-point sainte-devote")
    }
}
