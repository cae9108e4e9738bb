import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import Testing
import UIKit

/// The screen is the whole truth: every text and image a node shows is a drawing item with its own frame, so a front
/// end draws without measuring or laying out anything.
@MainActor @Suite struct ScreenDrawingTests {
    @Test(arguments: Gallery.scenes)
    func everyTextAndImageIsDrawnAtAFrame(_ scene: GalleryScene) {
        for display in DisplayConfiguration.presets {
            let screen = scene.car(display: display).screen
            screen.root.visit { node in
                let lines = node.drawing.filter { $0.kind == .text }.compactMap(\.text)
                // A container may name itself (a sports team) while a child draws the fitted text.
                let childTexts = node.children.compactMap(\.text)
                for text in [node.text, node.detailText].compactMap({ $0 }) where !text.isEmpty {
                    let drawn =
                        text.components(separatedBy: "\n").allSatisfy(lines.contains)
                        || !childTexts.isEmpty
                    expectTrue(drawn, "\(scene.name) on \(display.id): \(node.role) text \"\(text)\" is not drawn")
                }
                // Waveforms (playing indicators, the Now Playing button) are glyphs the front end animates.
                if let image = node.image, ![.playingIndicator, .nowPlayingButton].contains(node.role) {
                    expectTrue(
                        node.role == .missingImage || node.drawing.contains { $0.image == image },
                        "\(scene.name) on \(display.id): \(node.role)'s image is not drawn")
                }
                for item in node.drawing {
                    expectTrue(item.frame.width >= 0 && item.frame.height >= 0)
                    expectTrue(item.frame.x.isFinite && item.frame.y.isFinite)
                    if item.kind == .text { expectNotEqual(item.font, nil, "\(node.role) draws a line without a font") }
                }
            }
        }
    }

    @Test func aRowsTextLinesSitBetweenItsLeadingAndTrailingChildren() throws {
        let car = try require(Gallery.scenes.first { $0.name == "list" }).car()
        for row in car.screen.nodes(.listRow) {
            let lines = row.drawing.filter { $0.kind == .text }
            expectTrue(!lines.isEmpty)
            for child in row.children where child.role == .rowImage {
                expectTrue(lines.allSatisfy { $0.frame.minX >= child.frame.maxX }, "text after the row's image")
            }
            for child in row.children where child.role == .accessory {
                expectTrue(lines.allSatisfy { $0.frame.maxX <= child.frame.minX }, "text before the accessory")
            }
            if let detail = lines.first(where: { $0.style == .detail }),
                let title = lines.first(where: { $0.style == .primary })
            {
                expectGreaterOrEqual(detail.frame.minY, title.frame.maxY, "detail below the title")
            }
        }
    }

    @Test func imageGridTitlesSitUnderTheirImages() throws {
        let car = try require(Gallery.scenes.first { $0.name == "imageRows" }).car()
        let elements = car.screen.nodes(.imageRowElement).filter {
            [.row, .imageGrid].contains($0.content.imageElement?.style)
        }
        expectTrue(!elements.isEmpty)
        for element in elements {
            let image = try require(element.children.first { $0.role == .rowImage })
            let title = try require(element.drawing.first { $0.kind == .text })
            expectTrue(title.frame.minY >= image.frame.maxY && title.frame.width > 0)
        }
    }

    @Test func drawingItemsRoundTripThroughJSON() throws {
        let screen = try require(Gallery.scenes.first { $0.name == "nowPlaying" }).car().screen
        let decoded = try Screen.decode(screen.jsonData())
        expectEqual(decoded.root.all { !$0.drawing.isEmpty }.count, screen.root.all { !$0.drawing.isEmpty }.count)
        expectGreater(decoded.root.all { !$0.drawing.isEmpty }.count, 5)
    }
}
