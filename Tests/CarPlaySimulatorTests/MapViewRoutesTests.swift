import CarPlayHost
@testable import CarPlaySimulator
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// The map data the page draws map views from (`/map/features`), and map nodes in the screens the simulator sends.
@MainActor @Suite struct MapViewRoutesTests {
    static let data = MapDrawingData.monaco
    func routes(_ data: MapDrawingData?) -> SimulatorRoutes {
        SimulatorRoutes(webRoot: nil, apps: [], imageStore: ImageStore(), mapData: data)
    }

    @Test func aRegionAnswersItsFeaturesAsJSONAndIsKept() throws {
        let data = try require(Self.data)
        let routes = routes(data)
        let before = data.cachedRegions
        let reply = routes.reply(path: "/map/features", query: "bbox=7.415,43.730,7.432,43.742")
        expectEqual(reply.status, 200)
        expectEqual(reply.contentType, "application/json")
        let json = try require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
        let features = try require(json["features"] as? [[String: Any]])
        expectGreater(features.count, 500)
        expectTrue(features.contains { $0["kind"] as? String == "road" && $0["class"] as? String == "primary" })
        expectTrue(features.contains { $0["kind"] as? String == "building" && $0["area"] as? Bool == true })
        expectEqual((json["attribution"] as? String)?.contains("OpenStreetMap"), true)
        // Paint order: kinds never go back.
        let order = ["water", "coastline", "park", "building", "rail", "road"]
        let kinds = features.compactMap { $0["kind"] as? String }.compactMap { order.firstIndex(of: $0) }
        expectEqual(kinds, kinds.sorted())
        expectEqual(data.cachedRegions, before + 1)
        expectEqual(routes.reply(path: "/map/features", query: "bbox=7.415,43.730,7.432,43.742").body, reply.body)
        expectEqual(data.cachedRegions, before + 1)
    }

    @Test func theWholeExtractIsValidJSONWithEveryName() throws {
        let reply = routes(Self.data).reply(path: "/map/features", query: "bbox=7.385,43.705,7.475,43.775")
        let json = try require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])
        let features = try require(json["features"] as? [[String: Any]])
        let names = Set(features.compactMap { $0["name"] as? String })
        expectTrue(names.contains("Boulevard Albert 1er"))
        // One-way roads carry their direction; nothing else does.
        let oneWays = features.filter { $0["oneway"] != nil }
        expectGreater(oneWays.count, 50)
        expectTrue(oneWays.allSatisfy { $0["kind"] as? String == "road" && [1, -1].contains($0["oneway"] as? Int) })
        // Every feature of the widened region (the largest a request may ask for: 0.1° each way), once.
        let region = try require(try? MapDrawingData.Region.parse("7.385,43.705,7.475,43.775").get()).snapped
        let bounds = MapFeatures.Bounds(
            minLatitude: region.minLatitude, minLongitude: region.minLongitude, maxLatitude: region.maxLatitude,
            maxLongitude: region.maxLongitude)
        // Places are drawn by Apple's category: those without one are left out.
        let drawable = Self.data?.features.features(in: bounds).filter {
            $0.kind != .place || $0.category.flatMap(PointOfInterestCategories.appleCategory(of:)) != nil
        }
        expectEqual(features.count, drawable?.count)
        expectGreater(features.count, 10_000)
        // Each place is one point with its Apple category.
        let places = features.filter { $0["kind"] as? String == "place" }
        expectGreater(places.count, 50)
        expectTrue(
            places.allSatisfy {
                ($0["category"] as? String)?.hasPrefix("MKPOICategory") == true
                    && ($0["points"] as? [Double])?.count == 2
            })
        expectEqual(features.filter { $0["category"] != nil }.count, places.count)
    }

    @Test func mapDataIsForbiddenWithoutThePageHeader() throws {
        let data = try require(Self.data)
        let before = data.cachedRegions
        let reply = routes(data).reply(
            path: "/map/features", query: "bbox=7.4151,43.7301,7.4321,43.7421", fromPage: false)
        expectEqual(reply.status, 403)
        expectTrue(String(decoding: reply.body, as: UTF8.self).contains("X-CarPlay-Page: 1"))
        expectEqual(data.cachedRegions, before, "nothing computed or kept")
    }

    @Test func badRegionsAre400WithTheReasonAndNoMapIs404() {
        let routes = routes(Self.data)
        for (query, reason) in [
            (nil, "required"), ("bbox=1,2,3", "four numbers"), ("bbox=1,x,3,4", "four numbers"),
            ("bbox=7.5,43.7,7.4,43.8", "empty"), ("bbox=7,91,8,92", "off the Earth"),
            ("bbox=0,40,10,50", "too large"), ("bbox=7.3,43.7,7.45,43.75", "too large"),
        ] as [(String?, String)] {
            let reply = routes.reply(path: "/map/features", query: query)
            expectEqual(reply.status, 400)
            expectTrue(String(decoding: reply.body, as: UTF8.self).contains(reason))
        }
        expectEqual(routes.reply(path: "/map/other", query: "bbox=7.4,43.7,7.5,43.8").status, 404)
        expectEqual(self.routes(nil).reply(path: "/map/features", query: "bbox=7.4,43.7,7.5,43.8").status, 404)
    }

    /// A screen holding one map node with `map`.
    func screen(_ map: ScreenMapView) -> Screen {
        var node = ScreenNode(role: .mapView, frame: Rect(x: 0, y: 0, width: 400, height: 240))
        node.mapView = map
        return Screen(
            display: .standard,
            root: ScreenNode(role: .screen, frame: Rect(x: 0, y: 0, width: 400, height: 240), children: [node]))
    }

    func map(zoom: Double, strokeColor: String) throws -> ScreenMapView {
        let json = """
            {"center": {"latitude": 43.7375, "longitude": 7.424}, "zoom": \(zoom), "heading": 0, "pitch": 0,
             "distance": 1200, "appearance": "light", "mapType": "standard", "trackingMode": "none",
             "pointsOfInterest": "all", "showsCompass": true, "showsScale": false, "showsTraffic": false,
             "showsBuildings": true, "annotations": [], "userLocation": {"latitude": 43.7347, "longitude": 7.4206},
             "overlays": [{"shape": "polyline", "points": [[43.73, 7.42], [43.74, 7.43]], "holes": [],
                           "level": "aboveRoads", "strokeColor": "\(strokeColor)", "lineWidth": 6,
                           "lineDashPattern": [], "alpha": 1}]}
            """
        return try JSONDecoder().decode(ScreenMapView.self, from: Data(json.utf8))
    }

    @Test func aChangedMapIsSentAsAPatchOfItsNode() throws {
        let old = screen(try map(zoom: 15, strokeColor: "#007AFF"))
        let new = screen(try map(zoom: 16.5, strokeColor: "#FF0000"))
        var published = PublishedScreen(old)
        expectEqual(published.json, (try JSONValue.parse(old.jsonData())))
        let before = published.json
        let change = try published.update(to: new)
        let expected = try JSONValue.parse(new.jsonData())
        expectEqual(published.json, expected)
        guard case .ops(let ops) = change else {
            Issue.record("expected a patch, got \(change)")
            return
        }
        expectTrue(ops.allSatisfy { $0.path.hasPrefix("/root/children/0/mapView") })
        expectEqual(try JSONPatch.apply(ops, to: before), expected)
    }

    @Test func aScreenThatCannotBeWrittenChangesNothing() throws {
        let old = screen(try map(zoom: 15, strokeColor: "#007AFF"))
        var unwritable = try map(zoom: 16, strokeColor: "#FF0000")
        unwritable.settings.zoom = .nan
        var published = PublishedScreen(old)
        let before = published.json
        // The old JSON is changed in place while the new screen is compared; an error must leave it whole.
        #expect(throws: EncodingError.self) { try published.update(to: screen(unwritable)) }
        expectEqual(published.json, before)
        expectEqual(published.screen, old)
        let new = screen(try map(zoom: 16.5, strokeColor: "#FF0000"))
        guard case .ops(let ops) = try published.update(to: new) else {
            Issue.record("expected a patch")
            return
        }
        expectEqual(published.json, try JSONValue.parse(new.jsonData()))
        expectEqual(try JSONPatch.apply(ops, to: before), published.json)
    }
}
