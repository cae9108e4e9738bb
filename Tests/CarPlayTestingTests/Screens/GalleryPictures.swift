import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Expectations
import Foundation
import Testing

/// The pictures of docs/gallery: every template and element style of `Gallery.scenes` on the standard display, and
/// Drive's map template (a trip to the casino, guiding) on every display preset, light and dark, drawn by
/// `SVGRenderer`. `scripts/gallery` writes them (`CARPLAY_GALLERY=docs/gallery`); the tests draw them all.
@MainActor enum GalleryPictures {
    struct Picture {
        var name: String
        var title: String
        var svg: String
        var screen: Screen
    }

    static let appearances: [DisplayConfiguration.Appearance] = [.light, .dark]

    /// Every template's scene on the standard display, light and dark.
    static func templates() -> [Picture] {
        var pictures: [Picture] = []
        for scene in Gallery.scenes {
            for appearance in appearances {
                let car = scene.car(display: DisplayConfiguration.standard.with(appearance: appearance))
                let screen = car.screen
                pictures.append(
                    Picture(
                        name: "\(scene.name)-\(appearance.rawValue)", title: "\(scene.name), \(appearance.rawValue)",
                        svg: car.svgRenderer.render(screen), screen: screen))
            }
        }
        return pictures
    }

    /// Drive guiding to the casino on `display`, 40 seconds into the trip; with `scenes`, also its Dashboard tile
    /// and its instrument cluster (the wide cluster with a safe area).
    static func drive(on display: DisplayConfiguration, scenes: Bool = false) async throws -> [Picture] {
        let car = TestCar(category: .navigation)
        car.display = display
        let app = DriveSceneDelegate()
        app.format = DriveFormat(locale: Locale(identifier: "en_GB"))
        car.connect(app)
        await car.settle()
        if scenes { car.connectDriveScenes(of: app, cluster: .widescreenWideSafeArea) }
        _ = car.tap("Destinations")
        _ = car.tap("Casino de Monte Carlo")
        await car.settle()
        _ = car.startTrip()
        let guidance = try require(app.guidance)
        try car.drive(guidance.route)
        for _ in 0..<40 {
            await car.speechAudioReady()
            car.advanceClock(by: 1)
        }
        car.movePointer(to: Point(x: 1, y: 1))  // the map buttons and the bar show
        let screen = car.screen
        let appearance = display.appearance.rawValue
        var pictures = [
            Picture(
                name: "drive-\(display.id)-\(appearance)", title: "Drive guiding, \(display.name), \(appearance)",
                svg: car.svgRenderer.render(screen), screen: screen)
        ]
        for (kind, other) in [("dashboard", car.dashboard), ("cluster", car.cluster)] where scenes {
            let shown = try require(other, "Drive's \(kind) screen")
            pictures.append(
                Picture(
                    name: "drive-\(kind)-\(appearance)", title: "Drive's \(kind), \(shown.display.name), \(appearance)",
                    svg: car.svgRenderer.render(shown), screen: shown))
        }
        return pictures
    }

    /// Drive's Dashboard tile (on the standard display) and instrument cluster (1920×720, wide safe area), light
    /// and dark.
    static func driveScenes() async throws -> [Picture] {
        var pictures: [Picture] = []
        for appearance in appearances {
            pictures += try await drive(on: DisplayConfiguration.standard.with(appearance: appearance), scenes: true)
                .dropFirst()
        }
        // Light and dark side by side per screen.
        return pictures.filter { $0.name.hasPrefix("drive-dashboard") }
            + pictures.filter { $0.name.hasPrefix("drive-cluster") }
    }

    /// Drive on every preset, light and dark (`bothAppearances`), or each preset in one appearance, light and dark
    /// in turn.
    static func drives(bothAppearances: Bool) async throws -> [Picture] {
        var pictures: [Picture] = []
        for (index, preset) in DisplayConfiguration.presets.enumerated() {
            for appearance in bothAppearances ? appearances : [appearances[index % 2]] {
                pictures += try await drive(on: preset.with(appearance: appearance))
            }
        }
        return pictures
    }

    /// Writes the pictures as PNG files into `directory` with an index (README.md): a table per set, light and dark
    /// side by side (the pictures come in pairs, light first).
    static func write(_ templates: [Picture], _ drives: [Picture], _ scenes: [Picture], to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for picture in drives + scenes + templates {
            try SVGRenderer.png(fromSVG: picture.svg).write(to: directory.appendingPathComponent(picture.name + ".png"))
        }
        func table(_ pictures: [Picture], _ label: (Picture) -> String) -> String {
            var rows = "| | light | dark |\n|---|---|---|\n"
            for index in stride(from: 0, to: pictures.count - 1, by: 2) {
                let (light, dark) = (pictures[index], pictures[index + 1])
                rows +=
                    "| \(label(light)) | ![\(light.title)](\(light.name).png) | ![\(dark.title)](\(dark.name).png) |\n"
            }
            return rows
        }
        let index = """
            # Gallery

            What the car shows, drawn by `SVGRenderer` (the browser car's shapes and colours, the car's map of Monaco)
            and converted to PNG by librsvg, in each display's pixels. Written by `scripts/gallery` from
            `Tests/CarPlayTestingTests/Screens/GalleryPictures.swift`; do not edit by hand. Map data © OpenStreetMap
            contributors, ODbL 1.0.

            ## Drive's map template on every display preset

            Drive guiding to the Casino de Monte-Carlo, 40 seconds into the trip, the map buttons showing.

            \(table(drives) { $0.screen.display.name })
            ## Drive's Dashboard tile and instrument cluster

            The Dashboard's map tile on the standard display (its shortcut buttons while guiding give way to the
            maneuver) and the 1920×720 cluster with its safe area outlined, during the same trip.

            \(table(scenes) { $0.name.contains("dashboard") ? "Dashboard" : "Cluster" })
            ## Every template on the standard display

            One scene per template and element style (`Gallery.scenes`), built with Apple's API as an app would.

            \(table(templates) { "`" + $0.name.replacingOccurrences(of: "-light", with: "") + "`" })
            """
        try Data(index.utf8).write(to: directory.appendingPathComponent("README.md"))
    }
}
