@_spi(AppCode) import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// A page as the hub sees it: what it received, with the screens (the main one, the Dashboard tile, the instrument
/// cluster) rebuilt from `state` and `diff` like the page does.
@MainActor final class FakePage {
    let hub: SimulatorHub
    let id: SimulatorHub.ClientID
    private let inbox = Box<[String]>([])
    var received: [JSONValue] = []
    var seq = -1
    var car: JSONValue = .null
    /// Each screen the page holds, by its name in `state` ("screen", "dashboard", "cluster"); `.null` when none.
    var screens: [String: JSONValue] = ["screen": .null, "dashboard": .null, "cluster": .null]
    /// The main screen.
    var screen: JSONValue { screens["screen"] ?? .null }

    init(_ hub: SimulatorHub) {
        self.hub = hub
        let inbox = inbox
        id = hub.connect(deliver: { inbox.value.append($0) })
    }

    /// What arrived since the last drain, after letting scheduled publishes run; states and diffs are applied.
    func drain() async throws -> [JSONValue] {
        await Task.yield()
        hub.publish()
        let texts = inbox.value
        inbox.value = []
        var new: [JSONValue] = []
        for text in texts {
            let message = try JSONValue.parse(Data(text.utf8))
            try apply(message)
            new.append(message)
        }
        received += new
        return new
    }

    private func apply(_ message: JSONValue) throws {
        switch message["type"]?.stringValue {
        case "state":
            seq = message["seq"]?.intValue ?? -1
            car = message["car"] ?? .null
            for name in screens.keys { screens[name] = message[name] ?? .null }
        case "diff":
            expectEqual(message["base"]?.intValue, seq, "diffs arrive in order")
            seq = message["seq"]?.intValue ?? -1
            expectEqual(message["car"], nil, "a diff carries the car's changes only (carOps)")
            if let ops = message["carOps"]?.arrayValue {
                car = try JSONPatch.apply(ops.compactMap(JSONPatchOperation.init(json:)), to: car)
            }
            for name in Array(screens.keys) {
                if let whole = message[name] { screens[name] = whole }
                if let ops = message[name + "Ops"]?.arrayValue {
                    screens[name] = try JSONPatch.apply(
                        ops.compactMap(JSONPatchOperation.init(json:)), to: screens[name] ?? .null)
                }
            }
        default: break
        }
    }

    /// The screen named `name` ("screen", "dashboard", "cluster") the page holds, nil when it has none.
    func screen(_ name: String) throws -> Screen? {
        guard let json = screens[name], json != .null else { return nil }
        return try Screen.decode(json.jsonData)
    }

    func send(_ json: JSONValue) { hub.receive(json.jsonString, from: id) }
    func send(text: String) { hub.receive(text, from: id) }

    /// Sends and returns the replies and broadcasts that followed.
    func exchange(_ json: JSONValue) async throws -> [JSONValue] {
        send(json)
        return try await drain()
    }

    func lastError(in messages: [JSONValue]) -> String? {
        messages.last { $0["type"]?.stringValue == "error" }?["code"]?.stringValue
    }

    /// The id of the node showing `text` in the page's screen.
    func element(_ text: String) throws -> String? {
        let screen = try Screen.decode(screen.jsonData)
        return screen.id(of: text)
    }
}

@MainActor @Suite(.serialized) struct ProtocolTests {
    func makeHub() throws -> SimulatorHub { SimulatorHub(system: try Apps.car()) }

    @Test func aNewPageGetsWelcomeStateAndLog() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        let messages = try await page.drain()
        expectEqual(messages.map { $0["type"]?.stringValue }, ["welcome", "state", "log"])
        expectTrue(messages[0]["protocol"] == 2 && messages[0]["screenSchema"] == 3)
        expectEqual(messages[1]["screen"]?["root"]?["content"]?["screenKind"], "home", "the home screen, as a Screen")
        let car = try require(messages[1]["car"])
        expectEqual(car["apps"]?.arrayValue?.count, 2)
        expectEqual(car["apps"]?.arrayValue?.first?["icon"], "/apps/com.example.faulty/icon")
        expectTrue(car["radio"]?["playing"] == true && car["time"] == "12:00" && car["connected"] == true)
        expectEqual(car["display"]?["id"], "standard")
        expectEqual(messages[2]["entries"]?.arrayValue?.isEmpty, false)
    }

    @Test func launchAndTapByElementIDChangeTheScreenThroughDiffs() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        _ = try await page.drain()
        let launched = try await page.exchange(["type": "launch", "app": "com.example.faulty", "id": 1])
        expectTrue(launched.contains { $0["type"] == "ack" && $0["inReplyTo"] == 1 && $0["outcome"] == "handled" })
        expectEqual(page.car["foregroundApp"], "com.example.faulty")
        let counter = try require(try page.element("Tap count"))
        let tapped = try await page.exchange(["type": "input", "action": "tap", "element": .string(counter), "id": 2])
        let diff = try require(tapped.first { $0["type"] == "diff" })
        expectNotEqual(diff["screenOps"], nil, "a small change is sent as patch operations")
        expectTrue(tapped.contains { $0["type"] == "ack" && $0["outcome"] == "handled" })
        // The patched screen is exactly the car's screen.
        let expected = try JSONValue.parse(hub.system.currentScreen().jsonData())
        expectEqual(page.screen, expected)
        expectTrue(try Screen.decode(page.screen.jsonData).allTexts.contains("Tapped 1 time"))

        let home = try await page.exchange(["type": "home"])
        expectEqual(page.screen["root"]?["content"]?["screenKind"], "home")
        expectEqual(page.car["apps"]?.arrayValue?.first?["state"], "background")
        expectTrue(home.contains { $0["type"] == "log" })
    }

    @Test func aNavigationBannerReachesThePageAndATapOnItBringsTheAppForward() async throws {
        let made = Box<[NavigatorDelegate]>([])
        let system = CarSystem(
            apps: [Apps.navigator(made), Apps.player()], clock: { ManualTime().now },
            timeZone: TimeZone(identifier: "UTC")!)
        let hub = SimulatorHub(system: system)
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": .string(Apps.navigatorID)])
        let navigator = try require(made.value.last)
        let session = try require(system.sessions[Apps.navigatorID])
        session.runAsApp { navigator.guide() }
        _ = try await page.exchange(["type": "launch", "app": .string(Apps.playerID)])
        session.runAsApp { navigator.advance(meters: 250) }
        _ = try await page.drain()
        let banner = try require(try Screen.decode(page.screen.jsonData).nodes(.navigationBanner).first)
        expectEqual(banner.text, "Turn right onto Quai Branly")
        expectEqual(page.screen, (try JSONValue.parse(system.currentScreen().jsonData())))

        let id = try require(banner.id?.rawValue)
        let tapped = try await page.exchange(["type": "input", "action": "tap", "element": .string(id), "id": 3])
        expectTrue(tapped.contains { $0["type"] == "ack" && $0["inReplyTo"] == 3 && $0["outcome"] == "handled" })
        expectEqual(page.car["foregroundApp"], .string(Apps.navigatorID))
        expectEqual(navigator.events.last, "selected Turn right onto Quai Branly")
        expectTrue(try Screen.decode(page.screen.jsonData).nodes(.navigationBanner).isEmpty)
    }

    @Test func aFaultClosesTheAppAndTheHomeMessageReachesThePage() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": "com.example.faulty"])
        let crash = try require(try page.element("Crash"))
        let messages = try await page.exchange(["type": "input", "action": "tap", "element": .string(crash), "id": 7])
        expectTrue(messages.contains { $0["type"] == "ack" && $0["outcome"] == "appTerminated" })
        expectEqual(page.screen["root"]?["content"]?["screenKind"], "home")
        expectEqual(page.car["homeMessage"]?.stringValue?.contains("NSInvalidArgumentException"), true)
        expectEqual(page.car["apps"]?.arrayValue?.first?["state"], "terminated")
        expectTrue(
            messages.contains {
                $0["type"] == "log" && $0["entries"]?.arrayValue?.contains { $0["kind"] == "fault" } == true
            })
    }

    @Test func everyErrorCode() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        _ = try await page.drain()
        func code(_ text: String) async throws -> String? {
            page.send(text: text)
            return page.lastError(in: try await page.drain())
        }
        expectEqual(try await code("{not json"), "badJSON")
        expectEqual(try await code("[1,2]"), "badJSON")
        expectEqual(try await code(#"{"type":"dance"}"#), "unknownType")
        expectEqual(try await code(#"{"id":1}"#), "badField")
        expectEqual(try await code(#"{"type":"launch","app":"com.example.none"}"#), "unknownApp")
        expectEqual(try await code(#"{"type":"launch","app":42}"#), "badField")
        expectEqual(try await code(#"{"type":"control","name":"display","value":"huge"}"#), "unknownPreset")
        expectEqual(try await code(#"{"type":"control","name":"radio","value":"yes"}"#), "badField")
        expectEqual(try await code(#"{"type":"control","name":"warp","value":true}"#), "badField")
        // The home screen is on screen: a tap names one of its nodes or nothing; other input needs an app.
        expectEqual(try await code(#"{"type":"input","action":"tap","element":"x"}"#), "unknownElement")
        expectEqual(try await code(#"{"type":"input","action":"back"}"#), "notRunning")
        expectEqual(try await code(#"{"type":"input","action":"fly"}"#), "badField")
        expectEqual(try await code(#"{"type":"input","action":"knobRotate","steps":1.5}"#), "badField")
        _ = try await page.exchange(["type": "launch", "app": "com.example.faulty"])
        expectEqual(try await code(#"{"type":"input","action":"tap","element":"no-such-id","id":3}"#), "unknownElement")
        expectEqual(page.received.last?["inReplyTo"], 3)
        expectEqual(try await code(#"{"type":"input","action":"tapAt","x":"left","y":1}"#), "badField")
        expectEqual(try await code(#"{"type":"input","action":"knobPress","seq":0}"#), "outOfDate")
        expectEqual(try await code(#"{"type":"input","action":"tapAt","x":100,"y":100,"seq":0}"#), "outOfDate")
        expectEqual(try await code(#"{"type":"input","action":"tap","element":"gone-since","seq":0}"#), "outOfDate")
        // A tap on an element still on screen is what the driver meant, even if the clock moved the screen on.
        let row = try require(hub.system.screen()?.nodes(.listRow).first?.id?.rawValue)
        page.send(
            JSONValue.object([
                "type": .string("input"), "action": .string("tap"), "element": .string(row), "seq": .number(0),
            ]))
        expectEqual(page.lastError(in: try await page.drain()), nil)
        expectEqual(try await code(#"{"type":"control","name":"display","value":"standard-rhd-rhd"}"#), "unknownPreset")
        _ = try await page.exchange(["type": "control", "name": "connected", "value": false])
        expectEqual(try await code(#"{"type":"launch","app":"com.example.faulty"}"#), "disconnected")
        hub.receiveBinary(from: page.id)
        expectEqual(page.lastError(in: try await page.drain()), "badFrame")
        hub.receive(String(repeating: " ", count: SimulatorHub.maximumMessageBytes) + "{}", from: page.id)
        expectEqual(page.lastError(in: try await page.drain()), "tooLarge")
        expectTrue(
            Set(SimulatorHub.ErrorCode.allCases.map(\.rawValue)).isSubset(
                of: Set(page.received.compactMap { $0["code"]?.stringValue }).union(["cannotLaunch"])))
    }

    @Test func errorsChangeNothing() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": "com.example.faulty"])
        let seq = hub.seq
        for bad in [
            #"{"type":"input","action":"tap","element":"nope"}"#,
            #"{"type":"control","name":"uiAppearance","value":"purple"}"#,
            #"{"type":"input","action":"knobNudge","direction":"sideways"}"#, "null",
            #"{"type":"input","action":"hardKey","key":"eject"}"#,
        ] {
            page.send(text: bad)
        }
        let messages = try await page.drain()
        expectTrue(messages.allSatisfy { $0["type"] == "error" } && messages.count == 5)
        expectEqual(hub.seq, seq)
    }

    @Test func controlsChangeTheCarState() async throws {
        let hub = try makeHub()
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "control", "name": "display", "value": "high-resolution"])
        _ = try await page.exchange(["type": "control", "name": "drivingSide", "value": "rightHandDrive"])
        _ = try await page.exchange(["type": "control", "name": "uiAppearance", "value": "dark"])
        _ = try await page.exchange(["type": "control", "name": "limitLists", "value": true])
        _ = try await page.exchange(["type": "control", "name": "phoneLocked", "value": true])
        _ = try await page.exchange(["type": "control", "name": "radio", "value": false])
        expectTrue(page.car["display"]?["id"] == "high-resolution-rhd" && page.car["drivingSide"] == "rightHandDrive")
        expectTrue(page.car["uiAppearance"] == "dark" && page.car["mapAppearance"] == "light")
        expectTrue(
            page.car["limitLists"] == true && page.car["phoneLocked"] == true && page.car["radio"]?["on"] == false)
    }

    @Test func twoPagesStayInSyncAndAReloadGetsTheWholeState() async throws {
        let hub = try makeHub()
        let first = FakePage(hub)
        let second = FakePage(hub)
        _ = try await first.drain()
        _ = try await second.drain()
        _ = try await first.exchange(["type": "launch", "app": "com.example.faulty"])
        _ = try await second.drain()
        expectTrue(first.screen == second.screen && first.seq == second.seq && first.screen != .null)
        let counter = try require(try second.element("Tap count"))
        _ = try await second.exchange(["type": "input", "action": "tap", "element": .string(counter)])
        _ = try await first.drain()
        expectTrue(first.screen == second.screen && first.car == second.car)

        hub.disconnect(first.id)
        let reloaded = FakePage(hub)
        let messages = try await reloaded.drain()
        expectEqual(messages.first { $0["type"] == "state" }?["seq"]?.intValue, hub.seq)
        expectEqual(reloaded.screen, second.screen)
        let resync = try await second.exchange(["type": "resync", "id": 9])
        expectTrue(resync.contains { $0["type"] == "state" } && resync.contains { $0["type"] == "ack" })
    }

    @Test func theClockTickSendsADiffOnlyWhenTheScreenChanges() async throws {
        let clock = ManualTime()
        let hub = SimulatorHub(system: try Apps.car(clock: clock))
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": "com.example.faulty"])
        let seq = hub.seq
        hub.tick()
        expectEqual(hub.seq, seq)
        clock.now += 60
        hub.tick()
        expectEqual(hub.seq, seq + 1)
        _ = try await page.drain()
        expectEqual(page.car["time"], "12:01")
        expectTrue(try Screen.decode(page.screen.jsonData).texts.contains("12:01"))
    }

    @Test func patchesRoundTrip() throws {
        let old: JSONValue = ["a": 1, "b": ["x", "y", "z"], "c": ["d": true], "k/~": 1]
        let new: JSONValue = ["a": 2, "b": ["x"], "c": ["d": true, "e": nil], "n": [1, 2], "k/~": 2]
        let ops = JSONPatch.diff(from: old, to: new)
        expectEqual(try JSONPatch.apply(ops, to: old), new)
        expectTrue(ops.contains { $0.path == "/k~1~0" })
        // Removals first, then the other members in key order, each at the finest path that changed.
        expectEqual(
            JSONPatch.diff(
                from: ["z": 1, "m": ["p": 1, "q": 2], "a": 0, "g": 5], to: ["m": ["p": 1, "q": 3], "b": 1, "g": 5]),
            [
                JSONPatchOperation(op: .remove, path: "/a"), JSONPatchOperation(op: .remove, path: "/z"),
                JSONPatchOperation(op: .add, path: "/b", value: 1),
                JSONPatchOperation(op: .replace, path: "/m/q", value: 3),
            ])
        let grow = JSONPatch.diff(from: ["b": []], to: ["b": [1, 2]])
        expectEqual(grow.map(\.op), [.add, .add])
        #expect(throws: JSONPatch.ApplyError.self) {
            try JSONPatch.apply([JSONPatchOperation(op: .remove, path: "/zz")], to: old)
        }
    }

    @Test func jsonTextIsCompactAndSorted() throws {
        let value: JSONValue = ["b": 1.5, "a": "q\"\n/", "c": [true, nil, 400]]
        expectEqual(value.jsonString, #"{"a":"q\"\n/","b":1.5,"c":[true,null,400]}"#)
        expectEqual(try JSONValue.parse(value.jsonData), value)
    }
}
