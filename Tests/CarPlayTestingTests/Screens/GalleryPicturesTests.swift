import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The gallery's pictures: each one a well-formed SVG document in the display's pixels holding every text the screen
/// draws; written to docs/gallery when `CARPLAY_GALLERY` names the directory (`scripts/gallery`).
@MainActor @Suite(.serialized) struct GalleryPicturesTests {
    static func check(_ picture: GalleryPictures.Picture) {
        let parser = XMLParser(data: Data(picture.svg.utf8))
        expectTrue(parser.parse(), "\(picture.name) is not well-formed: \(String(describing: parser.parserError))")
        let display = picture.screen.display
        expectTrue(picture.svg.contains(#"width="\#(display.pixelWidth)" height="\#(display.pixelHeight)""#))
        for node in picture.screen.root.all(where: { !$0.drawing.isEmpty }) {
            for item in node.drawing where item.kind == .text {
                guard let text = item.text, !text.isEmpty else { continue }
                expectTrue(
                    picture.svg.contains(">" + SVGTestText.escaped(text) + "</text>"), "\(picture.name): \(text)")
            }
        }
    }

    @Test func everyTemplateAndDrivesMapArePicturedAndWrittenWhenAsked() async throws {
        let directory = ProcessInfo.processInfo.environment["CARPLAY_GALLERY"].flatMap { $0.isEmpty ? nil : $0 }
        let templates = GalleryPictures.templates()
        // Drive on every preset; in both appearances only for the gallery (the renderer's work is the same).
        let drives = try await GalleryPictures.drives(bothAppearances: directory != nil)
        expectEqual(templates.count, Gallery.scenes.count * 2)
        expectEqual(drives.count, DisplayConfiguration.presets.count * (directory != nil ? 2 : 1))
        let scenes = try await GalleryPictures.driveScenes()
        expectEqual(scenes.map(\.screen.root.role), [.dashboard, .dashboard, .instrumentCluster, .instrumentCluster])
        for picture in templates + drives + scenes { Self.check(picture) }
        // Drive's pictures show the car's streets under the guidance card.
        for picture in drives { expectTrue(picture.svg.contains("Boulevard") || picture.svg.contains("Avenue")) }
        if let directory {
            try GalleryPictures.write(templates, drives, scenes, to: URL(fileURLWithPath: directory))
        }
    }
}

/// Text as the SVG writes it (XML escapes).
enum SVGTestText {
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }
}
