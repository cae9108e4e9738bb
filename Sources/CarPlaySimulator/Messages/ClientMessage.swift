import CarPlay
import CarPlayHost
import Foundation

/// One message from a page (docs/PROTOCOL.md, "Page → server"): what it asks for (`body`) and the optional `id` its
/// `ack` or `error` reply refers to.
///
/// Decoding checks the message the way the protocol documents, in this order, and throws a `DecodingFailure` with
/// the `error` to reply: one JSON object (`badJSON`); `id`, when present, an integer (`badField`, no `inReplyTo`);
/// `type` present and a string (`badField`), one of `types` (`unknownType`); then the fields of that type
/// (`badField`, naming the field). Fields a type does not use are ignored, unread. Before any JSON is parsed, a
/// message nested deeper than `maximumDepth` is refused (`badJSON`).
public struct ClientMessage: Codable, Hashable, Sendable {
    /// The id replies carry as `inReplyTo`; without one, no `ack` is sent.
    public var id: Int?
    public var body: Body

    public init(id: Int? = nil, _ body: Body) {
        self.id = id
        self.body = body
    }

    /// What a page asks for (the `type`).
    public enum Body: Hashable, Sendable {
        /// Driver input to the app in front (or the home screen).
        case input(Input)
        /// Launches or resumes an app by bundle identifier.
        case launch(app: String)
        /// The app in front goes to the background.
        case home
        /// One of the controls beside the screen.
        case control(Control)
        /// Asks for the whole `state` again.
        case resync
        /// Asks for `count` log entries older than the entry `before` (nil: the newest), answered by a `log`.
        case logPage(before: Int?, count: Int)
        /// The drive controls (VehicleMessage.swift).
        case vehicle(VehicleMessage)
        /// Siri and the phone (VoiceMessage.swift).
        case voice(VoiceMessage)
        /// Someone calls the driver (PhoneMessage.swift).
        case phone(PhoneMessage)
        /// A tap on the navigation app's Dashboard tile (the `dashboard` screen), by element or at a point in the
        /// tile's points.
        case dashboard(DashboardTap)
        /// The car's cluster zoom controls.
        case clusterZoom(ClusterZoom)
        /// Reviews the app in front against the Developer Guide's guidelines, answered by a `review`.
        case review
    }

    /// A `dashboard` message's `action`: `tap` `element`, or `tapAt` `x`,`y`.
    public enum DashboardTap: Hashable, Sendable {
        case tap(element: String)
        case tapAt(Point)
    }

    /// The most entries one `logPage` may ask for.
    public static let maximumLogPage = 1000
    /// The deepest nesting of arrays and objects a message may have (a message is one object: depth 1).
    public static let maximumDepth = 32

    /// An `input` message: the action and, optionally, the `seq` of the screen it was made on.
    public struct Input: Hashable, Sendable {
        public var action: Action
        /// The screen the input was made on; an input on an older screen is refused with `outOfDate` (but a `tap`
        /// of an element still on screen).
        public var seq: Int?

        public init(_ action: Action, seq: Int? = nil) {
            self.action = action
            self.seq = seq
        }
    }

    /// An input's `action` with its fields.
    public enum Action: Hashable, Sendable {
        /// `tap` `element`: selects a node of the current screen by id.
        case tap(element: String)
        /// `tapAt` `x`,`y`: a touch at a point (in points).
        case tapAt(Point)
        /// `knobRotate` `steps` (-1000…1000).
        case knobRotate(steps: Int)
        /// `knobNudge` `direction`.
        case knobNudge(CarSession.NudgeDirection)
        case knobPress
        case back
        /// `pointerMove` `x`,`y`: the touchpad pointer (in points).
        case pointerMove(Point)
        /// `hardKey` `key`.
        case hardKey(CarSystem.HardKey)
        /// `type` `text`: typed into the search field on screen.
        case type(text: String)
        /// `mapPan` `direction`, `phase`: a directional button of the map template's panning interface, pressed
        /// momentarily (the default) or held (`began`, then `ended`).
        case mapPan(MapPanDirection, phase: MapPanPhase)
        /// `mapDrag` `phase`, `dx`,`dy` (the translation since the drag began), `vx`,`vy` (points per second): a
        /// drag on the map (touch screens).
        case mapDrag(MapGesturePhase, translation: Point, velocity: Point)
        /// `mapPinch` `phase`, `x`,`y` (the centre), `scale` (since the pinch began), `velocity` (scale per second):
        /// a pinch on the map (multitouch displays).
        case mapPinch(MapGesturePhase, center: Point, scale: Double, velocity: Double)
        /// `mapRotate` `phase`, `x`,`y`, `rotation` (radians since the gesture began), `velocity`: two fingers
        /// turning on the map (multitouch displays).
        case mapRotate(MapGesturePhase, center: Point, rotation: Double, velocity: Double)
        /// `mapPitch` `phase`, `x`,`y`: two fingers sliding vertically on the map (multitouch displays).
        case mapPitch(MapGesturePhase, center: Point)
        /// `mapDoubleTap` `x`,`y` (the tap), `fingers` (1: zoom in, 2: zoom out): a double tap on the map (multitouch
        /// displays).
        case mapDoubleTap(center: Point, fingers: Int)
        /// `scroll` `x`,`y` (a point of the scroll view, in points), `dy` (points, positive toward the content's end,
        /// at most `maximumScroll` either way): a drag or the mouse wheel over a list.
        case scroll(at: Point, dy: Double)
        /// `siriSay` `text` (at most `maximumUtterance` characters): the driver answers Siri, which listens for the
        /// app in front (a yes or no, a name, a message to dictate).
        case siriSay(text: String)
        /// `swipe` `direction`: a finger's quick horizontal stroke on a touch screen (the home screen's pages).
        case swipe(CarSession.NudgeDirection)

        /// The action names, in the order the protocol lists them.
        public static let names = [
            "tap", "tapAt", "knobRotate", "knobNudge", "knobPress", "back", "pointerMove", "hardKey", "type",
            "mapPan", "mapDrag", "mapPinch", "mapRotate", "mapPitch", "mapDoubleTap", "scroll", "siriSay", "swipe",
        ]

        /// The wire name (`action`).
        public var name: String {
            switch self {
            case .tap: "tap"
            case .tapAt: "tapAt"
            case .knobRotate: "knobRotate"
            case .knobNudge: "knobNudge"
            case .knobPress: "knobPress"
            case .back: "back"
            case .pointerMove: "pointerMove"
            case .hardKey: "hardKey"
            case .type: "type"
            case .mapPan: "mapPan"
            case .mapDrag: "mapDrag"
            case .mapPinch: "mapPinch"
            case .mapRotate: "mapRotate"
            case .mapPitch: "mapPitch"
            case .swipe: "swipe"
            case .mapDoubleTap: "mapDoubleTap"
            case .scroll: "scroll"
            case .siriSay: "siriSay"
            }
        }

        /// The most knob steps one message may carry, either way.
        public static let maximumSteps = 1000
        /// The largest `scale` one pinch may carry (and the smallest is its inverse).
        public static let maximumScale = 1000.0
        /// The most points one `scroll` may move, either way.
        public static let maximumScroll = 100_000.0
        /// The most characters the driver says to Siri in one message.
        public static let maximumUtterance = 2000
    }

    /// A `control` message: `name` and its `value`.
    public enum Control: Hashable, Sendable {
        /// `display`: a preset id (`DisplayConfiguration.preset(_:)`).
        case display(presetID: String)
        case uiAppearance(DisplayConfiguration.Appearance)
        case mapAppearance(DisplayConfiguration.Appearance)
        case limitLists(Bool)
        case limitKeyboard(Bool)
        /// The phone plugged in or not.
        case connected(Bool)
        case drivingSide(DisplayConfiguration.DrivingSide)
        case phoneLocked(Bool)
        /// The car's radio on or off.
        case radio(Bool)
        /// `clusterDisplay`: a cluster display preset id (`ClusterDisplay.preset(_:)`), or null for none.
        case clusterDisplay(presetID: String?)
        /// `clusterCompass`, `clusterSpeedLimit`: one of `clusterSettingNames`.
        case clusterCompass(CPInstrumentClusterSetting)
        case clusterSpeedLimit(CPInstrumentClusterSetting)
        /// `clusterAppearance`: "light" or "dark", the cluster's own setting; null: it follows the car's appearance.
        case clusterAppearance(DisplayConfiguration.Appearance?)

        /// The control names, in the order the protocol lists them.
        public static let names = [
            "display", "uiAppearance", "mapAppearance", "limitLists", "limitKeyboard", "connected", "drivingSide",
            "phoneLocked", "radio", "clusterDisplay", "clusterCompass", "clusterSpeedLimit", "clusterAppearance",
        ]

        /// The names of `CPInstrumentClusterSetting`'s cases, in raw-value order.
        public static let clusterSettingNames = ["unspecified", "enabled", "disabled", "userPreference"]

        /// The wire name (`name`).
        public var name: String {
            switch self {
            case .display: "display"
            case .uiAppearance: "uiAppearance"
            case .mapAppearance: "mapAppearance"
            case .limitLists: "limitLists"
            case .limitKeyboard: "limitKeyboard"
            case .connected: "connected"
            case .drivingSide: "drivingSide"
            case .phoneLocked: "phoneLocked"
            case .radio: "radio"
            case .clusterDisplay: "clusterDisplay"
            case .clusterCompass: "clusterCompass"
            case .clusterSpeedLimit: "clusterSpeedLimit"
            case .clusterAppearance: "clusterAppearance"
            }
        }
    }

    /// The message types (`type`).
    public static let types = [
        "input", "launch", "home", "control", "resync", "logPage", "vehicle", "voice", "phone", "dashboard",
        "clusterZoom", "review",
    ]

    // MARK: Decoding

    /// A message that could not be decoded: the `error` to reply (with `inReplyTo` when the message had a valid `id`).
    public struct DecodingFailure: Error, Hashable, Sendable {
        public var error: ProtocolError
        /// The `seq` of an `input` whose action fields were refused. An input made on an older screen is stale
        /// whatever else is wrong with it: the hub, which knows the current `seq`, answers `outOfDate` first.
        public var inputSeq: Int?

        public init(_ error: ProtocolError, inputSeq: Int? = nil) {
            self.error = error
            self.inputSeq = inputSeq
        }
    }

    /// Decodes one message from a page's text.
    public static func decode(_ text: String) throws(DecodingFailure) -> ClientMessage {
        guard !isNested(text.utf8, deeperThan: maximumDepth) else { throw DecodingFailure(.nestedTooDeeply) }
        do {
            return try JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8))
        } catch let failure as DecodingFailure {
            throw failure
        } catch {
            // The decoder refused the text before reading a field: it is not JSON.
            throw DecodingFailure(.notJSON)
        }
    }

    enum CodingKeys: String, CodingKey {
        case type, id
        case before, count
        case action, seq, element, x, y, steps, direction, key, text
        case phase, dx, dy, vx, vy, scale, velocity, rotation, fingers
        case app
        case name, value
    }

    public init(from decoder: any Decoder) throws {
        let fields: Fields
        do {
            fields = try Fields(decoder)
            id = try fields.integer(.id)
        } catch {
            throw DecodingFailure(error)
        }
        var inputSeq: Int?
        do {
            body = try Body(fields, decoder: decoder, inputSeq: &inputSeq)
        } catch {
            throw DecodingFailure(error.replying(to: id), inputSeq: inputSeq)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        switch body {
        case .input(let input):
            try container.encode("input", forKey: .type)
            try container.encode(input.action.name, forKey: .action)
            try container.encodeIfPresent(input.seq, forKey: .seq)
            switch input.action {
            case .tap(let element): try container.encode(element, forKey: .element)
            case .tapAt(let point), .pointerMove(let point):
                try container.encode(point.x, forKey: .x)
                try container.encode(point.y, forKey: .y)
            case .knobRotate(let steps): try container.encode(steps, forKey: .steps)
            case .knobNudge(let direction), .swipe(let direction): try container.encode(direction, forKey: .direction)
            case .knobPress, .back: break
            case .hardKey(let key): try container.encode(key, forKey: .key)
            case .type(let text), .siriSay(let text): try container.encode(text, forKey: .text)
            case .mapPan(let direction, let phase):
                try container.encode(direction, forKey: .direction)
                try container.encode(phase, forKey: .phase)
            case .mapDrag(let phase, let translation, let velocity):
                try container.encode(phase, forKey: .phase)
                try container.encode(translation.x, forKey: .dx)
                try container.encode(translation.y, forKey: .dy)
                try container.encode(velocity.x, forKey: .vx)
                try container.encode(velocity.y, forKey: .vy)
            case .mapPinch(let phase, let center, let scale, let velocity):
                try container.encode(phase, forKey: .phase)
                try container.encode(center.x, forKey: .x)
                try container.encode(center.y, forKey: .y)
                try container.encode(scale, forKey: .scale)
                try container.encode(velocity, forKey: .velocity)
            case .mapRotate(let phase, let center, let rotation, let velocity):
                try container.encode(phase, forKey: .phase)
                try container.encode(center.x, forKey: .x)
                try container.encode(center.y, forKey: .y)
                try container.encode(rotation, forKey: .rotation)
                try container.encode(velocity, forKey: .velocity)
            case .mapPitch(let phase, let center):
                try container.encode(phase, forKey: .phase)
                try container.encode(center.x, forKey: .x)
                try container.encode(center.y, forKey: .y)
            case .mapDoubleTap(let center, let fingers):
                try container.encode(center.x, forKey: .x)
                try container.encode(center.y, forKey: .y)
                try container.encode(fingers, forKey: .fingers)
            case .scroll(let point, let dy):
                try container.encode(point.x, forKey: .x)
                try container.encode(point.y, forKey: .y)
                try container.encode(dy, forKey: .dy)
            }
        case .launch(let app):
            try container.encode("launch", forKey: .type)
            try container.encode(app, forKey: .app)
        case .home:
            try container.encode("home", forKey: .type)
        case .control(let control):
            try container.encode("control", forKey: .type)
            try container.encode(control.name, forKey: .name)
            switch control {
            case .display(let preset): try container.encode(preset, forKey: .value)
            case .uiAppearance(let appearance), .mapAppearance(let appearance):
                try container.encode(appearance, forKey: .value)
            case .limitLists(let flag), .limitKeyboard(let flag), .connected(let flag), .phoneLocked(let flag),
                .radio(let flag):
                try container.encode(flag, forKey: .value)
            case .drivingSide(let side): try container.encode(side, forKey: .value)
            case .clusterDisplay(let preset): try container.encode(preset, forKey: .value)
            case .clusterCompass(let setting), .clusterSpeedLimit(let setting):
                try container.encode(Control.clusterSettingNames[Int(setting.rawValue)], forKey: .value)
            case .clusterAppearance(let appearance): try container.encode(appearance, forKey: .value)
            }
        case .resync:
            try container.encode("resync", forKey: .type)
        case .review:
            try container.encode("review", forKey: .type)
        case .logPage(let before, let count):
            try container.encode("logPage", forKey: .type)
            try container.encodeIfPresent(before, forKey: .before)
            try container.encode(count, forKey: .count)
        case .vehicle(let vehicle):
            try container.encode("vehicle", forKey: .type)
            try vehicle.encode(to: encoder)
        case .voice(let voice):
            try container.encode("voice", forKey: .type)
            try voice.encode(to: encoder)
        case .phone(let phone):
            try container.encode("phone", forKey: .type)
            try phone.encode(to: encoder)
        case .dashboard(let tap):
            try container.encode("dashboard", forKey: .type)
            switch tap {
            case .tap(let element):
                try container.encode("tap", forKey: .action)
                try container.encode(element, forKey: .element)
            case .tapAt(let point):
                try container.encode("tapAt", forKey: .action)
                try container.encode(point.x, forKey: .x)
                try container.encode(point.y, forKey: .y)
            }
        case .clusterZoom(let zoom):
            try container.encode("clusterZoom", forKey: .type)
            try container.encode(zoom, forKey: .direction)
        }
    }

    /// Whether `bytes` (JSON text) nest arrays and objects deeper than `limit`: a scan of brackets outside strings,
    /// one pass, no parsing — so deep nesting costs nothing to refuse.
    static func isNested(_ bytes: String.UTF8View, deeperThan limit: Int) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}
