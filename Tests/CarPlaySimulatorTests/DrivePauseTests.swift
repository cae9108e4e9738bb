import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// The drive controls' Pause and Resume (`vehicle` actions `pause`, `resume`) and `CarState.drivePaused`.
@MainActor @Suite(.serialized) struct DrivePauseTests {
    func decoded(_ text: String) throws -> ClientMessage.Body { try ClientMessage.decode(text).body }

    @Test func pauseAndResumeDecodeAndEncode() throws {
        expectEqual(try decoded(#"{"type":"vehicle","action":"pause"}"#), .vehicle(.pause))
        expectEqual(try decoded(#"{"type":"vehicle","action":"resume","id":2}"#), .vehicle(.resume))
        for message in [ClientMessage(.vehicle(.pause)), ClientMessage(id: 4, .vehicle(.resume))] {
            let text = String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
            expectEqual(try ClientMessage.decode(text), message, "\(text)")
        }
        expectTrue(VehicleMessage.actions.contains("pause") && VehicleMessage.actions.contains("resume"))
    }

    /// The page after `exchange`, time moved on by `seconds` one second at a time, the hub ticking each.
    func drive(_ hub: SimulatorHub, _ time: ManualTime, _ page: FakePage, seconds: Int) async throws {
        for _ in 0..<seconds {
            time.now += 1
            hub.tick()
        }
        _ = try await page.drain()
    }

    @Test func aPausedDriveStandsStillInTheCarStateAndGoesOnWhenResumed() async throws {
        let time = ManualTime()
        let hub = SimulatorHub(system: try Apps.car(clock: time))
        let page = FakePage(hub)
        _ = try await page.drain()
        expectEqual(page.car["drivePaused"], false)
        _ = try await page.exchange(["type": "vehicle", "action": "place", "latitude": 43.7312, "longitude": 7.4196])
        _ = try await page.exchange(["type": "vehicle", "action": "drive", "destination": "casino"])
        try await drive(hub, time, page, seconds: 8)
        let moving = try require(page.car["vehicle"])
        expectGreater((moving["speed"]?.doubleValue ?? 0), 0)

        let paused = try await page.exchange(["type": "vehicle", "action": "pause", "id": 1])
        expectTrue(paused.contains { $0["type"] == "ack" && $0["inReplyTo"] == 1 }, "\(paused)")
        expectTrue(paused.contains { $0["type"] == "log" && "\($0)".contains("Drive paused") })
        expectTrue(page.car["drivePaused"] == true && hub.system.isDrivePaused)
        let stopped = try require(page.car["vehicle"])
        expectTrue(stopped["speed"] == 0 && stopped["course"] == moving["course"])
        try await drive(hub, time, page, seconds: 90)
        expectEqual(page.car["vehicle"], stopped, "the car stands where it paused, its course kept")
        expectEqual(page.car["drivePaused"], true)

        let resumed = try await page.exchange(["type": "vehicle", "action": "resume", "id": 2])
        expectTrue(resumed.contains { $0["type"] == "ack" && $0["inReplyTo"] == 2 }, "\(resumed)")
        expectTrue(resumed.contains { $0["type"] == "log" && "\($0)".contains("Drive resumed") })
        expectEqual(page.car["drivePaused"], false)
        try await drive(hub, time, page, seconds: 3)
        let again = try require(page.car["vehicle"])
        expectGreater((again["speed"]?.doubleValue ?? 0), 0, "the car sets off again")
        expectTrue(again["latitude"] != stopped["latitude"] || again["longitude"] != stopped["longitude"])

        // A wrong turn still knows the route the car drives.
        let turned = try await page.exchange(["type": "vehicle", "action": "wrongTurn", "id": 3])
        expectTrue(turned.contains { $0["type"] == "ack" && $0["inReplyTo"] == 3 }, "\(turned)")
    }

    @Test func stoppingPlacingOrDrivingElsewhereEndsAPausedDrive() async throws {
        let time = ManualTime()
        let hub = SimulatorHub(system: try Apps.car(clock: time))
        let page = FakePage(hub)
        _ = try await page.drain()
        let place: JSONValue = ["type": "vehicle", "action": "place", "latitude": 43.7312, "longitude": 7.4196]
        for ending: JSONValue in [
            ["type": "vehicle", "action": "stop"], place,
            ["type": "vehicle", "action": "drive", "destination": "port"],
        ] {
            _ = try await page.exchange(place)
            _ = try await page.exchange(["type": "vehicle", "action": "drive", "destination": "casino"])
            try await drive(hub, time, page, seconds: 4)
            _ = try await page.exchange(["type": "vehicle", "action": "pause"])
            expectEqual(page.car["drivePaused"], true)
            _ = try await page.exchange(ending)
            expectEqual(page.car["drivePaused"], false, "\(ending)")
            let refused = try await page.exchange(["type": "vehicle", "action": "resume", "id": 9])
            expectTrue(refused.contains { $0["type"] == "error" && $0["code"] == "badField" }, "\(ending)")
        }
    }

    @Test func pausingWithoutADriveOrTwiceAndResumingUnpausedGetAnErrorAndChangeNothing() async throws {
        let time = ManualTime()
        let hub = SimulatorHub(system: try Apps.car(clock: time))
        let page = FakePage(hub)
        _ = try await page.drain()

        func refused(_ action: String, _ text: String) async throws {
            let car = page.car
            let seq = hub.seq
            let replies = try await page.exchange(["type": "vehicle", "action": .string(action), "id": 7])
            let error = try require(replies.first { $0["type"] == "error" }, "\(action): \(replies)")
            expectTrue(error["code"] == "badField" && error["inReplyTo"] == 7)
            let message = error["message"]?.stringValue ?? ""
            expectTrue(message.contains("\"action\"") && message.contains(text), "\(message)")
            expectTrue(!replies.contains { $0["type"] == "ack" || $0["type"] == "diff" || $0["type"] == "log" })
            expectTrue(page.car == car && hub.seq == seq)
        }

        try await refused("pause", "needs a drive under way")
        try await refused("resume", "needs a paused drive")
        _ = try await page.exchange(["type": "vehicle", "action": "place", "latitude": 43.7312, "longitude": 7.4196])
        _ = try await page.exchange(["type": "vehicle", "action": "drive", "destination": "casino"])
        time.now += 3
        hub.tick()
        _ = try await page.drain()
        try await refused("resume", "needs a paused drive")
        _ = try await page.exchange(["type": "vehicle", "action": "pause"])
        let pausedAt = hub.system.sessions.values.first?.vehicle.pausedAt
        time.now += 2
        hub.tick()
        _ = try await page.drain()
        try await refused("pause", "paused already")
        expectTrue(hub.system.sessions.values.allSatisfy { $0.vehicle.pausedAt == pausedAt })
    }
}
