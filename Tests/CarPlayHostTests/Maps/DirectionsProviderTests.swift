import Expectations
import Foundation
import OpenStreetMap
import Testing

@testable import CarPlayHost

/// The providers without a server: the embedded one, reading Valhalla's answers and errors, the polyline format,
/// and the `--directions` setting.
@Suite struct DirectionsProviderTests {
    @Test func valhallaRequestsCarryTheRoadPreferences() throws {
        func body(_ avoid: RouteAvoidance) throws -> String {
            let request = ValhallaDirections.RouteRequest(
                locations: [.init(ValhallaServer.portHercule), .init(ValhallaServer.casino)], costing: "auto",
                alternates: 0, directionsOptions: .init(units: "kilometers", language: "en-US"),
                costingOptions: avoid.isEmpty ? nil : .init(avoiding: avoid))
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return String(decoding: try encoder.encode(request), as: UTF8.self)
        }
        expectTrue(try !body([]).contains("costing_options"))
        expectTrue(try body(.tolls).contains(#""costing_options":{"auto":{"use_tolls":0}}"#))
        expectTrue(try body([.tolls, .highways]).contains(#""auto":{"use_highways":0,"use_tolls":0}"#))
    }

    @Test func valhallaRequestsCarryTheCarsHeading() throws {
        func body(_ heading: Double?) throws -> String {
            let request = ValhallaDirections.RouteRequest(
                locations: [.init(ValhallaServer.portHercule, heading: heading), .init(ValhallaServer.casino)],
                costing: "auto", alternates: 0, directionsOptions: .init(units: "kilometers", language: "en-US"),
                costingOptions: nil)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return String(decoding: try encoder.encode(request), as: UTF8.self)
        }
        expectTrue(try !body(nil).contains("heading"))
        expectTrue(try body(359.7).contains(#""heading":0,"heading_tolerance":60"#))
        expectTrue(try body(92.2).contains(#""heading":92,"heading_tolerance":60"#))
    }

    @Test func theEmbeddedProviderIsTheCarsMap() async throws {
        let map = try require(CarMap.monaco)
        let routes = try await map.routes(from: ValhallaServer.portHercule, to: ValhallaServer.casino, alternatives: 2)
            .get()
        let best = try require(routes.first)
        expectEqual(best.steps.first?.instructions.hasPrefix("Head"), true)
        expectEqual(best.steps.last?.instructions.hasPrefix("Arrive"), true)
        expectGreater(best.coordinates.count, 5)
        expectLess(abs(best.steps.reduce(0) { $0 + $1.distance } - best.distance), 1)
        let paris = Coordinate(latitude: 48.85, longitude: 2.35)
        let none = await map.routes(from: ValhallaServer.portHercule, to: paris, alternatives: 0)
        #expect(throws: DirectionsError.directionsNotFound) { try none.get() }
        expectTrue(map.description.contains("OpenStreetMap"))
        // A car starts on its map's roads.
        let start = try require(map.centralRoadCoordinate)
        expectNotEqual(map.graph.nearestVertex(to: start, within: 1), nil)
    }

    @Test func anUnreachableServerIsAServerFailure() async {
        // Port 1 on loopback: nothing listens there.
        let provider = ValhallaDirections(url: URL(string: "http://127.0.0.1:1")!, timeout: 5)
        let answer = await provider.routes(
            from: ValhallaServer.portHercule, to: ValhallaServer.casino, alternatives: 0)
        #expect(throws: DirectionsError.serverFailure) { try answer.get() }
        expectEqual(provider.description, "Valhalla at http://127.0.0.1:1")
    }

    @Test func valhallasErrorsAreNoRouteOrServerFailures() {
        func answer(_ status: Int, _ body: String) -> Result<[DirectionsRoute], DirectionsError> {
            ValhallaDirections.answer(status: status, body: Data(body.utf8))
        }
        let noEdges = #"{"error_code":171,"error":"No suitable edges near location","status_code":400}"#
        let noPath = #"{"error_code":442,"error":"No path could be found for input","status_code":400}"#
        let unconnected = #"{"error_code":170,"error":"Locations are in unconnected regions","status_code":400}"#
        let badRequest = #"{"error_code":100,"error":"Failed to parse json request","status_code":400}"#
        #expect(throws: DirectionsError.directionsNotFound) { try answer(400, noEdges).get() }
        #expect(throws: DirectionsError.directionsNotFound) { try answer(400, noPath).get() }
        #expect(throws: DirectionsError.directionsNotFound) { try answer(400, unconnected).get() }
        #expect(throws: DirectionsError.serverFailure) { try answer(400, badRequest).get() }
        #expect(throws: DirectionsError.serverFailure) { try answer(502, "<html>Bad Gateway</html>").get() }
        #expect(throws: DirectionsError.serverFailure) { try answer(200, "{\"trip\": 3}").get() }
        #expect(throws: DirectionsError.serverFailure) { try answer(200, "").get() }
    }

    @Test func aTripBecomesARoute() throws {
        let shape = [
            Coordinate(latitude: 43.7347, longitude: 7.4206), Coordinate(latitude: 43.7354, longitude: 7.4204),
            Coordinate(latitude: 43.7356, longitude: 7.4214), Coordinate(latitude: 43.7362, longitude: 7.4215),
        ]
        let body = """
            {"trip":{"summary":{"length":0.25,"time":40.5,"has_toll":true,"has_highway":true,"has_ferry":true},
             "legs":[{"shape":"\(EncodedPolyline.encode(shape).replacingOccurrences(of: "\\", with: "\\\\"))",
              "summary":{"length":0.25,"time":40.5},
              "maneuvers":[
               {"type":1,"instruction":"Drive north on Rue Louis Notari.","street_names":["Rue Louis Notari"],
                "length":0.08,"time":8,"begin_shape_index":0,"end_shape_index":1},
               {"type":10,"instruction":"Turn right onto Rue Princesse Antoinette.","toll":true,
                "street_names":["Rue Princesse Antoinette"],"length":0.17,"time":32.5,"begin_shape_index":1,
                "end_shape_index":3},
               {"type":4,"instruction":"You have arrived at your destination.","length":0,"time":0,
                "begin_shape_index":3,"end_shape_index":3}]}]}}
            """
        let route = try require(try ValhallaDirections.answer(status: 200, body: Data(body.utf8)).get().first)
        expectTrue(route.distance == 250 && route.expectedTravelTime == 40.5)
        expectEqual(route.name, "Rue Princesse Antoinette")
        expectTrue(route.hasTolls && route.hasHighways)
        expectEqual(route.advisoryNotices, ["This route has tolls.", "This route includes a ferry."])
        expectEqual(
            route.steps.map(\.instructions),
            [
                "Drive north on Rue Louis Notari", "Turn right onto Rue Princesse Antoinette",
                "You have arrived at your destination",
            ])
        expectEqual(route.steps.map(\.notice), [nil, "Toll road", nil])
        expectEqual(route.steps.map(\.distance), [80, 170, 0])
        expectEqual(route.steps[1].coordinates.count, 3)
        expectEqual(route.coordinates.count, 4)
        expectTrue(zip(route.coordinates, shape).allSatisfy { $0.distance(to: $1) < 0.2 })
    }

    @Test func encodedPolylines() throws {
        // The format's published example (precision 5).
        let points = try require(EncodedPolyline.decode("_p~iF~ps|U_ulLnnqC_mqNvxq`@", precision: 5))
        expectEqual(
            points,
            [
                Coordinate(latitude: 38.5, longitude: -120.2), Coordinate(latitude: 40.7, longitude: -120.95),
                Coordinate(latitude: 43.252, longitude: -126.453),
            ])
        let monaco = [
            Coordinate(latitude: 43.734_712, longitude: 7.420_633), Coordinate(latitude: 43.7, longitude: 7.5),
        ]
        expectEqual(EncodedPolyline.decode(EncodedPolyline.encode(monaco)), monaco)
        expectEqual(EncodedPolyline.decode(""), [])
        expectEqual(EncodedPolyline.decode("_p~iF"), nil)  // a latitude without its longitude
        expectEqual(EncodedPolyline.decode("_p~iF~ps|"), nil)  // a value cut short
        expectEqual(EncodedPolyline.decode("ab cd"), nil)  // not the format's characters
    }

    @Test func theDirectionsSetting() throws {
        expectEqual(try DirectionsSetting(parsing: "embedded").provider, nil)
        let valhalla = try DirectionsSetting(parsing: "valhalla=http://127.0.0.1:8002")
        expectEqual(valhalla.kind, .valhalla(URL(string: "http://127.0.0.1:8002")!))
        expectEqual((valhalla.provider as? ValhallaDirections)?.url.absoluteString, "http://127.0.0.1:8002")
        expectEqual(valhalla.description, "valhalla=http://127.0.0.1:8002")
        let osrm = try DirectionsSetting(parsing: "osrm=http://127.0.0.1:5000")
        expectEqual((osrm.provider as? OSRMDirections)?.url.absoluteString, "http://127.0.0.1:5000")
        expectEqual(osrm.description, "osrm=http://127.0.0.1:5000")
        #expect(throws: DirectionsSetting.ParseError.self) { try DirectionsSetting(parsing: "graphhopper=http://x") }
        #expect(throws: DirectionsSetting.ParseError.self) { try DirectionsSetting(parsing: "valhalla=") }
        #expect(throws: DirectionsSetting.ParseError.self) { try DirectionsSetting(parsing: "valhalla=ftp://host") }
        #expect(throws: DirectionsSetting.ParseError.self) { try DirectionsSetting(parsing: "valhalla") }
    }
}
