import Expectations
import Foundation
import Testing
@testable import CarPlayHost

@Suite struct ScreenJSONTests {
    func string(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    /// The small screen whose JSON docs/SCREEN.md shows.
    static func example() -> Screen {
        let bounds = DisplayConfiguration.standard.bounds
        let row = ScreenNode(
            role: .listRow, frame: Rect(x: 52, y: 40, width: 348, height: 44), id: "row-1", text: "Abbey Road",
            detailText: "The Beatles", font: ScreenFont(size: 15), foreground: "#000000", action: .select("row-1"),
            content: ScreenContent(accessory: .disclosureIndicator),
            children: [
                ScreenNode(
                    role: .rowImage, frame: Rect(x: 62, y: 42, width: 40, height: 40),
                    image: ScreenImage(
                        source: .system("music.note"), size: Size(width: 40, height: 40), scale: 2, isTemplate: true,
                        tint: "#007AFF"))
            ])
        let root = ScreenNode(
            role: .screen, frame: bounds, background: "#FFFFFF",
            children: [
                ScreenNode(
                    role: .scrollView, frame: Rect(x: 52, y: 40, width: 348, height: 200), id: "list-1",
                    contentHeight: 44, scrollOffset: 0, children: [row])
            ])
        return Screen(display: .standard, root: root, focusedElement: "row-1")
    }

    @Test func roundTrip() throws {
        let screen = SampleScreens.list(focused: 1, modal: true)
        let decoded = try Screen.decode(screen.jsonData())
        expectEqual(decoded, screen)
        let pretty = try Screen.decode(screen.jsonData(prettyPrinted: true))
        expectEqual(pretty, screen)
        expectEqual(decoded.focusedElement, screen.focusedElement)
        expectEqual(decoded.schemaVersion, Screen.currentSchemaVersion)
    }

    @Test func keysAreSortedAndNumbersClean() throws {
        var screen = Self.example()
        screen.root.children[0].frame.x = 0.1 + 0.2
        screen.root.children[0].value = .nan
        screen.root.children[0].scrollOffset = -0.0
        let json = string(try screen.jsonData())
        expectTrue(
            json.hasPrefix(
                #"{"display":{"appearance":"light","drivingSide":"leftHandDrive","id":"standard","inputDevices":["touch","knob","touchpad"],"#
            ))
        expectTrue(json.contains(#""frame":{"height":200,"width":348,"x":0.3,"y":40}"#))
        expectTrue(json.contains(#""value":0"#))
        expectTrue(json.contains(#""scrollOffset":0,"#))
        expectTrue(!json.contains("-0"))
        expectTrue(json.contains(#""schemaVersion":3"#))
        expectTrue(json.contains(#""action":{"element":"row-1","type":"select"}"#))
        expectTrue(!json.contains(#"\/"#))
    }

    @Test func imageSourceEncoding() throws {
        func encoded(_ source: ImageVariant.Source) throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return string(try encoder.encode(source))
        }
        // One key, the kind of source, with a string: no synthesized "_0" keys in the public format.
        expectEqual(try encoded(.system("play.fill")), #"{"system":"play.fill"}"#)
        expectEqual(try encoded(.named("cover")), #"{"named":"cover"}"#)
        expectEqual(try encoded(.data(digest: "ab12")), #"{"data":"ab12"}"#)
        expectEqual(try encoded(.file("/tmp/a.png")), #"{"file":"\/tmp\/a.png"}"#)
        for source in [ImageVariant.Source.system("a"), .named("b"), .data(digest: "c"), .file("/d")] {
            expectEqual(try JSONDecoder().decode(ImageVariant.Source.self, from: Data(encoded(source).utf8)), source)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ImageVariant.Source.self, from: Data(#"{"system":"a","named":"b"}"#.utf8))
        }
    }

    @Test func newerVersionIsRejected() throws {
        var object = try require(JSONSerialization.jsonObject(with: Self.example().jsonData()) as? [String: Any])
        object["schemaVersion"] = 4
        let newer = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: ScreenDecodingError.unsupportedVersion(found: 4, supported: 3)) { try Screen.decode(newer) }
        let error = ScreenDecodingError.unsupportedVersion(found: 4, supported: 3)
        expectEqual(
            error.description,
            "Screen schema version 4 is not supported: this build reads versions 3 to 3 (docs/SCREEN.md).")
        // Version 2 wrote a node's content as a string map (`attributes`), version 1 also image sources in Swift's
        // synthesized form; this build reads neither.
        for version in [2, 1] {
            object["schemaVersion"] = version
            let old = try JSONSerialization.data(withJSONObject: object)
            #expect(throws: ScreenDecodingError.unsupportedVersion(found: version, supported: 3)) {
                try Screen.decode(old)
            }
        }
        object["schemaVersion"] = 0
        let zero = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: ScreenDecodingError.unsupportedVersion(found: 0, supported: 3)) { try Screen.decode(zero) }
        // A newer screen is rejected before its unknown fields are looked at.
        let future = Data(#"{"schemaVersion": 9, "hologram": true}"#.utf8)
        #expect(throws: ScreenDecodingError.unsupportedVersion(found: 9, supported: 3)) { try Screen.decode(future) }
    }

    @Test func malformedJSON() throws {
        #expect(throws: ScreenDecodingError.missingVersion) { try Screen.decode(Data(#"{"root": {}}"#.utf8)) }
        #expect {
            try Screen.decode(Data("[1, 2]".utf8))
        } throws: { error in
            if case .malformed = error as? ScreenDecodingError { true } else { false }
        }
        do {
            _ = try Screen.decode(Data("not json".utf8))
            Issue.record("decoded garbage")
        } catch let error as ScreenDecodingError {
            guard case .malformed(let reason) = error else { Issue.record("\(error)"); return }
            expectTrue(reason.hasPrefix("not valid JSON"))
        }
        // Valid JSON, wrong shape: the error says where.
        var object = try require(JSONSerialization.jsonObject(with: Self.example().jsonData()) as? [String: Any])
        var root = try require(object["root"] as? [String: Any])
        root["role"] = "hologram"
        object["root"] = root
        let data = try JSONSerialization.data(withJSONObject: object)
        do {
            _ = try Screen.decode(data)
            Issue.record("decoded an unknown role")
        } catch let error as ScreenDecodingError {
            guard case .malformed(let reason) = error else { Issue.record("\(error)"); return }
            expectTrue(reason.contains("root.role"))
            expectTrue(error.description.hasPrefix("Malformed Screen JSON: "))
        }
        object["root"] = nil
        let noRoot = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: ScreenDecodingError.malformed(#"missing key "root" at the top level"#)) {
            try Screen.decode(noRoot)
        }
    }

    @Test func stableIDs() throws {
        let ids = SampleScreens.IDs()
        let screen = SampleScreens.list(ids: ids, focused: 2)
        let stable = screen.withStableIDs()
        // Tree order: back (e1/back), add (e2), the list (e3), rows (e4...).
        expectEqual(stable.root.first { $0.role == .backButton }?.id, "e1/back")
        expectEqual(stable.root.first { $0.role == .barButton }?.id, "e2")
        expectEqual(stable.root.first { $0.role == .scrollView }?.id, "e3")
        expectEqual(stable.nodes(.listRow).compactMap(\.id), ["e4", "e5", "e6", "e7", "e8", "e9"])
        expectEqual(stable.focusOrder, ["e1/back", "e2", "e4", "e5", "e6", "e8", "e9"])
        expectEqual(stable.focusedElement, "e4")
        expectEqual(stable.nodes(.listRow)[0].content.section, "e4")
        // Another run, other UUIDs: the same JSON.
        let again = SampleScreens.list(focused: 2).withStableIDs()
        expectTrue(try again.jsonData() == stable.jsonData())
        expectTrue(!string(try stable.jsonData()).contains(ids.add.rawValue))
    }

    @Test func printExample() throws {
        // The example in docs/SCREEN.md.
        let json = string(try Self.example().jsonData(prettyPrinted: true))
        expectTrue(json.contains(#""source" : {"#))
        expectTrue(json.contains(#""warnings" : []"#))
        expectTrue(json.contains(#""content" : {},"#))
        print(json)
    }
}
