import CarPlayHost
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// The drive controls' places come from the car's map: the places an app's search finds there, by their names.
@Suite struct DriveDestinationTests {
    @Test func monacoOffersTheCasinoTheStadiumAndThePortFromItsPlaces() throws {
        let map = try require(CarMap.monaco)
        let offered = map.driveDestinations
        expectEqual(offered.map(\.id), ["casino", "stade", "port"])
        expectEqual(offered.map(\.name), ["Casino de Monte Carlo", "Stade Louis II", "Port Hercule"])
        for destination in offered {
            // The place the map's search finds under that name, where a car arrives at it.
            let place = try require(map.places.search(destination.name).first { $0.name == destination.name })
            expectEqual(destination.coordinate, place.arrival)
        }
    }

    @Test func aMapWithoutThePlacesOffersOnlyThoseItHas() {
        let extract = OSMExtract(
            nodes: [
                OSMNode(id: 1, latitude: 48.85, longitude: 2.35),
                OSMNode(id: 2, latitude: 48.86, longitude: 2.35),
                OSMNode(
                    id: 3, latitude: 48.855, longitude: 2.351, tags: ["name": "Port Hercule", "amenity": "parking"]),
            ],
            ways: [OSMWay(id: 10, nodeIDs: [1, 2], tags: ["highway": "primary", "name": "Rue Test"])])
        let map = CarMap(extract: extract, attribution: "test")
        expectEqual(map.driveDestinations.map(\.id), ["port"])
    }
}
