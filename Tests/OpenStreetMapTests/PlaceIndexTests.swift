import Expectations
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
        let casino = try require(results.first { $0.category == "amenity=casino" })
        expectTrue(casino.name.contains("Casino"))
        expectTrue(casino.id.hasPrefix("way/"))  // a building way, not a node
        expectLess(casino.arrival.distance(to: casino.coordinate), 200)
        expectTrue(results.allSatisfy { PlaceIndex.fold($0.name).contains("casino") })
    }

    @Test func wordsMatchByPrefixAccentsAndCaseIgnored() throws {
        let index = try Self.index.get()
        let devote = index.search("SAINTE DEVO")
        expectTrue(devote.contains { $0.name.contains("Sainte-Dévote") })
        expectTrue(index.search("  ").isEmpty)
        expectTrue(index.search("zzzqqq").isEmpty)
        let streets = index.search("avenue de monte")
        let first = try require(streets.first)
        expectTrue(first.isStreet && first.name.hasPrefix("Avenue de Monte"))
    }

    @Test func categoriesAndRanking() throws {
        let index = try Self.index.get()
        let fuel = index.places(in: "amenity=fuel", near: RoadGraphTests.casino)
        expectTrue(!fuel.isEmpty)
        expectTrue(
            zip(fuel, fuel.dropFirst()).allSatisfy {
                $0.coordinate.distance(to: RoadGraphTests.casino) <= $1.coordinate.distance(to: RoadGraphTests.casino)
            })
        // Exact names rank first.
        let port = try require(index.search("Port Hercule").first)
        expectTrue(PlaceIndex.fold(port.name).hasPrefix("port hercule"))
        expectEqual(PlaceIndex.fold("Rond-Point Sainte-Dévote"), "rond-point sainte-devote")
    }

    /// A place mapped twice is one result: Èze's Jardin Exotique is a node and a park 50 m apart, Monaco's a garden;
    /// two shops of one name far apart (the extract's two "Petit Casino") are two.
    @Test func aPlaceMappedTwiceIsFoundOnce() throws {
        let index = try Self.index.get()
        let named = { (name: String) in index.places.filter { $0.name == name && !$0.isStreet } }
        expectEqual(named("Jardin Exotique").count, 3)
        let gardens = index.search("Jardin Exotique").filter { $0.name == "Jardin Exotique" && !$0.isStreet }
        expectEqual(gardens.count, 2)
        expectTrue(gardens.count == 2 && gardens[0].coordinate.distance(to: gardens[1].coordinate) > 4000)
        let shops = named("Petit Casino")
        expectEqual(shops.count, 2)
        expectGreater(shops[0].coordinate.distance(to: shops[1].coordinate), PlaceIndex.samePlaceDistance)
        expectEqual(index.search("petit casino").filter { $0.name == "Petit Casino" }.count, 2)
        // The best match first: the name that starts with the words typed.
        expectEqual(
            index.search("casino de monte", near: RoadGraphTests.portHercule).first?.name, "Casino de Monte Carlo")
    }
}

extension PlaceIndexTests {
    /// A point of interest whose address is not tagged lies on the named road nearest it, as a driver reads its
    /// address: the casino on Place du Casino, the stadium on Avenue des Castelans; a tagged address is
    /// kept; a street has none.
    @Test func aPlaceWithoutATaggedAddressLiesOnTheNearestNamedRoad() throws {
        let index = try Self.index.get()
        let extract = try PBFReaderTests.monaco.get()
        func tags(of place: PlaceIndex.Place) -> OSMTags? {
            let parts = place.id.split(separator: "/")
            guard parts.count == 2, let id = Int64(parts[1]) else { return nil }
            return parts[0] == "way"
                ? extract.ways.first { $0.id == id }?.tags : extract.nodes.first { $0.id == id }?.tags
        }
        for (query, category, street) in [
            ("casino de monte", "amenity=casino", "Place du Casino"),
            ("stade louis", "leisure=stadium", "Avenue des Castelans"),
        ] {
            let place = try require(index.search(query).first { $0.category == category })
            expectEqual(tags(of: place)?["addr:street"], nil, "\(place.name) has its street tagged")
            expectEqual(place.street, street, "\(place.name)")
        }
        let tagged = try require(index.places.first { tags(of: $0)?["addr:street"] != nil })
        expectEqual(tagged.street, tags(of: tagged)?["addr:street"])
        expectEqual(index.search("avenue de monte").first?.street, nil)
    }
}
