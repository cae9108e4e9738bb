import AVFAudio
@_spi(AppCode) import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// The drive controls (`vehicle`), Siri and call toggles (`voice`), the speed of the simulator's clock and the voice
/// prompts' `speech` messages and audio route.
@MainActor @Suite(.serialized) struct DriveControlTests {
    // MARK: Decoding

    func decoded(_ text: String) -> Result<ClientMessage, ProtocolError> {
        do { return .success(try ClientMessage.decode(text)) } catch { return .failure(error.error) }
    }

    func failure(_ text: String) -> ProtocolError? {
        if case .failure(let error) = decoded(text) { return error }
        return nil
    }

    @Test func vehicleMessagesDecodeEachAction() throws {
        expectTrue(
            try decoded(#"{"type":"vehicle","action":"place","latitude":43.73,"longitude":7.42,"id":3}"#).get()
                == ClientMessage(id: 3, .vehicle(.place(latitude: 43.73, longitude: 7.42, course: nil))))
        expectTrue(
            try decoded(#"{"type":"vehicle","action":"place","latitude":0,"longitude":-180,"course":90}"#).get().body
                == .vehicle(.place(latitude: 0, longitude: -180, course: 90)))
        expectTrue(
            try decoded(#"{"type":"vehicle","action":"drive","destination":"casino"}"#).get().body
                == .vehicle(.drive(destination: "casino")))
        expectEqual(try decoded(#"{"type":"vehicle","action":"stop"}"#).get().body, .vehicle(.stop))
        expectEqual(try decoded(#"{"type":"vehicle","action":"wrongTurn"}"#).get().body, .vehicle(.wrongTurn))
        expectTrue(
            try decoded(#"{"type":"vehicle","action":"speed","factor":10}"#).get().body == .vehicle(.speed(factor: 10)))
        expectTrue(
            try decoded(#"{"type":"vehicle","action":"track","gpx":"<gpx/>"}"#).get().body
                == .vehicle(.track(gpx: "<gpx/>")))
        expectTrue(
            try decoded(#"{"type":"voice","siriListening":true,"siriSpeaking":false,"onCall":false}"#).get().body
                == .voice(VoiceMessage(CarVoiceState(isSiriListening: true))))
    }

    @Test func malformedVehicleMessagesAreRefusedNamingTheField() {
        let cases: [(String, String)] = [
            (#"{"type":"vehicle"}"#, "action"),
            (#"{"type":"vehicle","action":"fly"}"#, "action"),
            (#"{"type":"vehicle","action":7}"#, "action"),
            (#"{"type":"vehicle","action":"place","longitude":7}"#, "latitude"),
            (#"{"type":"vehicle","action":"place","latitude":91,"longitude":7}"#, "latitude"),
            (#"{"type":"vehicle","action":"place","latitude":43,"longitude":-180.5}"#, "longitude"),
            (#"{"type":"vehicle","action":"place","latitude":"43","longitude":7}"#, "latitude"),
            (#"{"type":"vehicle","action":"place","latitude":43,"longitude":null}"#, "longitude"),
            (#"{"type":"vehicle","action":"place","latitude":43,"longitude":7,"course":361}"#, "course"),
            (#"{"type":"vehicle","action":"drive"}"#, "destination"),
            (#"{"type":"vehicle","action":"track"}"#, "gpx"),
            (#"{"type":"vehicle","action":"speed","factor":3}"#, "factor"),
            (#"{"type":"vehicle","action":"speed","factor":"2"}"#, "factor"),
            (#"{"type":"vehicle","action":"speed"}"#, "factor"),
            (#"{"type":"vehicle","action":"wrongturn"}"#, "action"),
            (#"{"type":"voice","siriListening":true,"siriSpeaking":false}"#, "onCall"),
            (#"{"type":"voice","siriListening":1,"siriSpeaking":false,"onCall":false}"#, "siriListening"),
        ]
        for (text, field) in cases {
            let error = failure(text)
            expectEqual(error?.code, .badField, "\(text)")
            expectEqual(error?.message.contains("\"\(field)\""), true, "\(text): \(error?.message ?? "accepted")")
        }
        // 1e999 is not a finite number: JSON parsers read it as infinity or refuse it.
        expectNotEqual(failure(#"{"type":"vehicle","action":"place","latitude":1e999,"longitude":7}"#), nil)
        expectEqual(failure(#"{"type":"vehicle","action":"fly","id":4}"#)?.inReplyTo, 4)
    }

    @Test func vehicleAndVoiceMessagesEncodeAsTheyDecode() throws {
        let messages: [ClientMessage] = [
            ClientMessage(id: 1, .vehicle(.place(latitude: 43.7, longitude: 7.4, course: 12.5))),
            ClientMessage(.vehicle(.drive(destination: "port"))), ClientMessage(.vehicle(.stop)),
            ClientMessage(.vehicle(.speed(factor: 5))), ClientMessage(.vehicle(.track(gpx: "<gpx></gpx>"))),
            ClientMessage(.voice(VoiceMessage(CarVoiceState(isSiriSpeaking: true, isOnCall: true)))),
        ]
        for message in messages {
            let text = String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
            expectEqual(try ClientMessage.decode(text), message, "\(text)")
        }
    }

    // MARK: Through the hub

    func carState(_ page: FakePage) -> JSONValue { page.car }

    @Test func placeDriveSpeedAndStopMoveTheCarAndShowInTheCarState() async throws {
        let time = ManualTime()
        let hub = SimulatorHub(system: try Apps.car(clock: time))
        let page = FakePage(hub)
        _ = try await page.drain()
        expectEqual(page.car["speedFactor"], 1)
        expectEqual(page.car["voice"]?["promptStyle"], "normal")
        let placed = try await page.exchange(
            ["type": "vehicle", "action": "place", "latitude": 43.7312, "longitude": 7.4196, "id": 1])
        expectTrue(placed.contains { $0["type"] == "ack" && $0["inReplyTo"] == 1 })
        expectTrue(page.car["vehicle"]?["latitude"] == 43.7312 && page.car["vehicle"]?["longitude"] == 7.4196)
        expectTrue(page.car["vehicle"]?["speed"] == 0 && page.car["vehicle"]?["course"] == .null)

        let drive = try await page.exchange(["type": "vehicle", "action": "drive", "destination": "casino", "id": 2])
        expectTrue(drive.contains { $0["type"] == "ack" && $0["inReplyTo"] == 2 }, "\(drive)")
        expectTrue(drive.contains { $0["type"] == "log" && "\($0)".contains("Drive to Casino de Monte Carlo") })
        time.now += 5
        hub.tick()
        let moved = try await page.drain().filter { $0["type"] == "diff" }
        let speed = try require(page.car["vehicle"]?["speed"]?.doubleValue)
        expectGreater(speed, 0, "the car drives on the car's clock")
        expectNotEqual(page.car["vehicle"]?["course"]?.doubleValue, nil)
        // The tick's diff carries the vehicle's numbers that changed, not the whole car state.
        let paths = moved.flatMap { $0["carOps"]?.arrayValue ?? [] }.compactMap { $0["path"]?.stringValue }
        expectTrue(!paths.isEmpty && paths.allSatisfy { $0.hasPrefix("/vehicle/") }, "\(paths)")
        expectEqual(page.car, (try JSONValue.encoding(hub.car)), "the page's car, patched, is the hub's")

        // Speed 10×: the car covers ten seconds of its drive a second; the car's clock runs as it does.
        _ = try await page.exchange(["type": "vehicle", "action": "speed", "factor": 10])
        expectEqual(page.car["speedFactor"], 10)
        let before = hub.system.clock()
        let played = try require(hub.system.sessions.values.first?.vehicle.drive)
        expectEqual(played.rate, 10)
        let along = played.elapsed(at: before)
        time.now += 1
        expectEqual(hub.system.clock(), before + 1, "the car's clock runs as it does")
        expectLess(abs(played.elapsed(at: hub.system.clock()) - along - 10), 1e-6)

        _ = try await page.exchange(["type": "vehicle", "action": "stop"])
        time.now += 1
        hub.tick()
        _ = try await page.drain()
        expectEqual(page.car["vehicle"]?["speed"], 0)
    }

    @Test func badVehicleMessagesGetAnErrorAndChangeNothing() async throws {
        let hub = SimulatorHub(system: try Apps.car())
        let page = FakePage(hub)
        _ = try await page.drain()
        let car = page.car
        let seq = hub.seq
        for message: JSONValue in [
            ["type": "vehicle", "action": "place", "latitude": 120, "longitude": 7, "id": 1],
            ["type": "vehicle", "action": "drive", "destination": "Atlantis", "id": 2],
            ["type": "vehicle", "action": "speed", "factor": 4, "id": 3],
            ["type": "vehicle", "action": "track", "gpx": "not xml", "id": 4],
            ["type": "voice", "siriListening": true, "id": 5],
        ] {
            let replies = try await page.exchange(message)
            let error = try require(replies.first { $0["type"] == "error" }, "\(message)")
            expectTrue(error["code"] == "badField" && error["inReplyTo"] == message["id"])
            expectTrue(!replies.contains { $0["type"] == "ack" || $0["type"] == "diff" })
        }
        expectTrue(page.car == car && hub.seq == seq)
    }

    @Test func aWrongTurnLeavesTheRouteAtTheNextJunctionAndGoesOn() async throws {
        let time = ManualTime()
        let hub = SimulatorHub(system: try Apps.car(clock: time))
        let page = FakePage(hub)
        _ = try await page.drain()
        let refused = try await page.exchange(["type": "vehicle", "action": "wrongTurn", "id": 1])
        expectTrue(refused.contains { $0["type"] == "error" && $0["code"] == "badField" }, "no drive under way")

        _ = try await page.exchange(["type": "vehicle", "action": "place", "latitude": 43.7312, "longitude": 7.4196])
        _ = try await page.exchange(["type": "vehicle", "action": "drive", "destination": "casino"])
        let wrongTurn = try require(hub.system.roadRoute)
        time.now += 4
        hub.tick()
        let position = try require(hub.system.vehicleState?.coordinate)
        let session = try require(hub.system.sessions["com.example.faulty"])
        let map = try require(session.carMap)
        let detour = try wrongTurn.path(from: position, graph: map.graph, router: map.router).get()
        let path = detour.points
        expectEqual(path.first, position)
        let onRoute = Set(wrongTurn.route.coordinates.map { "\($0.latitude),\($0.longitude)" })
        let offRoute = path.dropFirst().first { !onRoute.contains("\($0.latitude),\($0.longitude)") }
        expectNotEqual(offRoute, nil, "the path leaves the route's junctions")
        let destination = try require(hub.system.driveDestinations.first { $0.id == "casino" }).coordinate
        expectTrue(
            try require(path.last).distance(to: destination) < 200, "and finds its way on to the destination")

        let taken = try await page.exchange(["type": "vehicle", "action": "wrongTurn", "id": 2])
        expectTrue(taken.contains { $0["type"] == "ack" && $0["inReplyTo"] == 2 }, "\(taken)")
        expectTrue(taken.contains { $0["type"] == "log" && "\($0)".contains("Wrong turn") })
        time.now += 5
        hub.tick()
        expectGreater((hub.system.vehicleState?.speed ?? 0), 0, "the car drives on along the new path")
        // The route on from the other road is a road route again: the driver can leave it too.
        let onward = try require(hub.system.roadRoute)
        expectNotEqual(onward.route.coordinates, wrongTurn.route.coordinates)
        expectTrue(try require(onward.route.coordinates.last).distance(to: destination) < 200)
        time.now += 10
        hub.tick()
        let again = try await page.exchange(["type": "vehicle", "action": "wrongTurn", "id": 3])
        expectTrue(again.contains { $0["type"] == "ack" && $0["inReplyTo"] == 3 }, "\(again)")
        expectNotEqual(hub.system.roadRoute?.route.coordinates, onward.route.coordinates, "a third route to leave")
    }

    @Test func aGPXTrackIsReplayed() async throws {
        let time = ManualTime()
        let hub = SimulatorHub(system: try Apps.car(clock: time))
        let page = FakePage(hub)
        _ = try await page.drain()
        let gpx = """
            <gpx version="1.1"><trk><trkseg>
            <trkpt lat="43.7300" lon="7.4200"><time>2026-01-01T12:00:00Z</time></trkpt>
            <trkpt lat="43.7310" lon="7.4200"><time>2026-01-01T12:00:10Z</time></trkpt>
            <trkpt lat="43.7320" lon="7.4200"><time>2026-01-01T12:00:20Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        let replies = try await page.exchange(["type": "vehicle", "action": "track", "gpx": .string(gpx), "id": 1])
        expectTrue(replies.contains { $0["type"] == "ack" })
        time.now += 5
        hub.tick()
        _ = try await page.drain()
        let latitude = try require(page.car["vehicle"]?["latitude"]?.doubleValue)
        expectLess(abs(latitude - 43.7305), 0.0001)
        expectGreater((page.car["vehicle"]?["speed"]?.doubleValue ?? 0), 10, "111 m in 10 s")
    }

    @Test func voiceTogglesSetThePromptStyle() async throws {
        let hub = SimulatorHub(system: try Apps.car())
        let page = FakePage(hub)
        _ = try await page.drain()
        _ = try await page.exchange(["type": "voice", "siriListening": false, "siriSpeaking": false, "onCall": true])
        expectEqual(hub.system.voiceState, CarVoiceState(isOnCall: true))
        expectTrue(page.car["voice"]?["onCall"] == true && page.car["voice"]?["promptStyle"] == "short")
        _ = try await page.exchange(["type": "voice", "siriListening": true, "siriSpeaking": false, "onCall": true])
        expectEqual(page.car["voice"]?["promptStyle"], "none")
    }

    // MARK: Speech

    @Test func theSpeechRouteServesKeptAudioAndIsNotFoundOtherwise() {
        let store = SpeechAudioStore(capacity: 2)
        let routes = SimulatorRoutes(webRoot: nil, apps: [], imageStore: ImageStore(), speechAudio: store)
        let ogg = Data("OggS-bytes".utf8)
        store.record(ogg, app: "com.example.nav", utterance: "1-1")
        let reply = routes.reply(path: "/speech/com.example.nav/1-1.ogg")
        expectTrue(reply.status == 200 && reply.contentType == "audio/ogg" && reply.body == ogg)
        expectEqual(
            SimulatorRoutes.speechPath(app: "com.example.nav", utterance: "1-1"), "/speech/com.example.nav/1-1.ogg")
        for path in [
            "/speech/com.example.nav/1-2.ogg", "/speech/com.example.other/1-1.ogg", "/speech/com.example.nav/1-1",
            "/speech/com.example.nav", "/speech/com.example.nav/1-1.ogg/x",
        ] {
            expectEqual(routes.reply(path: path).status, 404, "\(path)")
        }
        store.record(ogg, app: "a", utterance: "1-1")
        store.record(ogg, app: "b", utterance: "1-1")
        expectEqual(routes.reply(path: "/speech/com.example.nav/1-1.ogg").status, 404, "the oldest went")
    }

    @Test func theSpeechStoreHoldsAtMostItsBytes() {
        let store = SpeechAudioStore(capacity: 64, byteCapacity: 4 << 20)
        for index in 0..<20 { store.record(Data(count: 1 << 20), app: "a", utterance: "1-\(index)") }
        expectEqual(store.bytes, 4 << 20)
        expectTrue(store.audio(app: "a", utterance: "1-19") != nil && store.audio(app: "a", utterance: "1-15") == nil)
        store.record(Data(count: 5 << 20), app: "a", utterance: "2-1")
        expectTrue(store.audio(app: "a", utterance: "2-1") == nil && store.bytes == 4 << 20, "larger than the store")
    }

    @Test func aVoicePromptIsAnnouncedWithItsAudioAndLogged() async throws {
        let time = ManualTime()
        let system = try Apps.car(clock: time)
        let hub = SimulatorHub(system: system)
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": "com.example.faulty"])
        let session = try require(system.sessions["com.example.faulty"])
        let synthesizer = session.runAsApp { AVSpeechSynthesizer() }
        session.runAsApp { synthesizer.speak(AVSpeechUtterance(string: "Turn right")) }
        await session.speechAudioReady()
        time.now += 0.1
        hub.tick()
        // The publish that announced the prompt sent its line in the log too: no other publish is scheduled for it.
        expectTrue(!hub.publishScheduled)
        let messages = try await page.drain()
        let speech = try require(messages.first { $0["type"] == "speech" }, "\(messages)")
        let utterance = try require(speech["utterance"])
        expectTrue(utterance["app"] == "com.example.faulty" && utterance["text"] == "Turn right")
        expectTrue(messages.contains { $0["type"] == "log" && "\($0)".contains("speaks “Turn right”") })
        let url = try require(utterance["url"]?.stringValue)
        let routes = SimulatorRoutes(webRoot: nil, apps: [], imageStore: ImageStore(), speechAudio: hub.speechAudio)
        let reply = routes.reply(path: url)
        expectTrue(reply.status == 200 && reply.body.prefix(4) == Data("OggS".utf8))
        time.now += 0.1
        hub.tick()
        #expect(!(try await page.drain()).contains { $0["type"] == "speech" }, "announced once")
    }
}
