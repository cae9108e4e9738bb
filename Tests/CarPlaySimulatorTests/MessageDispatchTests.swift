import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// The hub's side of the precedence of errors.
@MainActor @Suite(.serialized) struct MessageDispatchTests {
    @Test func aStaleInputIsOutOfDateBeforeItsFieldsAreChecked() async throws {
        let hub = SimulatorHub(system: try Apps.car())
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": "com.example.faulty"])
        let current = hub.seq
        expectGreater(current, 0)
        func reply(_ text: String) async throws -> JSONValue? {
            page.send(text: text)
            return try await page.drain().last { $0["type"] == "error" }
        }
        let stale = try await reply(#"{"type":"input","action":"tapAt","x":"left","y":1,"seq":0,"id":5}"#)
        expectTrue(stale?["code"] == "outOfDate" && stale?["inReplyTo"] == 5)
        expectEqual(stale?["message"]?.stringValue?.contains("made on screen 0; the car is at \(current)"), true)
        expectEqual(
            try await reply(#"{"type":"input","action":"hardKey","key":"eject","seq":0}"#)?["code"], "outOfDate")
        expectEqual(try await reply(#"{"type":"input","action":"tap","seq":0}"#)?["code"], "outOfDate")
        let fresh = try await reply(#"{"type":"input","action":"tapAt","x":"left","y":1,"seq":\#(current)}"#)
        expectTrue(fresh?["code"] == "badField" && fresh?["message"] == #"field "x" must be a number"#)
        expectEqual(try await reply(#"{"type":"input","action":"fly","seq":0}"#)?["code"], "badField")
        expectEqual(hub.seq, current)
    }

    @Test func homeScreenInputAnswersNotRunningAndHardKeysWork() async throws {
        let hub = SimulatorHub(system: try Apps.car())
        let page = FakePage(hub)
        _ = try await page.drain()
        // The home screen is a screen: taps reach its nodes (by id or position); app input needs an app in front.
        page.send(text: #"{"type":"input","action":"tap","element":"x","id":1}"#)
        expectEqual(try await page.drain().last { $0["type"] == "error" }?["code"], "unknownElement")
        let miss = try await page.exchange(["type": "input", "action": "tapAt", "x": 1, "y": 1, "id": 4])
        expectTrue(miss.contains { $0["type"] == "ack" && $0["outcome"] == "notOnScreen" })
        let actions = [#""back""#, #""type","text":"a""#, #""pointerMove","x":1,"y":1"#]
        for action in actions {
            page.send(text: #"{"type":"input","action":\#(action),"id":1}"#)
            let error = try await page.drain().last { $0["type"] == "error" }
            expectTrue(error?["code"] == "notRunning" && error?["inReplyTo"] == 1, "\(action)")
            expectEqual(error?["message"], .string(CarSystem.SystemError.notRunning.description))
        }
        let key = try await page.exchange(["type": "input", "action": "hardKey", "key": "next", "id": 2])
        expectTrue(key.contains { $0["type"] == "ack" && $0["inReplyTo"] == 2 && $0["outcome"] == "appNotRunning" })
        let knob = try await page.exchange(["type": "input", "action": "knobRotate", "steps": 1, "id": 3])
        expectTrue(knob.contains { $0["type"] == "ack" && $0["outcome"] == "handled" })
        expectNotEqual(page.car["homeFocus"], .null)
    }

    @Test func theHubKeepsTheCarStateTyped() async throws {
        let hub = SimulatorHub(system: try Apps.car())
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "control", "name": "mapAppearance", "value": "dark"])
        expectEqual(hub.car.mapAppearance, .dark)
        expectEqual(page.car, (try JSONValue.encoding(hub.car)))
    }
}
