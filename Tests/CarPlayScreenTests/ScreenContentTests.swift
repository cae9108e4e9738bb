import CarPlayScreen
import Expectations
import Foundation
import Testing

/// A node's typed content (docs/SCREEN.md, Content): its JSON, its flattened entries for text snapshots, and what a
/// decoder does with values it does not know.
@Suite struct ScreenContentTests {
    static let control = ScreenContent(
        field: .title, alignment: .center, lines: 2, explicit: true,
        playbackControl: ScreenContent.PlaybackControl(
            control: .playPause, command: .togglePlayPause, interval: 15, state: .paused))

    func node(_ content: ScreenContent) -> ScreenNode {
        ScreenNode(role: .playbackControl, frame: Rect(x: 0, y: 0, width: 10, height: 10), content: content)
    }

    func screen(_ content: ScreenContent) -> Screen {
        Screen(
            display: .standard,
            root: ScreenNode(
                role: .screen, frame: Rect(x: 0, y: 0, width: 400, height: 240), children: [node(content)]))
    }

    func contentJSON(_ screen: Screen) throws -> [String: Any] {
        let object = try require(JSONSerialization.jsonObject(with: screen.jsonData()) as? [String: Any])
        let root = try require(object["root"] as? [String: Any])
        let child = try require((root["children"] as? [[String: Any]])?.first)
        return try require(child["content"] as? [String: Any])
    }

    @Test func contentIsWrittenWithTypedValuesAndReadBack() throws {
        let screen = screen(Self.control)
        let content = try contentJSON(screen)
        expectEqual(content["field"] as? String, "title")
        expectEqual(content["lines"] as? Int, 2)
        expectEqual(content["explicit"] as? Bool, true)
        let control = try require(content["playbackControl"] as? [String: Any])
        expectTrue(control["command"] as? String == "togglePlayPause" && control["interval"] as? Int == 15)
        // Absent members are not written: no nulls, no `false` for flags that are off.
        expectTrue(content["unread"] == nil && content.count == 5)
        expectEqual(try Screen.decode(screen.jsonData()).root.children[0].content, Self.control)
        let json = String(decoding: try screen.jsonData(), as: UTF8.self)
        expectTrue(json.contains(#""content":{"alignment":"center","explicit":true,"field":"title","lines":2,"#))
        expectTrue(json.contains(#""content":{}"#), "the root's empty content is written as {}")
    }

    @Test func entriesFlattenTheContentSortedByKey() {
        let entries = Self.control.entries.map { "\($0.key)=\($0.value)" }
        expectEqual(
            entries,
            [
                "alignment=center", "explicit=true", "field=title", "lines=2",
                "playbackControl.command=togglePlayPause",
                "playbackControl.control=playPause", "playbackControl.interval=15", "playbackControl.state=paused",
            ])
        expectTrue(ScreenContent().entries.isEmpty && ScreenContent().isEmpty)
        let lane = ScreenContent(lane: ScreenContent.Lane(status: .notGood, angles: [-45, 0, 90.5]))
        expectEqual(lane.entries.map(\.value), ["-45,0,90.5", "notGood"])
    }

    @Test func unknownKeysAreIgnoredAndUnknownValuesAreMalformed() throws {
        let data = try screen(Self.control).jsonData()
        var object = try require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        var root = try require(object["root"] as? [String: Any])
        var child = try require((root["children"] as? [[String: Any]])?.first)
        var content = try require(child["content"] as? [String: Any])
        content["hologram"] = "yes"
        child["content"] = content
        root["children"] = [child]
        object["root"] = root
        let unknownKey = try JSONSerialization.data(withJSONObject: object)
        expectEqual(try Screen.decode(unknownKey).root.children[0].content, Self.control)
        content["field"] = "hologram"
        child["content"] = content
        root["children"] = [child]
        object["root"] = root
        let unknownValue = try JSONSerialization.data(withJSONObject: object)
        #expect {
            try Screen.decode(unknownValue)
        } throws: { error in
            guard case .malformed(let reason) = error as? ScreenDecodingError else { return false }
            return reason.contains("root.children[0].content.field")
        }
        content["field"] = "title"
        content["lines"] = "2"
        child["content"] = content
        root["children"] = [child]
        object["root"] = root
        let stringNumber = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: ScreenDecodingError.self) { try Screen.decode(stringNumber) }
    }

    @Test func idsInsideContentAreReplacedByStableNames() {
        let uuid = UUID().uuidString
        let screen = screen(ScreenContent(section: ElementID(uuid), poi: ElementID(uuid + "/pin")))
        let stable = screen.withStableIDs().root.children[0].content
        expectTrue(stable.section == "e1" && stable.poi == "e1/pin")
    }
}
