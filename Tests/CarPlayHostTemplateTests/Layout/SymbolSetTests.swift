import Expectations
import Foundation
import Testing

@testable import CarPlayHost
@_spi(CarPlayHost) import CarPlay

#if canImport(FoundationXML)
import FoundationXML
@_spi(CarPlayHost) import UIKit
#endif

/// Parses an SVG document, recording the root element, its attributes and every colour used.
private final class SVGReader: NSObject, XMLParserDelegate {
    var root: String?
    var rootAttributes: [String: String] = [:]
    var colours: Set<String> = []
    var ids: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil {
            root = elementName
            rootAttributes = attributes
        }
        for key in ["fill", "stroke", "color", "stop-color"] {
            if let value = attributes[key] { colours.insert(value) }
        }
        if let id = attributes["id"] { ids.append(id) }
    }

    static func read(_ svg: String) -> SVGReader? {
        let reader = SVGReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        return parser.parse() ? reader : nil
    }
}

@Suite struct SymbolSetTests {
    static let required = [
        "play.fill", "pause.fill", "play", "pause", "forward.fill", "backward.fill", "forward.end.fill",
        "backward.end.fill", "shuffle", "repeat", "repeat.1", "music.note", "music.note.list", "music.mic", "mic",
        "mic.fill", "star", "star.fill", "heart", "heart.fill", "car", "car.fill", "fuelpump", "fuelpump.fill", "bolt",
        "bolt.fill", "bolt.car", "parkingsign", "parkingsign.circle", "p.circle", "fork.knife", "cup.and.saucer", "bag",
        "cart", "magnifyingglass", "phone", "phone.fill", "message", "message.fill", "person", "person.fill",
        "person.circle", "plus", "minus", "xmark", "checkmark", "list.bullet", "line.3.horizontal", "ellipsis",
        "square.grid.2x2", "house", "house.fill", "gear", "info.circle", "exclamationmark.triangle", "bell", "clock",
        "calendar", "location", "location.fill", "map", "mappin", "mappin.circle.fill", "arrow.up", "arrow.down",
        "arrow.left", "arrow.right", "arrow.turn.up.left", "arrow.turn.up.right", "arrow.uturn.left",
        "arrow.triangle.turn.up.right.diamond.fill", "arrow.triangle.branch", "chevron.left", "chevron.right",
        "square.and.pencil", "speaker.wave.2.fill", "speaker.slash.fill", "radio", "antenna.radiowaves.left.and.right",
        "books.vertical", "headphones", "waveform", "bookmark", "clock.arrow.circlepath", "arrow.down.circle",
        "icloud.and.arrow.down", "globe", "wifi", "dot.radiowaves.left.and.right", "battery.100", "ev.charger",
        "bed.double", "building.2", "creditcard", "tray", "folder", "trash", "square.and.arrow.up", "hand.thumbsup",
        "questionmark",
    ]

    @Test func theSymbolsAppsUseAreThere() {
        let missing = Self.required.filter { !SymbolSet.contains($0) }
        expectTrue(missing.isEmpty, "missing: \(missing)")
    }

    @Test @MainActor func tabBarSystemItemSymbolsAreThere() {
        for item in UITabBarItem.SystemItem.allCases {
            expectTrue(SymbolSet.contains(item._symbolName), "\(item): \(item._symbolName)")
        }
    }

    @Test func everySymbolIsATintableSVG() throws {
        expectEqual(SymbolSet.svg.count, SymbolSet.names.count)
        for (name, svg) in SymbolSet.svg.sorted(by: { $0.key < $1.key }) + [
            ("missing image", SymbolSet.missingImageSVG)
        ] {
            let reader = try require(SVGReader.read(svg), "\(name) is not well-formed XML")
            expectEqual(reader.root, "svg", "\(name)")
            expectEqual(reader.rootAttributes["viewBox"], "0 0 24 24", "\(name)")
            expectEqual(reader.rootAttributes["xmlns"], "http://www.w3.org/2000/svg", "\(name)")
            // Only currentColor, so front ends tint by setting `color`.
            expectTrue(reader.colours.isSubset(of: ["currentColor", "none"]), "\(name): \(reader.colours)")
            // No ids: many copies of a symbol are inlined in one page.
            expectTrue(reader.ids.isEmpty, "\(name)")
            expectLess(svg.utf8.count, 2_000, "\(name) is \(svg.utf8.count) bytes")
        }
    }

    @Test func lookUps() throws {
        expectTrue(SymbolSet.contains("play.fill"))
        expectTrue(!SymbolSet.contains("foo.bar"))
        expectTrue(!SymbolSet.contains(""))
        expectEqual(SymbolSet.svg(named: "foo.bar"), nil)
        let play = try require(SymbolSet.svg(named: "play.fill"))
        expectEqual(play, SymbolSet.svg["play.fill"])
        expectTrue(play.hasPrefix("<svg"))
        expectTrue(play.hasSuffix("</svg>"))
        expectEqual(SymbolSet.names, SymbolSet.names.sorted())
    }

    @Test func missingImageGlyphIsADashedBoxWithAQuestionMark() throws {
        expectTrue(SymbolSet.missingImageSVG.contains("stroke-dasharray"))
        expectTrue(SymbolSet.missingImageSVG.contains("<rect"))
        expectTrue(!SymbolSet.contains("missing image"))
    }
}
