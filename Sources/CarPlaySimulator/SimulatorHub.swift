import Foundation
import CarPlayHost

/// The simulator protocol (docs/PROTOCOL.md) on top of one `CarSystem`: it turns the car into `state`, `diff` and
/// `log` messages for every connected page, and applies the pages' messages to the car — on the main actor, where
/// the car and its apps run. Transport-free: the server feeds it text and forwards what it yields.
@MainActor
public final class SimulatorHub {
    /// Protocol version (`welcome.protocol`).
    public nonisolated static let protocolVersion = 1
    /// The largest client message accepted, in bytes of UTF-8.
    public nonisolated static let maximumMessageBytes = 64 * 1024
    /// How many log entries a new page gets.
    public nonisolated static let logBacklog = 200

    /// The error codes of PROTOCOL.md.
    public enum ErrorCode: String, Sendable, CaseIterable {
        case badJSON, badFrame, tooLarge, unknownType, badField, unknownElement, unknownApp, unknownPreset, notRunning
        case outOfDate, disconnected, cannotLaunch
    }

    public let system: CarSystem
    /// The number of the last `state`/`diff`.
    public private(set) var seq = 0
    /// The car state and screen (JSON) as of `seq`.
    public private(set) var car: JSONValue = .null
    public private(set) var screen: JSONValue = .null

    /// A connected page.
    public typealias ClientID = UUID
    private struct Client {
        var deliver: @MainActor (String) -> Void
        var finish: @MainActor () -> Void
    }
    private var clients: [ClientID: Client] = [:]
    private var pendingLog: [CarEventLog.Entry] = []
    private var publishScheduled = false

    /// The log's `time` format.
    private let timeFormatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()

    public init(system: CarSystem) {
        self.system = system
        car = carState()
        screen = screenJSON()
        system.onChange = { [weak self] in self?.schedulePublish() }
        system.log.onAppend = { [weak self] entry in
            guard let self else { return }
            self.pendingLog.append(entry)
            self.schedulePublish()
        }
    }

    /// How many pages are connected.
    public var clientCount: Int { clients.count }

    // MARK: Connections

    /// A new page: it gets `welcome`, the whole `state` and the recent log, then every broadcast, through
    /// `deliver` (called on the main actor, in order). `finish` is called when the hub drops the page.
    public func connect(deliver: @escaping @MainActor (String) -> Void, finish: @escaping @MainActor () -> Void = {}) -> ClientID {
        publish()
        let id = ClientID()
        clients[id] = Client(deliver: deliver, finish: finish)
        deliver(message("welcome", ["protocol": .number(Double(Self.protocolVersion)),
                                    "screenSchema": .number(Double(Screen.currentSchemaVersion))]))
        deliver(stateMessage())
        deliver(logMessage(system.log.last(Self.logBacklog)))
        return id
    }

    /// A new page whose messages arrive as a stream (a slow page loses the oldest beyond 4096 queued messages; the
    /// `seq` gap makes it resync).
    public func connect() -> (ClientID, AsyncStream<String>) {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(4096))
        let id = connect(deliver: { continuation.yield($0) }, finish: { continuation.finish() })
        return (id, stream)
    }

    /// A page went away.
    public func disconnect(_ id: ClientID) {
        clients.removeValue(forKey: id)?.finish()
    }

    /// Disconnects every page (the server stops).
    public func disconnectAll() {
        let all = clients.values
        clients = [:]
        for client in all { client.finish() }
    }

    // MARK: Incoming

    /// A complete text message from a page.
    public func receive(_ text: String, from client: ClientID) {
        guard text.utf8.count <= Self.maximumMessageBytes else { return receiveTooLarge(from: client) }
        let value: JSONValue
        do {
            value = try JSONValue.parse(Data(text.utf8))
        } catch {
            return send(errorMessage(.badJSON, "the message is not valid JSON"), to: client)
        }
        guard case .object(let object) = value else {
            return send(errorMessage(.badJSON, "a message is one JSON object"), to: client)
        }
        var replyID: Int?
        if let id = object["id"] {
            guard let int = id.intValue else { return send(errorMessage(.badField, "field \"id\" must be an integer"), to: client) }
            replyID = int
        }
        guard let type = object["type"] else {
            return send(errorMessage(.badField, "field \"type\" is missing", replyTo: replyID), to: client)
        }
        guard let typeName = type.stringValue else {
            return send(errorMessage(.badField, "field \"type\" must be a string", replyTo: replyID), to: client)
        }
        let outcome: Result<String, ProtocolError>
        switch typeName {
        case "input": outcome = input(object)
        case "launch": outcome = launch(object)
        case "home":
            system.goHome()
            outcome = .success("handled")
        case "control": outcome = control(object)
        case "resync":
            publish()
            send(stateMessage(), to: client)
            outcome = .success("handled")
        default:
            outcome = .failure(ProtocolError(.unknownType, "unknown message type \"\(typeName)\""))
        }
        switch outcome {
        case .success(let result):
            publish()
            if let replyID {
                send(message("ack", ["inReplyTo": .number(Double(replyID)), "outcome": .string(result)]), to: client)
            }
        case .failure(let failure):
            send(errorMessage(failure.code, failure.message, replyTo: replyID), to: client)
        }
    }

    /// A message over `maximumMessageBytes` (discarded unread).
    public func receiveTooLarge(from client: ClientID) {
        send(errorMessage(.tooLarge, "messages are limited to \(Self.maximumMessageBytes) bytes"), to: client)
    }

    /// A binary message (discarded).
    public func receiveBinary(from client: ClientID) {
        send(errorMessage(.badFrame, "only text frames are accepted"), to: client)
    }

    /// A text message that is not UTF-8 (discarded).
    public func receiveInvalidText(from client: ClientID) {
        send(errorMessage(.badJSON, "the message is not valid UTF-8"), to: client)
    }

    // MARK: Messages

    struct ProtocolError: Error {
        var code: ErrorCode
        var message: String
        init(_ code: ErrorCode, _ message: String) {
            self.code = code
            self.message = message
        }
    }

    private func input(_ object: [String: JSONValue]) -> Result<String, ProtocolError> {
        guard let actionValue = object["action"] else { return .failure(ProtocolError(.badField, "field \"action\" is missing")) }
        guard let action = actionValue.stringValue else {
            return .failure(ProtocolError(.badField, "field \"action\" must be a string"))
        }
        let actions = ["tap", "tapAt", "knobRotate", "knobNudge", "knobPress", "back", "pointerMove", "hardKey", "type"]
        guard actions.contains(action) else {
            return .failure(ProtocolError(.badField, "field \"action\": unknown action \"\(action)\" (one of \(actions.joined(separator: ", ")))"))
        }
        if let seqValue = object["seq"] {
            guard let inputSeq = seqValue.intValue else { return .failure(ProtocolError(.badField, "field \"seq\" must be an integer")) }
            // A tap by element id stays good while that element is still on screen: the screen moves on by itself
            // (clocks, elapsed time), and the driver meant that element. Anything else made on an older screen is
            // refused.
            let elementStillThere = action == "tap"
                && object["element"]?.stringValue.map { id in system.screen()?.node(ElementID(id)) != nil } == true
            guard inputSeq == seq || elementStillThere else {
                return .failure(ProtocolError(.outOfDate, "the input was made on screen \(inputSeq); the car is at \(seq) (apply the diffs or resync, then try again)"))
            }
        }
        if action == "hardKey" {
            guard let keyValue = object["key"] else { return .failure(ProtocolError(.badField, "field \"key\" is missing")) }
            guard let key = keyValue.stringValue.flatMap(CarSystem.HardKey.init(rawValue:)) else {
                return .failure(ProtocolError(.badField, "field \"key\" must be one of home, back, playPause, next"))
            }
            return .success(Self.outcome(system.press(key)))
        }
        // Everything else needs an app in front; validate the fields before touching the car.
        func number(_ name: String) -> Result<Double, ProtocolError> {
            guard let value = object[name] else { return .failure(ProtocolError(.badField, "field \"\(name)\" is missing")) }
            guard let number = value.doubleValue else { return .failure(ProtocolError(.badField, "field \"\(name)\" must be a number")) }
            return .success(number)
        }
        func readPoint() -> Result<Point, ProtocolError> {
            number("x").flatMap { x in number("y").map { y in Point(x: x, y: y) } }
        }
        let frontApp = system.foregroundApp
        let run: () throws(CarSystem.SystemError) -> String
        switch action {
        case "tap":
            guard let elementValue = object["element"] else { return .failure(ProtocolError(.badField, "field \"element\" is missing")) }
            guard let element = elementValue.stringValue else {
                return .failure(ProtocolError(.badField, "field \"element\" must be a string"))
            }
            guard let screen = system.screen() else { return .failure(ProtocolError(.notRunning, CarSystem.SystemError.notRunning.description)) }
            guard screen.node(ElementID(element)) != nil else {
                return .failure(ProtocolError(.unknownElement, "no element \"\(element)\" on the screen"))
            }
            run = { () throws(CarSystem.SystemError) in Self.outcome(try self.system.tap(element: element)) }
        case "tapAt", "pointerMove":
            let point: Point
            switch readPoint() {
            case .success(let value): point = value
            case .failure(let failure): return .failure(failure)
            }
            run = action == "tapAt"
                ? { () throws(CarSystem.SystemError) in Self.outcome(try self.system.tap(at: point)) }
                : { () throws(CarSystem.SystemError) in
                    try self.system.movePointer(to: point)
                    return "handled"
                }
        case "knobRotate":
            guard let stepsValue = object["steps"] else { return .failure(ProtocolError(.badField, "field \"steps\" is missing")) }
            guard let steps = stepsValue.intValue, abs(steps) <= 1000 else {
                return .failure(ProtocolError(.badField, "field \"steps\" must be an integer from -1000 to 1000"))
            }
            run = { () throws(CarSystem.SystemError) in
                try self.system.rotateKnob(steps)
                return "handled"
            }
        case "knobNudge":
            guard let directionValue = object["direction"] else { return .failure(ProtocolError(.badField, "field \"direction\" is missing")) }
            guard let direction = directionValue.stringValue.flatMap(CarSession.NudgeDirection.init(rawValue:)) else {
                return .failure(ProtocolError(.badField, "field \"direction\" must be one of up, down, left, right"))
            }
            run = { () throws(CarSystem.SystemError) in
                try self.system.nudgeKnob(direction)
                return "handled"
            }
        case "knobPress":
            run = { () throws(CarSystem.SystemError) in Self.outcome(try self.system.pressKnob()) }
        case "back":
            run = { () throws(CarSystem.SystemError) in Self.outcome(try self.system.back()) }
        default: // "type"
            guard let textValue = object["text"] else { return .failure(ProtocolError(.badField, "field \"text\" is missing")) }
            guard let text = textValue.stringValue else { return .failure(ProtocolError(.badField, "field \"text\" must be a string")) }
            run = { () throws(CarSystem.SystemError) in Self.outcome(try self.system.type(text)) }
        }
        do {
            let result = try run()
            if let frontApp, system.state(of: frontApp) == .terminated { return .success("appTerminated") }
            return .success(result)
        } catch {
            return .failure(Self.protocolError(error))
        }
    }

    private func launch(_ object: [String: JSONValue]) -> Result<String, ProtocolError> {
        guard let appValue = object["app"] else { return .failure(ProtocolError(.badField, "field \"app\" is missing")) }
        guard let app = appValue.stringValue else { return .failure(ProtocolError(.badField, "field \"app\" must be a string")) }
        do {
            try system.launch(app)
        } catch {
            return .failure(Self.protocolError(error))
        }
        return .success(system.state(of: app) == .terminated ? "appTerminated" : "handled")
    }

    private func control(_ object: [String: JSONValue]) -> Result<String, ProtocolError> {
        let names = ["display", "uiAppearance", "mapAppearance", "limitLists", "limitKeyboard", "connected", "drivingSide",
                     "phoneLocked", "radio"]
        guard let nameValue = object["name"] else { return .failure(ProtocolError(.badField, "field \"name\" is missing")) }
        guard let name = nameValue.stringValue, names.contains(name) else {
            return .failure(ProtocolError(.badField, "field \"name\" must be one of \(names.joined(separator: ", "))"))
        }
        guard let value = object["value"] else { return .failure(ProtocolError(.badField, "field \"value\" is missing")) }
        func bool() -> Result<Bool, ProtocolError> {
            value.boolValue.map { .success($0) } ?? .failure(ProtocolError(.badField, "field \"value\" of \(name) must be true or false"))
        }
        func appearance() -> Result<DisplayConfiguration.Appearance, ProtocolError> {
            value.stringValue.flatMap(DisplayConfiguration.Appearance.init(rawValue:)).map { .success($0) }
                ?? .failure(ProtocolError(.badField, "field \"value\" of \(name) must be \"light\" or \"dark\""))
        }
        let apply: () -> Void
        switch name {
        case "display":
            guard let preset = value.stringValue else {
                return .failure(ProtocolError(.badField, "field \"value\" of display must be a preset id"))
            }
            do {
                try system.setDisplay(presetID: preset)
            } catch {
                return .failure(Self.protocolError(error))
            }
            return .success("handled")
        case "uiAppearance", "mapAppearance":
            switch appearance() {
            case .success(let appearance):
                apply = name == "uiAppearance" ? { self.system.setAppearance(appearance) } : { self.system.setMapAppearance(appearance) }
            case .failure(let failure): return .failure(failure)
            }
        case "drivingSide":
            guard let side = value.stringValue.flatMap(DisplayConfiguration.DrivingSide.init(rawValue:)) else {
                return .failure(ProtocolError(.badField, "field \"value\" of drivingSide must be \"leftHandDrive\" or \"rightHandDrive\""))
            }
            apply = { self.system.setDrivingSide(side) }
        default:
            switch bool() {
            case .success(let flag):
                apply = switch name {
                case "limitLists": { self.system.setLimitsLists(flag) }
                case "limitKeyboard": { self.system.setLimitsKeyboard(flag) }
                case "connected": { self.system.setPhoneConnected(flag) }
                case "phoneLocked": { self.system.setPhoneLocked(flag) }
                default: { self.system.setRadio(flag) }
                }
            case .failure(let failure): return .failure(failure)
            }
        }
        apply()
        return .success("handled")
    }

    private static func protocolError(_ error: CarSystem.SystemError) -> ProtocolError {
        switch error {
        case .unknownApp: ProtocolError(.unknownApp, error.description)
        case .unknownPreset: ProtocolError(.unknownPreset, error.description)
        case .phoneDisconnected: ProtocolError(.disconnected, error.description)
        case .notRunning: ProtocolError(.notRunning, error.description)
        case .cannotLaunch: ProtocolError(.cannotLaunch, error.description)
        }
    }

    /// The `ack` outcome of an input.
    static func outcome(_ outcome: InputOutcome) -> String {
        switch outcome {
        case .handled: "handled"
        case .handlerRunning: "handlerRunning"
        case .handledBySystem: "handledBySystem"
        case .disabled: "disabled"
        case .notOnScreen: "notOnScreen"
        case .unsupported: "noHandler"
        case .appNotRunning: "appNotRunning"
        }
    }

    // MARK: Outgoing

    /// The clock ticked: sends a diff when the screen or car changed (the status bar time, sports clocks).
    public func tick() { publish() }

    private func schedulePublish() {
        guard !publishScheduled else { return }
        publishScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.publishScheduled = false
            self.publish()
        }
    }

    /// Sends every page what changed since the last `state`/`diff`, then new log entries.
    public func publish() {
        let newCar = carState()
        let newScreen = screenJSON()
        if newCar != car || newScreen != screen {
            seq += 1
            var fields: [String: JSONValue] = ["seq": .number(Double(seq)), "base": .number(Double(seq - 1))]
            if newCar != car { fields["car"] = newCar }
            if newScreen != screen {
                if case .null = screen {
                    fields["screen"] = newScreen
                } else if case .null = newScreen {
                    fields["screen"] = .null
                } else {
                    let ops = JSONPatch.diff(from: screen, to: newScreen)
                    let opsJSON = JSONValue.array(ops.map(\.json))
                    if opsJSON.jsonString.utf8.count < newScreen.jsonString.utf8.count {
                        fields["screenOps"] = opsJSON
                    } else {
                        fields["screen"] = newScreen
                    }
                }
            }
            car = newCar
            screen = newScreen
            broadcast(message("diff", fields))
        }
        if !pendingLog.isEmpty {
            let entries = pendingLog
            pendingLog = []
            broadcast(logMessage(entries))
        }
    }

    private func broadcast(_ text: String) {
        for client in clients.values { client.deliver(text) }
    }

    private func send(_ text: String, to client: ClientID) {
        clients[client]?.deliver(text)
    }

    private func stateMessage() -> String {
        message("state", ["seq": .number(Double(seq)), "car": car, "screen": screen])
    }

    private func logMessage(_ entries: [CarEventLog.Entry]) -> String {
        message("log", ["entries": .array(entries.map { entry in
            [
                "seq": .number(Double(entry.seq)), "time": .string(timeFormatter.string(from: entry.time)),
                "kind": .string(entry.kind.rawValue), "text": .string(entry.text),
            ]
        })])
    }

    private func errorMessage(_ code: ErrorCode, _ text: String, replyTo: Int? = nil) -> String {
        var fields: [String: JSONValue] = ["code": .string(code.rawValue), "message": .string(text)]
        if let replyTo { fields["inReplyTo"] = .number(Double(replyTo)) }
        return message("error", fields)
    }

    private func message(_ type: String, _ fields: [String: JSONValue]) -> String {
        var object = fields
        object["type"] = .string(type)
        return JSONValue.object(object).jsonString
    }

    // MARK: The car as JSON

    /// The screen in front as JSON (`null` on the home screen).
    func screenJSON() -> JSONValue {
        guard let screen = system.screen(), let data = try? screen.jsonData(), let json = try? JSONValue.parse(data) else {
            return .null
        }
        return json
    }

    /// CarState (PROTOCOL.md).
    func carState() -> JSONValue {
        let system = system
        let display = (try? JSONValue.encoding(system.display)) ?? .null
        let presets = JSONValue.array(DisplayConfiguration.presets.map { preset in
            [
                "id": .string(preset.id), "name": .string(preset.name), "pixelWidth": .number(Double(preset.pixelWidth)),
                "pixelHeight": .number(Double(preset.pixelHeight)), "scale": .number(preset.scale),
            ]
        })
        let apps = JSONValue.array(system.apps.map { app in
            [
                "id": .string(app.id), "name": .string(app.bundle.name),
                "category": app.bundle.category.map { .string($0.rawValue) } ?? .null,
                "icon": .string(SimulatorRoutes.iconPath(app.id)),
                "state": .string(system.state(of: app.id).rawValue),
            ]
        })
        return [
            "display": display,
            "presets": presets,
            "uiAppearance": .string(system.appearance.rawValue),
            "mapAppearance": .string(system.mapAppearance.rawValue),
            "limitLists": .bool(system.limitsLists),
            "limitKeyboard": .bool(system.limitsKeyboard),
            "connected": .bool(system.isPhoneConnected),
            "drivingSide": .string(system.displayPreset.drivingSide.rawValue),
            "phoneLocked": .bool(system.isPhoneLocked),
            "radio": [
                "on": .bool(system.radio.isOn), "playing": .bool(system.radio.isPlaying),
                "station": .string(system.radio.station), "ducked": .bool(system.radio.isDucked),
            ],
            "audioOwner": system.audioOwner.map { .string($0) } ?? .null,
            "foregroundApp": system.foregroundApp.map { .string($0) } ?? .null,
            "apps": apps,
            "homeMessage": system.homeMessage.map { .string($0) } ?? .null,
            "homeFocus": system.homeFocus.map { .string($0) } ?? .null,
            "time": .string(system.timeText),
        ]
    }
}
