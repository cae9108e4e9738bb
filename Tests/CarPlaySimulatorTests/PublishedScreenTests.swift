import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// How the simulator turns screens into JSON and diffs: straight into a tree (`JSONValueEncoder`), node by node
/// (`PublishedScreen`). The JSON must be exactly what `Screen.jsonData()` writes, and the operations must turn the
/// pages' JSON into it while naming only what changed.
@MainActor @Suite struct PublishedScreenTests {
    /// Real screens: the home screen, Faulty's list, the player's Now Playing and tab bar, focus moved, dark.
    func screens() throws -> [Screen] {
        let car = try Apps.car()
        var screens: [Screen] = [car.currentScreen()]
        try car.launch(Apps.faultyID)
        screens.append(car.currentScreen())
        _ = try? car.rotateKnob(2)
        screens.append(car.currentScreen())
        try car.launch(Apps.playerID)
        screens.append(car.currentScreen())
        _ = try? car.rotateKnob(1)
        screens.append(car.currentScreen())
        car.setAppearance(.dark)
        screens.append(car.currentScreen())
        return screens
    }

    @Test func encodesExactlyAsTheScreensJSON() throws {
        for screen in try screens() {
            let expected = try JSONValue.parse(screen.jsonData())
            expectEqual(PublishedScreen(screen).json, expected)
        }
    }

    @Test func encoderMatchesJSONEncoderForMessages() throws {
        let messages: [ServerMessage] = [
            .welcome(protocolVersion: 1, screenSchema: 2),
            .ack(inReplyTo: 7, outcome: .handled),
            .error(ProtocolError.outOfDate(input: 3, current: 4)),
            .diff(ServerMessage.Diff(seq: 2, base: 1)),
            // Patch operations take a shortcut in the encoder (their JSON directly): the same JSON as their Codable form.
            .diff(
                ServerMessage.Diff(
                    seq: 3, base: 2,
                    screen: .ops([
                        JSONPatchOperation(op: .replace, path: "/root/text", value: "Tab \"1\""),
                        JSONPatchOperation(op: .remove, path: "/root/children/3"),
                        JSONPatchOperation(
                            op: .add, path: "/root/children/2", value: ["role": "row", "frame": [1, 2]]),
                    ]), cluster: .ops([JSONPatchOperation(op: .replace, path: "/root/value", value: nil)]))),
        ]
        for message in messages {
            let viaText = try JSONValue.parse(JSONEncoder().encode(message))
            expectEqual(try JSONValueEncoder.encode(message), viaText)
            expectEqual(try JSONValue.parse(Data(message.jsonText().utf8)), viaText)
        }
        // Integers of every width, floats, nil, nested containers.
        struct Mixed: Encodable {
            var a: Int8 = -3
            var b: UInt64 = 1 << 40
            var c: Float = 0.5
            var d: String? = nil
            var e: [[String: Double]] = [["x": 1.25], [:]]
            var g: Bool? = true
        }
        let viaText = try JSONValue.parse(JSONEncoder().encode(Mixed()))
        expectEqual(try JSONValueEncoder.encode(Mixed()), viaText)
        #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(["bad": Double.nan]) }
        // The error names where the number is (the coding path, kept as a chain of keys until then).
        func path(of value: some Encodable) -> [String]? {
            let error = #expect(throws: EncodingError.self) { try JSONValueEncoder.encode(value) }
            guard case .invalidValue(_, let context)? = error else { return nil }
            return context.codingPath.map(\.stringValue)
        }
        expectEqual(path(of: ["outer": ["bad": [1, Double.infinity]]]), ["outer", "bad", "1"])
        expectEqual(path(of: [["x": Float.nan]]), ["0", "x"])
        // Data in its own Codable form, an array of bytes (JSONEncoder writes base64; no message holds Data).
        expectEqual(try JSONValueEncoder.encode(Data([1, 2, 255])), [1, 2, 255])
    }

    @Test func stringsAreWrittenAsJSON() throws {
        let text = "quote \" backslash \\ slash / tab \t nul \u{0} bell \u{7} line \u{2028} para \u{2029} é ☕️ 𝄞"
        let json = JSONValue.array([.string(text), ["k\"/~": .string(text)]]).jsonString
        expectTrue(!json.contains("\u{2028}") && !json.contains("\u{0}") && json.contains(#"\u2028"#))
        expectTrue(json.contains("slash /"))
        expectEqual(try JSONValue.parse(Data(json.utf8)), .array([.string(text), ["k\"/~": .string(text)]]))
        expectTrue(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any] != nil)
    }

    @Test func opsTurnTheOldJSONIntoTheNew() throws {
        let all = try screens()
        for old in all {
            for new in all {
                var published = PublishedScreen(old)
                let before = published.json
                let change = try published.update(to: new)
                let expected = try JSONValue.parse(new.jsonData())
                expectEqual(published.json, expected)
                switch change {
                case .none: expectEqual(before, expected)
                case .whole(let json): expectEqual(json, expected)
                case .ops(let ops): expectEqual(try JSONPatch.apply(ops, to: before), expected)
                }
            }
        }
    }

    /// A screen whose members outside the tree are unchanged reuses their JSON; each of them changed alone is sent.
    @Test func everyMemberOutsideTheTreeIsCompared() throws {
        let car = try Apps.car()
        try car.launch(Apps.faultyID)
        let base = car.currentScreen()
        // The members `PublishedScreen` compares besides the root: a new stored property must be compared too.
        expectEqual(
            Mirror(reflecting: base).children.map(\.label),
            [
                "schemaVersion", "display", "root", "focusOrder", "focusedElement", "warnings", "theme",
            ])
        var changed: [Screen] = []
        var display = base
        display.display.safeAreaInsets.left += 10
        changed.append(display)
        var order = base
        order.focusOrder = Array(base.focusOrder.reversed().dropFirst())
        changed.append(order)
        var focused = base
        focused.focusedElement = base.focusOrder.last
        changed.append(focused)
        var warned = base
        warned.warnings.append("a warning")
        changed.append(warned)
        var themed = base
        themed.theme = nil
        changed.append(themed)
        for new in changed {
            expectNotEqual(new, base)
            var published = PublishedScreen(base)
            let before = published.json
            let change = try published.update(to: new)
            let expected = try JSONValue.parse(new.jsonData())
            expectEqual(published.json, expected)
            switch change {
            case .ops(let ops):
                expectEqual(try JSONPatch.apply(ops, to: before), expected)
                expectTrue(!ops.isEmpty && ops.allSatisfy { !$0.path.hasPrefix("/root") }, "\(ops)")
            case .whole(let json):
                // Another display (its safe area here) is sent whole.
                expectTrue(new.display != base.display && json == expected)
            case .none: Issue.record("a changed screen is sent")
            }
        }
    }

    @Test func aChangeOfOneNodeSendsOnlyItsMembers() throws {
        let car = try Apps.car()
        try car.launch(Apps.faultyID)
        let screen = car.currentScreen()
        var published = PublishedScreen(screen)
        var changed = screen
        // One row's text changes, deep in the tree.
        let path = try require(Self.path(to: { $0.role == .listRow }, in: screen.root))
        changed.root.modify(at: path) { $0.text = "Renamed" }
        let change = try published.update(to: changed)
        guard case .ops(let ops) = change else {
            Issue.record("expected operations, got \(change)")
            return
        }
        let nodePath = "/root" + path.map { "/children/\($0)" }.joined()
        expectTrue(ops.contains { $0.path == nodePath + "/text" && $0.value == "Renamed" })
        // Only that node's members (its text, and the drawing items that show it).
        expectTrue(ops.allSatisfy { $0.path.hasPrefix(nodePath + "/") }, "\(ops.map(\.path))")
        expectEqual(try JSONPatch.apply(ops, to: PublishedScreen(screen).json), published.json)

        // A child added and one removed at the end of a list of children.
        var grown = changed
        grown.root.modify(at: Array(path.dropLast())) { parent in
            parent.children.append(ScreenNode(role: .text, frame: Rect(x: 1, y: 2, width: 3, height: 4), text: "New"))
        }
        guard case .ops(let added) = try published.update(to: grown) else {
            Issue.record("expected operations")
            return
        }
        expectTrue(added.count == 1 && added[0].op == .add)
        guard case .ops(let removed) = try published.update(to: changed) else {
            Issue.record("expected operations")
            return
        }
        expectTrue(removed.count == 1 && removed[0].op == .remove)
        expectEqual(try published.update(to: changed), .none)
    }

    /// Each member of a node, changed alone (to the value another node of a real screen has), is sent at its own
    /// path: the comparison of every member looks at that member.
    @Test func eachMemberChangedAloneIsSent() throws {
        let screens = try screens()
        var nodes: [ScreenNode] = []
        func collect(_ node: ScreenNode) {
            nodes.append(node)
            node.children.forEach(collect)
        }
        screens.forEach { collect($0.root) }
        var mapNode = ScreenNode(role: .mapView, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        mapNode.mapView = ScreenMapView(
            settings: ScreenMapView.Settings(
                center: .init(latitude: 43.731, longitude: 7.421), zoom: 16, distance: 900, heading: 0, pitch: 0,
                mapType: "standard", trackingMode: "follow", pointsOfInterest: "all", showsCompass: true,
                showsScale: false, showsTraffic: false, showsBuildings: true),
            appearance: .light)
        nodes.append(mapNode)
        // What the screens' nodes all share: a disabled, selected node with a value.
        var other = ScreenNode(role: .text, frame: Rect(x: 0, y: 0, width: 1, height: 1))
        other.isEnabled.toggle()
        other.isSelected.toggle()
        other.value = 0.25
        nodes.append(other)
        typealias Member = (
            key: String, differs: (ScreenNode, ScreenNode) -> Bool, take: (inout ScreenNode, ScreenNode) -> Void
        )
        let members: [Member] = [
            ("role", { $0.role != $1.role }, { $0.role = $1.role }),
            ("frame", { $0.frame != $1.frame }, { $0.frame = $1.frame }),
            ("id", { $0.id != $1.id }, { $0.id = $1.id }),
            ("text", { $0.text != $1.text }, { $0.text = $1.text }),
            ("detailText", { $0.detailText != $1.detailText }, { $0.detailText = $1.detailText }),
            ("image", { $0.image != $1.image }, { $0.image = $1.image }),
            ("font", { $0.font != $1.font }, { $0.font = $1.font }),
            ("foreground", { $0.foreground != $1.foreground }, { $0.foreground = $1.foreground }),
            ("background", { $0.background != $1.background }, { $0.background = $1.background }),
            ("action", { $0.action != $1.action }, { $0.action = $1.action }),
            ("isEnabled", { $0.isEnabled != $1.isEnabled }, { $0.isEnabled = $1.isEnabled }),
            ("isSelected", { $0.isSelected != $1.isSelected }, { $0.isSelected = $1.isSelected }),
            ("value", { $0.value != $1.value }, { $0.value = $1.value }),
            ("content", { $0.content != $1.content }, { $0.content = $1.content }),
            ("contentHeight", { $0.contentHeight != $1.contentHeight }, { $0.contentHeight = $1.contentHeight }),
            ("scrollOffset", { $0.scrollOffset != $1.scrollOffset }, { $0.scrollOffset = $1.scrollOffset }),
            ("drawing", { $0.drawing != $1.drawing }, { $0.drawing = $1.drawing }),
            ("mapView", { $0.mapView != $1.mapView }, { $0.mapView = $1.mapView }),
        ]
        let screen = screens[1]
        let path = try require(Self.path(to: { $0.role == .listRow }, in: screen.root))
        let nodePath = "/root" + path.map { "/children/\($0)" }.joined()
        var target = screen.root
        for index in path { target = target.children[index] }
        for member in members {
            guard let donor = nodes.first(where: { member.differs(target, $0) }) else {
                Issue.record("no node of the screens has another \(member.key)")
                continue
            }
            var changed = screen
            changed.root.modify(at: path) { member.take(&$0, donor) }
            let ops = try Self.sentOperations(from: screen, to: changed, change: member.key)
            expectTrue(
                ops?.contains { $0.path.hasPrefix(nodePath + "/" + member.key) } == true,
                "\(member.key): \(ops?.map(\.path) ?? [])")
        }
    }

    /// A changed member with numbers is sent as `Screen.jsonData()` writes it, numbers cleaned, whatever else changed
    /// with it; members without numbers (an id, an action) are sent without cleaning the node.
    @Test func aChangedNodesNumbersAreSentCleaned() throws {
        let car = try Apps.car()
        try car.launch(Apps.faultyID)
        let screen = car.currentScreen()
        let path = try require(Self.path(to: { $0.role == .listRow }, in: screen.root))
        let noise = 1e-9  // gone once cleaned to 6 decimals
        let font = ScreenFont(size: 17 + noise)
        let image = ScreenImage(
            source: .system("star"), size: Size(width: 20 + noise, height: 20), scale: 2 + noise, isTemplate: true)
        let item = ScreenDrawItem(
            kind: .text, frame: Rect(x: noise, y: 1, width: 2, height: 3), text: "n", font: font, image: image,
            fraction: 0.5 + noise, cornerRadius: noise, opacity: 1 - noise, lineWidth: 2 + noise)
        // Each member alone, then all at once with an id and an action.
        let changes: [(inout ScreenNode) -> Void] = [
            { $0.frame.x += noise }, { $0.value = 0.3 + noise }, { $0.contentHeight = 44 + noise },
            { $0.scrollOffset = 10 + noise }, { $0.font = font }, { $0.image = image }, { $0.drawing.append(item) },
            { $0.content.corner = 8 + noise },
            { node in
                node.id = ElementID("renamed")
                node.action = .selectImage(row: "renamed", index: 2)
                node.frame.y += noise
                node.drawing = [item]
                node.content.corner = noise
            },
        ]
        for (index, change) in changes.enumerated() {
            var changed = screen
            changed.root.modify(at: path, change)
            _ = try Self.sentOperations(from: screen, to: changed, change: "change \(index)")
        }
    }

    /// A map view that follows the car moves its camera every second: the pages are sent the camera, not its route,
    /// and the JSON kept for its overlays and annotations is exactly theirs whichever of them change.
    @Test func aMapViewsCameraMoveSendsTheCameraNotTheRoute() throws {
        let car = try Apps.car()
        try car.launch(Apps.faultyID)
        var screen = car.currentScreen()
        let path = try require(Self.path(to: { $0.role == .listRow }, in: screen.root))
        let route: [[Double]] = (0..<300).map { (step: Int) -> [Double] in
            let along = Double(step)
            return [43.73 + along * 1e-5, 7.42 + along * 2e-5]
        }
        let settings = ScreenMapView.Settings(
            center: .init(latitude: 43.731, longitude: 7.421), zoom: 16, distance: 900, heading: 0, pitch: 0,
            mapType: "standard", trackingMode: "follow", pointsOfInterest: "all", showsCompass: true,
            showsScale: false, showsTraffic: false, showsBuildings: true)
        screen.root.modify(at: path) {
            $0.mapView = ScreenMapView(
                settings: settings, appearance: .light,
                overlays: [.init(shape: "polyline", points: route, level: "aboveRoads", lineWidth: 6)],
                annotations: [.init(latitude: 43.74, longitude: 7.43, title: "Casino")])
        }
        let nodePath = "/root" + path.map { "/children/\($0)" }.joined() + "/mapView"
        let changes: [(name: String, change: (inout ScreenMapView) -> Void, sends: [String])] = [
            (
                "camera",
                {
                    $0.center.latitude += 1e-4; $0.heading = 12
                }, ["/center/latitude", "/heading"]
            ),
            ("route", { $0.overlays[0].points[7][0] += 1e-4 }, ["/overlays/0/points/7/0"]),
            ("pin", { $0.annotations[0].title = "Casino de Monte-Carlo" }, ["/annotations/0/title"]),
            (
                "camera and pins",
                {
                    $0.zoom = 17; $0.annotations = []
                }, ["/annotations/0", "/zoom"]
            ),
            ("puck", { $0.userLocation = .init(latitude: 43.7302, longitude: 7.4205) }, ["/userLocation"]),
            (
                "settings",
                {
                    $0.mapType = "mutedStandard"; $0.showsTraffic = true; $0.attribution = "© OpenStreetMap"
                    $0.appearance = .dark
                }, ["/appearance", "/attribution", "/mapType", "/showsTraffic"]
            ),
        ]
        for (name, change, sends) in changes {
            var changed = screen
            changed.root.modify(at: path) { change(&$0.mapView!) }
            let ops = try Self.sentOperations(from: screen, to: changed, change: name)
            expectEqual(ops?.map(\.path), sends.map { nodePath + $0 }, "\(name)")
        }
        // A camera JSON cannot hold is an encoding error, as the encoder gives it, and the pages keep their screen.
        var published = PublishedScreen(screen)
        var broken = screen
        broken.root.modify(at: path) { $0.mapView!.heading = .nan }
        #expect(throws: EncodingError.self) { try published.update(to: broken) }
        expectEqual(published.screen, screen)
    }

    @Test func anotherDisplayOrNoScreenIsSentWhole() throws {
        let car = try Apps.car()
        try car.launch(Apps.faultyID)
        let screen = car.currentScreen()
        var published = PublishedScreen(screen)
        var rotated = screen
        rotated.display.scale = 3
        expectEqual(try published.update(to: rotated), .whole(try JSONValue.parse(rotated.jsonData())))
        expectEqual(try published.update(to: nil), .whole(.null))
        expectEqual(published.json, .null)
        expectEqual(try published.update(to: screen), .whole(try JSONValue.parse(screen.jsonData())))
    }

    /// The operations the pages are sent when `screen` becomes `changed`, checked: the JSON kept and the operations
    /// applied to the old JSON are both exactly `changed`'s JSON. Nil (an issue recorded) when the screen is sent whole.
    static func sentOperations(from screen: Screen, to changed: Screen, change: String) throws
        -> [JSONPatchOperation]?
    {
        expectNotEqual(changed, screen, "\(change): the screen changed")
        var published = PublishedScreen(screen)
        let ops: [JSONPatchOperation]
        switch try published.update(to: changed) {
        case .ops(let sent): ops = sent
        // A change the JSON does not show (numbers that clean to the same): nothing to send.
        case .none: ops = []
        case .whole:
            Issue.record("\(change): expected operations")
            return nil
        }
        let expected = try JSONValue.parse(changed.jsonData())
        // (Compared first: a failure names the change, not two screens of JSON.)
        let sent = published.json == expected
        let applied = try JSONPatch.apply(ops, to: PublishedScreen(screen).json) == expected
        expectTrue(sent && applied, "\(change): sent \(sent), applied \(applied)")
        return ops
    }

    /// Child indexes from `root` to the first node that matches, depth first.
    static func path(to match: (ScreenNode) -> Bool, in node: ScreenNode) -> [Int]? {
        for (index, child) in node.children.enumerated() {
            if match(child) { return [index] }
            if let rest = path(to: match, in: child) { return [index] + rest }
        }
        return nil
    }
}

extension ScreenNode {
    /// Changes the node at a path of child indexes.
    mutating func modify(at path: [Int], _ change: (inout ScreenNode) -> Void) {
        guard let first = path.first else { return change(&self) }
        children[first].modify(at: Array(path.dropFirst()), change)
    }
}
