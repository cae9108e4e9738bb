import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// The protocol's Swift types (Sources/CarPlaySimulator/Messages): every client message survives encoding and
/// decoding, every malformed form gets its documented error, and server messages have the documented shapes.
@Suite struct MessageTests {
    // MARK: Client messages

    static let everyClientMessage: [ClientMessage] = [
        ClientMessage(id: 1, .input(.init(.tap(element: "list.0.row.2"), seq: 7))),
        ClientMessage(.input(.init(.tap(element: "")))),
        ClientMessage(.input(.init(.tapAt(Point(x: 10.5, y: 20))))),
        ClientMessage(.input(.init(.knobRotate(steps: -1000)))),
        ClientMessage(.input(.init(.knobRotate(steps: 1000), seq: 0))),
        ClientMessage(.input(.init(.knobNudge(.up)))),
        ClientMessage(.input(.init(.knobNudge(.right)))),
        ClientMessage(.input(.init(.knobPress))),
        ClientMessage(id: 0, .input(.init(.back))),
        ClientMessage(.input(.init(.pointerMove(Point(x: -3, y: 1e6))))),
        ClientMessage(.input(.init(.hardKey(.playPause)))),
        ClientMessage(.input(.init(.hardKey(.home)))),
        ClientMessage(.input(.init(.type(text: "Jazz \"live\" / ☕️\n")))),
        ClientMessage(id: 42, .launch(app: "com.example.faulty")),
        ClientMessage(.vehicle(.stop)),
        ClientMessage(.voice(VoiceMessage(CarVoiceState(isOnCall: true)))),
        ClientMessage(.home),
        ClientMessage(id: -5, .resync),
        ClientMessage(.logPage(before: 12, count: 50)),
        ClientMessage(id: 3, .logPage(before: nil, count: 1)),
        ClientMessage(.control(.display(presetID: "high-resolution"))),
        ClientMessage(.control(.uiAppearance(.dark))),
        ClientMessage(.control(.mapAppearance(.light))),
        ClientMessage(.control(.limitLists(true))),
        ClientMessage(.control(.limitKeyboard(false))),
        ClientMessage(.control(.connected(false))),
        ClientMessage(.control(.drivingSide(.rightHandDrive))),
        ClientMessage(.control(.phoneLocked(true))),
        ClientMessage(.control(.radio(false))),
        ClientMessage(.control(.clusterDisplay(presetID: "basic"))),
        ClientMessage(.control(.clusterDisplay(presetID: nil))),
        ClientMessage(.control(.clusterCompass(.enabled))),
        ClientMessage(.control(.clusterSpeedLimit(.userPreference))),
        ClientMessage(.control(.clusterAppearance(.dark))),
        ClientMessage(.control(.clusterAppearance(nil))),
        ClientMessage(id: 9, .dashboard(.tap(element: "dashboard/shortcut"))),
        ClientMessage(.dashboard(.tapAt(Point(x: 12, y: 40.5)))),
        ClientMessage(.clusterZoom(.in)),
        ClientMessage(id: 5, .input(.init(.mapPan(.left, phase: .momentary), seq: 2))),
        ClientMessage(.input(.init(.mapPan(.down, phase: .began)))),
        ClientMessage(
            .input(.init(.mapDrag(.changed, translation: Point(x: 12, y: -3.5), velocity: Point(x: 40, y: 0))))),
        ClientMessage(.input(.init(.mapPinch(.changed, center: Point(x: 400, y: 240), scale: 1.5, velocity: 0.25)))),
        ClientMessage(.input(.init(.mapRotate(.ended, center: Point(x: 1, y: 2), rotation: -0.5, velocity: 0)))),
        ClientMessage(.input(.init(.mapPitch(.began, center: Point(x: 10, y: 20))))),
        ClientMessage(.input(.init(.mapDoubleTap(center: Point(x: 10, y: 20), fingers: 2)))),
        ClientMessage(.input(.init(.scroll(at: Point(x: 200, y: 120), dy: -42.5)))),
        ClientMessage(id: 6, .input(.init(.siriSay(text: "Yes, on my way")))),
        ClientMessage(id: 7, .input(.init(.swipe(.left)))),
        ClientMessage(id: 40, .phone(.ring(caller: "Ana Silva", handle: "ana@chat.example", app: "com.example.chat"))),
        ClientMessage(.phone(.ring(caller: "Ben", handle: nil, app: nil))),
        ClientMessage(id: 41, .phone(.message(sender: "Ana Silva", text: "On my way", app: "com.example.chat"))),
        ClientMessage(.phone(.message(sender: "Ben", text: "Hi", app: nil))),
        ClientMessage(id: 42, .phone(.notifications(app: "com.example.chat", shown: false))),
        ClientMessage(id: 43, .review),
    ]

    @Test(arguments: everyClientMessage) func clientMessagesRoundTrip(_ message: ClientMessage) throws {
        let text = String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
        expectEqual(try ClientMessage.decode(text), message, "\(text)")
    }

    @Test func everyTypeActionAndControlHasAMessage() {
        let bodies = Self.everyClientMessage.map(\.body)
        let actions = bodies.compactMap { body -> String? in
            if case .input(let input) = body { return input.action.name }
            return nil
        }
        let controls = bodies.compactMap { body -> String? in
            if case .control(let control) = body { return control.name }
            return nil
        }
        expectEqual(Set(actions), Set(ClientMessage.Action.names))
        expectEqual(Set(controls), Set(ClientMessage.Control.names))
        expectEqual(
            Set(Self.everyClientMessage.compactMap { try? JSONValue.encoding($0)["type"]?.stringValue }),
            Set(ClientMessage.types))
    }

    /// What the page (Resources/web: input-screen.js, input-keys.js, controls.js…) sends, as written there.
    @Test(arguments: [
        (
            #"{"type":"input","action":"tap","element":"e1","seq":3,"id":9}"#,
            ClientMessage(id: 9, .input(.init(.tap(element: "e1"), seq: 3)))
        ),
        (
            #"{"type":"input","action":"tapAt","x":1,"y":2.25}"#,
            ClientMessage(.input(.init(.tapAt(Point(x: 1, y: 2.25)))))
        ),
        (#"{"type":"input","action":"knobRotate","steps":-2}"#, ClientMessage(.input(.init(.knobRotate(steps: -2))))),
        (#"{"type":"input","action":"knobNudge","direction":"left"}"#, ClientMessage(.input(.init(.knobNudge(.left))))),
        (#"{"type":"input","action":"hardKey","key":"next"}"#, ClientMessage(.input(.init(.hardKey(.next))))),
        (#"{"type":"input","action":"type","text":"a"}"#, ClientMessage(.input(.init(.type(text: "a"))))),
        (#"{"type":"launch","app":"com.example.music"}"#, ClientMessage(.launch(app: "com.example.music"))),
        (
            #"{"type":"control","name":"display","value":"portrait"}"#,
            ClientMessage(.control(.display(presetID: "portrait")))
        ),
        (#"{"type":"control","name":"radio","value":true}"#, ClientMessage(.control(.radio(true)))),
        // Integers may be written as whole floats; unknown and unused fields are ignored unread.
        (
            #"{"type":"input","action":"knobRotate","steps":1e2,"id":2.0}"#,
            ClientMessage(id: 2, .input(.init(.knobRotate(steps: 100))))
        ),
        (
            #"{"type":"input","action":"knobPress","seq":3.0,"element":5,"x":"no"}"#,
            ClientMessage(.input(.init(.knobPress, seq: 3)))
        ),
        (#"{"type":"home","pad":{"deep":[1,null,"x"]},"app":42,"seq":"no"}"#, ClientMessage(.home)),
        (#"  {"type":"resync"}  "#, ClientMessage(.resync)),
    ])
    func wireFormsDecode(_ text: String, _ expected: ClientMessage) throws {
        expectEqual(try ClientMessage.decode(text), expected)
    }

    @Test func encodingUsesTheWireNames() throws {
        let tapAt = try JSONValue.encoding(ClientMessage(id: 3, .input(.init(.tapAt(Point(x: 1, y: 2)), seq: 4))))
        expectEqual(tapAt, ["type": "input", "action": "tapAt", "x": 1, "y": 2, "seq": 4, "id": 3])
        let control = try JSONValue.encoding(ClientMessage(.control(.drivingSide(.leftHandDrive))))
        expectEqual(control, ["type": "control", "name": "drivingSide", "value": "leftHandDrive"])
        expectEqual(try JSONValue.encoding(ClientMessage(.home)), ["type": "home"])
    }

    /// Every malformed message and the error it gets: code, exact text, and `inReplyTo` (the message's `id` once it
    /// was read as an integer).
    static let malformed: [(String, ProtocolError)] = [
        ("{not json", ProtocolError(.badJSON, "the message is not valid JSON")),
        ("", ProtocolError(.badJSON, "the message is not valid JSON")),
        (#"{"type":"home"} x"#, ProtocolError(.badJSON, "the message is not valid JSON")),
        ("[1,2]", ProtocolError(.badJSON, "a message is one JSON object")),
        ("null", ProtocolError(.badJSON, "a message is one JSON object")),
        (#""just a string""#, ProtocolError(.badJSON, "a message is one JSON object")),
        ("12", ProtocolError(.badJSON, "a message is one JSON object")),
        (#"{"id":"x","type":"home"}"#, ProtocolError(.badField, #"field "id" must be an integer"#)),
        (#"{"id":1.5,"type":"home"}"#, ProtocolError(.badField, #"field "id" must be an integer"#)),
        (#"{"id":null,"type":"home"}"#, ProtocolError(.badField, #"field "id" must be an integer"#)),
        (#"{"id":9007199254740993,"type":"home"}"#, ProtocolError(.badField, #"field "id" must be an integer"#)),
        (#"{"id":1}"#, ProtocolError(.badField, #"field "type" is missing"#, inReplyTo: 1)),
        (#"{"type":5}"#, ProtocolError(.badField, #"field "type" must be a string"#)),
        (#"{"type":null,"id":2}"#, ProtocolError(.badField, #"field "type" must be a string"#, inReplyTo: 2)),
        (#"{"type":"dance","id":3}"#, ProtocolError(.unknownType, #"unknown message type "dance""#, inReplyTo: 3)),
        (#"{"type":"Home"}"#, ProtocolError(.unknownType, #"unknown message type "Home""#)),
        (#"{"type":"launch"}"#, ProtocolError(.badField, #"field "app" is missing"#)),
        (
            #"{"type":"launch","app":42,"id":4}"#,
            ProtocolError(.badField, #"field "app" must be a string"#, inReplyTo: 4)
        ),
        (#"{"type":"input"}"#, ProtocolError(.badField, #"field "action" is missing"#)),
        (
            #"{"type":"input","action":"scroll","x":1,"y":2,"dy":1e9}"#,
            ProtocolError(.badField, #"field "dy" must be a number from -100000 to 100000"#)
        ),
        (#"{"type":"input","action":"scroll","x":1,"y":2}"#, ProtocolError(.badField, #"field "dy" is missing"#)),
        (#"{"type":"input","action":7}"#, ProtocolError(.badField, #"field "action" must be a string"#)),
        (
            #"{"type":"input","action":"fly"}"#,
            ProtocolError(
                .badField,
                #"field "action": unknown action "fly" (one of tap, tapAt, knobRotate, knobNudge, knobPress, back, "#
                    + #"pointerMove, hardKey, type, mapPan, mapDrag, mapPinch, mapRotate, mapPitch, mapDoubleTap, scroll, "#
                    + #"siriSay, swipe)"#
            )
        ),
        (
            #"{"type":"input","action":"knobPress","seq":"1"}"#,
            ProtocolError(.badField, #"field "seq" must be an integer"#)
        ),
        (
            #"{"type":"input","action":"knobPress","seq":0.5}"#,
            ProtocolError(.badField, #"field "seq" must be an integer"#)
        ),
        (#"{"type":"input","action":"tap"}"#, ProtocolError(.badField, #"field "element" is missing"#)),
        (
            #"{"type":"input","action":"tap","element":3}"#,
            ProtocolError(.badField, #"field "element" must be a string"#)
        ),
        (#"{"type":"input","action":"tapAt","y":1}"#, ProtocolError(.badField, #"field "x" is missing"#)),
        (#"{"type":"input","action":"tapAt","x":1}"#, ProtocolError(.badField, #"field "y" is missing"#)),
        (
            #"{"type":"input","action":"tapAt","x":"left","y":1}"#,
            ProtocolError(.badField, #"field "x" must be a number"#)
        ),
        (
            #"{"type":"input","action":"pointerMove","x":null,"y":2}"#,
            ProtocolError(.badField, #"field "x" must be a number"#)
        ),
        (
            #"{"type":"input","action":"pointerMove","x":1,"y":true}"#,
            ProtocolError(.badField, #"field "y" must be a number"#)
        ),
        (#"{"type":"input","action":"knobRotate"}"#, ProtocolError(.badField, #"field "steps" is missing"#)),
        (#"{"type":"input","action":"knobRotate","steps":1.5}"#, steps),
        (#"{"type":"input","action":"knobRotate","steps":1e9}"#, steps),
        (#"{"type":"input","action":"knobRotate","steps":1001}"#, steps),
        (#"{"type":"input","action":"knobRotate","steps":-1001}"#, steps),
        (#"{"type":"input","action":"knobRotate","steps":"3"}"#, steps),
        (#"{"type":"input","action":"knobNudge"}"#, ProtocolError(.badField, #"field "direction" is missing"#)),
        (
            #"{"type":"input","action":"knobNudge","direction":"sideways"}"#,
            ProtocolError(.badField, #"field "direction" must be one of up, down, left, right"#)
        ),
        (#"{"type":"input","action":"hardKey"}"#, ProtocolError(.badField, #"field "key" is missing"#)),
        (
            #"{"type":"input","action":"hardKey","key":"eject"}"#,
            ProtocolError(.badField, #"field "key" must be one of home, back, playPause, next, siri"#)
        ),
        (#"{"type":"input","action":"type"}"#, ProtocolError(.badField, #"field "text" is missing"#)),
        (#"{"type":"input","action":"siriSay"}"#, ProtocolError(.badField, #"field "text" is missing"#)),
        (
            #"{"type":"input","action":"siriSay","text":""# + String(repeating: "a", count: 2001) + #""}"#,
            ProtocolError(.badField, #"field "text" at most 2000 characters"#)
        ),
        (
            #"{"type":"input","action":"type","text":["a"]}"#,
            ProtocolError(.badField, #"field "text" must be a string"#)
        ),
        (#"{"type":"phone","caller":"Ana"}"#, ProtocolError(.badField, #"field "action" is missing"#)),
        (
            #"{"type":"phone","action":"hangUp","caller":"Ana"}"#,
            ProtocolError(.badField, #"field "action" of phone must be one of ring, message, notifications, widgets"#)
        ),
        (#"{"type":"phone","action":"widgets"}"#, ProtocolError(.badField, #"field "shown" is missing"#)),
        (
            #"{"type":"phone","action":"widgets","shown":"com.example.a/Kind"}"#,
            ProtocolError(.badField, #"field "shown" must be an array of widget ids"#)
        ),
        (
            #"{"type":"phone","action":"widgets","shown":[""]}"#,
            ProtocolError(.badField, #"field "shown" must hold widget ids of 1 to 100 characters"#)
        ),
        (#"{"type":"phone","action":"ring"}"#, ProtocolError(.badField, #"field "caller" is missing"#)),
        (#"{"type":"phone","action":"message","text":"Hi"}"#, ProtocolError(.badField, #"field "sender" is missing"#)),
        (
            #"{"type":"phone","action":"notifications","shown":true}"#,
            ProtocolError(.badField, #"field "app" is missing"#)
        ),
        (
            #"{"type":"phone","action":"notifications","app":"a"}"#,
            ProtocolError(.badField, #"field "shown" is missing"#)
        ),
        (
            #"{"type":"phone","action":"notifications","app":"a","shown":"no"}"#,
            ProtocolError(.badField, #"field "shown" must be true or false"#)
        ),
        (
            #"{"type":"phone","action":"message","sender":"Ana","text":""}"#,
            ProtocolError(.badField, #"field "text" must have 1 to 2000 characters"#)
        ),
        (
            #"{"type":"phone","action":"ring","caller":""}"#,
            ProtocolError(.badField, #"field "caller" must have 1 to 100 characters"#)
        ),
        (
            #"{"type":"phone","action":"ring","caller":"Ana","handle":""# + String(repeating: "1", count: 101) + #""}"#,
            ProtocolError(.badField, #"field "handle" must have at most 100 characters"#)
        ),
        (
            #"{"type":"phone","action":"ring","caller":"Ana","app":7}"#,
            ProtocolError(.badField, #"field "app" must be a string"#)
        ),
        (#"{"type":"control","value":true}"#, ProtocolError(.badField, #"field "name" is missing"#)),
        (#"{"type":"control","name":"warp","value":true}"#, controlName),
        (#"{"type":"control","name":5,"value":true}"#, controlName),
        (#"{"type":"control","name":"radio"}"#, ProtocolError(.badField, #"field "value" is missing"#)),
        (
            #"{"type":"control","name":"display","value":5}"#,
            ProtocolError(.badField, #"field "value" of display must be a preset id"#)
        ),
        (
            #"{"type":"control","name":"uiAppearance","value":"purple"}"#,
            ProtocolError(.badField, #"field "value" of uiAppearance must be "light" or "dark""#)
        ),
        (
            #"{"type":"control","name":"mapAppearance","value":null}"#,
            ProtocolError(.badField, #"field "value" of mapAppearance must be "light" or "dark""#)
        ),
        (
            #"{"type":"control","name":"drivingSide","value":"middle"}"#,
            ProtocolError(.badField, #"field "value" of drivingSide must be "leftHandDrive" or "rightHandDrive""#)
        ),
        (
            #"{"type":"control","name":"radio","value":"yes"}"#,
            ProtocolError(.badField, #"field "value" of radio must be true or false"#)
        ),
        (
            #"{"type":"control","name":"limitLists","value":1}"#,
            ProtocolError(.badField, #"field "value" of limitLists must be true or false"#)
        ),
        (
            #"{"type":"control","name":"limitKeyboard","value":"true"}"#,
            ProtocolError(.badField, #"field "value" of limitKeyboard must be true or false"#)
        ),
        (
            #"{"type":"control","name":"connected","value":0}"#,
            ProtocolError(.badField, #"field "value" of connected must be true or false"#)
        ),
        (
            #"{"type":"control","name":"phoneLocked","value":null}"#,
            ProtocolError(.badField, #"field "value" of phoneLocked must be true or false"#)
        ),
    ]
    static let steps = ProtocolError(.badField, #"field "steps" must be an integer from -1000 to 1000"#)
    static let controlName = ProtocolError(
        .badField,
        #"field "name" must be one of display, uiAppearance, mapAppearance, limitLists, limitKeyboard, connected, "#
            + "drivingSide, phoneLocked, radio, clusterDisplay, clusterCompass, clusterSpeedLimit, clusterAppearance")

    @Test(arguments: malformed) func malformedMessagesGetTheirDocumentedError(_ text: String, _ expected: ProtocolError)
    {
        #expect(throws: ClientMessage.DecodingFailure(expected)) { try ClientMessage.decode(text) }
    }

    @Test func anInputWithBadFieldsRemembersItsSeq() {
        // The hub answers `outOfDate` when that seq is not the current one.
        let failure = #expect(throws: ClientMessage.DecodingFailure.self) {
            try ClientMessage.decode(#"{"type":"input","action":"tapAt","x":"left","y":1,"seq":4,"id":8}"#)
        }
        expectTrue(failure?.inputSeq == 4 && failure?.error.code == .badField && failure?.error.inReplyTo == 8)
        let unknownAction = #expect(throws: ClientMessage.DecodingFailure.self) {
            try ClientMessage.decode(#"{"type":"input","action":"fly","seq":4}"#)
        }
        expectEqual(unknownAction?.inputSeq, nil, "the action is checked before the seq")
    }

    @Test func carErrorsKeepTheirCodesAndTexts() {
        let errors: [(CarSystem.SystemError, ProtocolError.Code)] = [
            (.unknownApp("a"), .unknownApp), (.unknownPreset("p"), .unknownPreset), (.phoneDisconnected, .disconnected),
            (.notRunning, .notRunning), (.cannotLaunch("a", reason: "r"), .cannotLaunch),
        ]
        for (error, code) in errors {
            expectEqual(ProtocolError(error), ProtocolError(code, error.description))
        }
    }

    // MARK: Server messages

    @Test func serverMessagesHaveTheDocumentedShapes() throws {
        func json(_ message: ServerMessage) throws -> JSONValue {
            try JSONValue.parse(Data(try message.jsonText().utf8))
        }
        expectTrue(
            try json(.welcome(protocolVersion: 1, screenSchema: 2)) == [
                "type": "welcome", "protocol": 1, "screenSchema": 2,
            ])
        let welcome = try json(.welcome(protocolVersion: 1, screenSchema: 2, mapStyle: .standard))
        expectEqual(welcome["mapStyle"]?["tileZoom"], 14)
        expectEqual(welcome["mapStyle"]?["light"]?["land"], "#F2EFE9")
        expectEqual(welcome["mapStyle"]?["roads"]?["service"]?["colour"], "minor")
        expectTrue(
            try json(.ack(inReplyTo: 4, outcome: .noHandler)) == [
                "type": "ack", "inReplyTo": 4, "outcome": "noHandler",
            ])
        expectTrue(
            try json(.error(ProtocolError(.badFrame, "only text frames are accepted")))
                == ["type": "error", "code": "badFrame", "message": "only text frames are accepted"])
        expectTrue(
            try json(.error(ProtocolError(.unknownApp, "no", inReplyTo: 0)))
                == ["type": "error", "code": "unknownApp", "message": "no", "inReplyTo": 0])
        expectEqual(try json(.diff(.init(seq: 3, base: 2))), ["type": "diff", "seq": 3, "base": 2])
        expectTrue(
            try json(.diff(.init(seq: 3, base: 2, screen: .whole(.null))))
                == ["type": "diff", "seq": 3, "base": 2, "screen": nil])
        let ops = [
            JSONPatchOperation(op: .replace, path: "/a/0", value: "x"), JSONPatchOperation(op: .remove, path: "/b"),
            JSONPatchOperation(op: .add, path: "/c", value: nil),
        ]
        expectTrue(
            try json(.diff(.init(seq: 3, base: 2, screen: .ops(ops)))) == [
                "type": "diff", "seq": 3, "base": 2,
                "screenOps": [
                    ["op": "replace", "path": "/a/0", "value": "x"], ["op": "remove", "path": "/b"],
                    ["op": "add", "path": "/c", "value": nil],
                ],
            ])
        let time = Date(timeIntervalSince1970: 1_767_268_800.25)
        let entry = ServerMessage.LogEntry(seq: 1, time: time, kind: .fault, text: "closed")
        expectTrue(
            try json(.log([entry])) == [
                "type": "log",
                "entries": [["seq": 1, "time": "2026-01-01T12:00:00.250Z", "kind": "fault", "text": "closed"]],
            ])
        // Compact, keys sorted, slashes as they are.
        expectTrue(
            try ServerMessage.ack(inReplyTo: 1, outcome: .handled).jsonText()
                == #"{"inReplyTo":1,"outcome":"handled","type":"ack"}"#)
        expectTrue(
            try ServerMessage.error(ProtocolError(.badJSON, "a/b")).jsonText()
                == #"{"code":"badJSON","message":"a/b","type":"error"}"#)
        // A diff is written from its members' JSON, not through an encoder: the same text as the encoder's.
        let diff = ServerMessage.diff(
            .init(
                seq: 12, base: 11, carOps: [JSONPatchOperation(op: .replace, path: "/vehicle/speed", value: 8.5)],
                screen: .ops(ops), dashboard: .whole(["root": nil]), cluster: .ops([])))
        expectEqual(
            try diff.jsonText(),
            #"{"base":11,"carOps":[{"op":"replace","path":"/vehicle/speed","value":8.5}],"clusterOps":[],"#
                + #""dashboard":{"root":null},"screenOps":[{"op":"replace","path":"/a/0","value":"x"},"#
                + #"{"op":"remove","path":"/b"},{"op":"add","path":"/c","value":null}],"seq":12,"type":"diff"}"#)
        expectEqual(try diff.jsonText(), try JSONValueEncoder.encode(diff).jsonString)
    }

    @Test func patchOperationsRoundTrip() throws {
        let ops = [
            JSONPatchOperation(op: .replace, path: "/a", value: ["b": [1, nil]]),
            JSONPatchOperation(op: .remove, path: "/c"),
            JSONPatchOperation(op: .add, path: "/d", value: .null),
        ]
        let decoded = try JSONDecoder().decode([JSONPatchOperation].self, from: JSONEncoder().encode(ops))
        expectEqual(decoded, [ops[0], ops[1], JSONPatchOperation(op: .add, path: "/d", value: .null)])
        expectEqual(try JSONValue.encoding(ops), JSONValue.array(ops.map(\.json)))
        // Written without making their objects: the same text, escapes included.
        let escaped = JSONPatchOperation(op: .replace, path: "/t\"x\\y", value: ["q": "a\u{2028}b\n", "n": 1.5])
        for op in ops + [escaped, JSONPatchOperation(op: .add, path: "/e", value: nil)] {
            var out: [UInt8] = []
            op.write(into: &out)
            expectEqual(String(decoding: out, as: UTF8.self), op.json.jsonString)
        }
    }

    @Test func outcomesNameInputOutcomes() {
        let outcomes: [InputOutcome] = [
            .handled, .handlerRunning, .handledBySystem, .disabled, .notOnScreen, .unsupported, .appNotRunning,
        ]
        expectEqual(
            outcomes.map { ServerMessage.Outcome($0).rawValue },
            [
                "handled", "handlerRunning", "handledBySystem", "disabled", "notOnScreen", "noHandler",
                "appNotRunning",
            ])
    }

    @MainActor @Test func theCarStateSendsEveryFieldWithNullsNotGaps() throws {
        let system = try Apps.car()
        let car = try JSONValue.parse(try JSONEncoder().encode(CarStateMessage(system)))
        let keys = Set(car.objectValue?.keys.map { $0 } ?? [])
        expectEqual(
            keys,
            [
                "display", "presets", "uiAppearance", "mapAppearance", "limitLists", "limitKeyboard", "connected",
                "drivingSide",
                "phoneLocked", "radio", "audioOwner", "foregroundApp", "apps", "homeMessage", "homeFocus", "time",
                "vehicle", "drivePaused", "driveDestinations", "speedFactor", "voice", "dashboardShowing",
                "dashboardApp", "cluster",
                "headUp", "headUpIdleText", "widgets",
            ])
        for key in ["audioOwner", "foregroundApp", "homeMessage", "homeFocus"] {
            expectEqual(car[key], .null, "\(key)")
        }
        expectEqual(car["radio"], ["on": true, "playing": true, "station": "FM 101.1", "ducked": false])
        expectEqual(
            car["presets"]?.arrayValue?.first,
            [
                "id": "minimum", "name": "Minimum 748×456 @2x", "pixelWidth": 748, "pixelHeight": 456, "scale": 2,
            ])
        expectEqual(
            car["apps"]?.arrayValue?.last,
            [
                "id": "com.example.player", "name": "Player", "category": "audio",
                "icon": "/apps/com.example.player/icon",
                "state": "notRunning", "notificationsShown": true,
            ])
        expectEqual(car["display"], (try JSONValue.encoding(system.display)))
        expectEqual(try JSONDecoder().decode(CarStateMessage.self, from: car.jsonData), CarStateMessage(system))
    }

    @MainActor @Test func aCarStatesChangesAreThoseOfTheMembersThatChanged() throws {
        let system = try Apps.car()
        expectEqual(CarStateMessage.members.map(\.key), CarStateMessage.CodingKeys.allCases, "every member, once")
        let before = CarStateMessage(system)
        var json = try before.jsonMembers()
        expectEqual(JSONValue.object(json), (try JSONValue.encoding(before)), "the members' JSON is the car state's")
        var after = before
        after.time = "9:41"
        after.radio.ducked = true
        after.homeMessage = "Terminating app"
        let ops = try after.changes(from: before, json: &json)
        expectEqual(ops.map(\.path), ["/radio/ducked", "/homeMessage", "/time"], "in the members' order")
        expectEqual(JSONValue.object(json), (try JSONValue.encoding(after)), "the members' JSON moved with them")
        expectEqual(try JSONPatch.apply(ops, to: JSONValue.encoding(before)), (try JSONValue.encoding(after)))
        expectTrue(try after.changes(from: after, json: &json).isEmpty, "nothing changed, nothing to send")
        expectEqual(JSONValue.object(json), (try JSONValue.encoding(after)))
    }
}
