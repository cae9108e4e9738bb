import CarPlayScreen
import Expectations
import Foundation
import Testing

/// The Screen contract on its own: a screen made here (no host, no layout) survives its JSON, and the JSON says which
/// schema it is written in.
@Suite struct ScreenContractJSONTests {
    /// A small screen that uses every part of the contract: a list row with an image and drawing items, a modal with
    /// actions, a map view, and a focused element.
    static func example() -> Screen {
        let display = DisplayConfiguration.standard.rightHandDrive()
        let icon = ScreenImage(
            source: .system("music.note"), size: Size(width: 40, height: 40), scale: 2, isTemplate: true,
            tint: "#007AFF")
        let row = ScreenNode(
            role: .listRow, frame: Rect(x: 52, y: 40, width: 348, height: 44), id: "row-1", text: "Abbey Road",
            detailText: "The Beatles", font: ScreenFont(size: 15, weight: .bold), foreground: "#000000",
            action: .select("row-1"), content: ScreenContent(accessory: .disclosureIndicator),
            children: [ScreenNode(role: .rowImage, frame: Rect(x: 62, y: 42, width: 40, height: 40), image: icon)])
        var drawn = row
        drawn.drawing = [
            .text("Abbey Road", frame: Rect(x: 110, y: 44, width: 280, height: 19), font: ScreenFont(size: 15)),
            .image(icon, frame: Rect(x: 62, y: 42, width: 40, height: 40), covers: true),
            .fill(
                .separator, frame: Rect(x: 110, y: 83, width: 290, height: 0.5),
                color: ScreenColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25)),
        ]
        var map = ScreenNode(role: .mapView, frame: Rect(x: 0, y: 0, width: 400, height: 240))
        map.mapView = ScreenMapView(
            settings: ScreenMapView.Settings(
                center: ScreenMapView.Coordinate(latitude: 43.7384, longitude: 7.4246), zoom: 15, distance: 1200,
                heading: 0, pitch: 0, mapType: "standard", trackingMode: "none", pointsOfInterest: "all",
                showsCompass: true, showsScale: false, showsTraffic: false, showsBuildings: true,
                attribution: "© OpenStreetMap contributors"),
            appearance: .dark,
            overlays: [
                ScreenMapView.Overlay(
                    shape: "polyline", points: [[43.73, 7.42], [43.74, 7.43]], level: "aboveRoads",
                    strokeColor: "#0A84FF", lineWidth: 6)
            ],
            annotations: [ScreenMapView.Annotation(latitude: 43.73, longitude: 7.42, title: "Casino")],
            userLocation: ScreenMapView.Coordinate(latitude: 43.735, longitude: 7.421))
        let modal = ScreenNode(
            role: .modal, frame: display.bounds,
            children: [
                ScreenNode(
                    role: .alertAction, frame: Rect(x: 100, y: 100, width: 200, height: 44), id: "ok", text: "OK",
                    action: .playback(.playPause)),
                ScreenNode(
                    role: .panButton, frame: Rect(x: 100, y: 150, width: 44, height: 44), id: "pan/up",
                    action: .panMap(.up)),
                ScreenNode(
                    role: .key, frame: Rect(x: 150, y: 150, width: 44, height: 44), id: "key-a",
                    action: .insertText(search: "search", text: "a")),
            ])
        let root = ScreenNode(
            role: .screen, frame: display.bounds, background: "#FFFFFF",
            children: [
                ScreenNode(
                    role: .scrollView, frame: Rect(x: 52, y: 40, width: 348, height: 200), id: "list-1",
                    contentHeight: 44, scrollOffset: 0, children: [drawn]),
                map, modal,
            ])
        return Screen(display: display, root: root, focusedElement: "pan/up", warnings: ["a warning"])
    }

    @Test func aScreenSurvivesItsJSON() throws {
        let screen = Self.example()
        expectEqual(screen.focusOrder, ["ok", "pan/up", "key-a"])
        expectEqual(screen.focusedElement, "pan/up")
        expectEqual(try Screen.decode(screen.jsonData()), screen)
        expectEqual(try Screen.decode(screen.jsonData(prettyPrinted: true)), screen)
        // Through Codable alone too (what front ends written in Swift use).
        let decoded = try JSONDecoder().decode(Screen.self, from: JSONEncoder().encode(screen))
        expectEqual(decoded, screen)
        expectEqual(decoded.root.children[1].mapView?.zoom, 15)
    }

    @Test func theJSONIsWrittenInTheCurrentSchemaVersion() throws {
        let screen = Self.example()
        expectEqual(Screen.currentSchemaVersion, 3)
        expectLessOrEqual(Screen.oldestReadableSchemaVersion, Screen.currentSchemaVersion)
        expectEqual(screen.schemaVersion, Screen.currentSchemaVersion)
        let json = String(decoding: try screen.jsonData(), as: UTF8.self)
        expectTrue(json.contains(#""schemaVersion":3"#))
        expectEqual(try Screen.decode(screen.jsonData()).schemaVersion, Screen.currentSchemaVersion)
    }

    @Test func otherSchemaVersionsAreRejected() throws {
        func data(version: Int?) throws -> Data {
            var object = try require(JSONSerialization.jsonObject(with: Self.example().jsonData()) as? [String: Any])
            object["schemaVersion"] = version
            return try JSONSerialization.data(withJSONObject: object)
        }
        let newer = Screen.currentSchemaVersion + 1
        #expect(throws: ScreenDecodingError.unsupportedVersion(found: newer, supported: Screen.currentSchemaVersion)) {
            try Screen.decode(data(version: newer))
        }
        let older = Screen.oldestReadableSchemaVersion - 1
        #expect(throws: ScreenDecodingError.unsupportedVersion(found: older, supported: Screen.currentSchemaVersion)) {
            try Screen.decode(data(version: older))
        }
        #expect(throws: ScreenDecodingError.missingVersion) { try Screen.decode(data(version: nil)) }
    }
}
