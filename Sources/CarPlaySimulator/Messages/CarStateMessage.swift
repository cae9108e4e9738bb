import Foundation
import CarPlayHost

/// CarState (docs/PROTOCOL.md): everything about the car the page draws besides the screen — the display and its
/// presets, the controls' values, the radio and audio focus, the apps, the home screen's message and knob focus, the
/// clock. Sent whole in `state`, and in `diff` when anything in it changed.
///
/// Optional values are sent as `null`, never left out (but a main display preset's `safeArea`, which only cluster
/// display presets have).
public struct CarStateMessage: Codable, Hashable, Sendable {
    /// The display now: the preset with appearance and limits applied (its `id` ends `-rhd` in right-hand drive).
    public var display: DisplayConfiguration
    /// The left-hand-drive presets.
    public var presets: [Preset]
    public var uiAppearance: DisplayConfiguration.Appearance
    public var mapAppearance: DisplayConfiguration.Appearance
    public var limitLists: Bool
    public var limitKeyboard: Bool
    /// The phone is plugged in.
    public var connected: Bool
    public var drivingSide: DisplayConfiguration.DrivingSide
    public var phoneLocked: Bool
    public var radio: Radio
    /// The app holding the audio focus.
    public var audioOwner: String?
    public var foregroundApp: String?
    /// The installed apps, in home-screen order.
    public var apps: [App]
    /// Apple's exception line after an app was closed for a fault, until the next launch.
    public var homeMessage: String?
    /// The home screen's knob focus: a bundle id, `"dashboard"`, or nil until the knob moves there.
    public var homeFocus: String?
    /// The status bar clock (`H:MM`).
    public var time: String
    /// Where the car is and how it moves (nil: no app, so no vehicle); see VehicleStateMessage.swift.
    public var vehicle: VehicleStateMessage?
    /// The car's drive is paused (the `vehicle` message's `pause`); the page's Pause button then reads Resume.
    public var drivePaused: Bool
    /// The places the drive controls offer on the car's map (`DriveDestination`), for the `vehicle` message's
    /// `drive` `destination`.
    public var driveDestinations: [CarStateMessage.DriveDestination]
    /// How many times faster than driven the car's drives play (`CarSystem.driveRate`; the car's clock runs as
    /// it does).
    public var speedFactor: Double
    /// What Siri and the phone are doing, and the prompt style apps get.
    public var voice: VoiceStateMessage
    /// The main display shows the Dashboard view (its tile is the `dashboard` screen).
    public var dashboardShowing: Bool
    /// The app whose Dashboard scene is connected.
    public var dashboardApp: String?
    /// The car's instrument cluster: its display and settings.
    public var cluster: Cluster
    /// The head-up display strip (nil: no navigation metadata); see `HeadUpDisplay`.
    public var headUp: HeadUpDisplay?
    /// What the head-up strip shows without navigation metadata (`HeadUpDisplay.idleText`).
    public var headUpIdleText: String
    /// The widgets the driver may show on the Dashboard, in the driver's Settings (CarStateMessage+Widgets.swift).
    public var widgets: [Widget]

    /// The car's instrument cluster.
    public struct Cluster: Codable, Hashable, Sendable {
        /// The cluster display preset; nil: the car has no cluster.
        public var display: Preset?
        /// The cluster display presets.
        public var presets: [Preset]
        /// `clusterCompass`, `clusterSpeedLimit` (ClientMessage.Control.clusterSettingNames).
        public var compass: String
        public var speedLimit: String
        /// The cluster's own appearance ("light", "dark"); nil: it follows the car's (`uiAppearance`).
        public var appearance: DisplayConfiguration.Appearance?
        /// The content style the cluster shows now: its own appearance, else the car's.
        public var contentStyle: DisplayConfiguration.Appearance
        /// The app whose cluster scene is connected.
        public var app: String?

        enum CodingKeys: String, CodingKey {
            case display, presets, compass, speedLimit, appearance, contentStyle, app
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(display, forKey: .display)
            try container.encode(presets, forKey: .presets)
            try container.encode(compass, forKey: .compass)
            try container.encode(speedLimit, forKey: .speedLimit)
            try container.encode(appearance, forKey: .appearance)
            try container.encode(contentStyle, forKey: .contentStyle)
            try container.encode(app, forKey: .app)
        }
    }

    /// A display preset the page offers: a main display's (`presets`) or a cluster display's (`cluster.presets`).
    public struct Preset: Codable, Hashable, Sendable {
        public var id: String
        public var name: String
        public var pixelWidth: Int
        public var pixelHeight: Int
        public var scale: Double
        /// A cluster display's safe area, in points; a main display's preset has no such field (left out, not null).
        public var safeArea: Rect?

        public init(_ display: DisplayConfiguration) { self.init(display, safeArea: nil) }

        public init(_ display: ClusterDisplay) { self.init(display, safeArea: display.safeArea) }

        private init(_ display: some PresetDisplay, safeArea: Rect?) {
            id = display.id
            name = display.name
            pixelWidth = display.pixelWidth
            pixelHeight = display.pixelHeight
            scale = display.scale
            self.safeArea = safeArea
        }
    }

    /// The car's radio.
    public struct Radio: Codable, Hashable, Sendable {
        public var on: Bool
        /// Audible: on, and no app holds the audio focus.
        public var playing: Bool
        public var station: String
        /// An app's voice prompt lowers it.
        public var ducked: Bool

        public init(_ radio: CarSystem.Radio) {
            on = radio.isOn
            playing = radio.isPlaying
            station = radio.station
            ducked = radio.isDucked
        }
    }

    /// An installed app.
    public struct App: Codable, Hashable, Sendable {
        /// The bundle identifier.
        public var id: String
        public var name: String
        /// The CarPlay category (`AppCategory`'s raw value); nil for an app without one.
        public var category: String?
        /// The icon's URL path.
        public var icon: String
        public var state: CarSystem.AppRunState
        /// Whether the driver lets the app's notifications show in CarPlay (Settings → Notifications → the app →
        /// Show in CarPlay).
        public var notificationsShown: Bool

        public init(
            id: String, name: String, category: String?, icon: String, state: CarSystem.AppRunState,
            notificationsShown: Bool = true
        ) {
            self.id = id
            self.name = name
            self.category = category
            self.icon = icon
            self.state = state
            self.notificationsShown = notificationsShown
        }

        enum CodingKeys: String, CodingKey { case id, name, category, icon, state, notificationsShown }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(category, forKey: .category)
            try container.encode(icon, forKey: .icon)
            try container.encode(state, forKey: .state)
            try container.encode(notificationsShown, forKey: .notificationsShown)
        }
    }

    /// The car as it is now.
    @MainActor public init(_ system: CarSystem) {
        display = system.display
        presets = Self.mainPresets
        uiAppearance = system.appearance
        mapAppearance = system.mapAppearance
        limitLists = system.limitsLists
        limitKeyboard = system.limitsKeyboard
        connected = system.isPhoneConnected
        drivingSide = system.displayPreset.drivingSide
        phoneLocked = system.isPhoneLocked
        radio = Radio(system.radio)
        audioOwner = system.audioOwner
        foregroundApp = system.foregroundApp
        apps = system.apps.map { app in
            App(
                id: app.id, name: app.bundle.name, category: app.bundle.category?.rawValue,
                icon: SimulatorRoutes.iconPath(app.id), state: system.state(of: app.id),
                notificationsShown: !system.notifications.hiddenApps.contains(app.id))
        }
        homeMessage = system.homeMessage
        homeFocus = system.homeFocus
        time = system.timeText
        vehicle = system.vehicleState.map(VehicleStateMessage.init)
        drivePaused = system.isDrivePaused
        driveDestinations = system.driveDestinations.map { CarStateMessage.DriveDestination(id: $0.id, name: $0.name) }
        speedFactor = system.driveRate
        voice = VoiceStateMessage(system.voiceState)
        dashboardShowing = system.isDashboardShowing
        dashboardApp = system.dashboardApp
        cluster = Cluster(
            display: system.clusterDisplay.map(Preset.init),
            presets: Self.clusterPresets,
            compass: CarSystem.name(of: system.clusterCompass),
            speedLimit: CarSystem.name(of: system.clusterSpeedLimit), appearance: system.clusterAppearance,
            contentStyle: system.effectiveClusterAppearance, app: system.clusterApp)
        headUp = system.headUpDisplay
        headUpIdleText = HeadUpDisplay.idleText
        widgets = Widget.all(system)
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case display, presets, uiAppearance, mapAppearance, limitLists, limitKeyboard, connected, drivingSide
        case phoneLocked, radio, audioOwner, foregroundApp, apps, homeMessage, homeFocus, time
        case vehicle, drivePaused, driveDestinations, speedFactor, voice, dashboardShowing, dashboardApp, cluster,
            headUp, headUpIdleText, widgets
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        for member in Self.members { try container.encode(member.json(self), forKey: member.key) }
    }
}

extension CarStateMessage {
    /// One member of the car state: its key, whether two car states differ in it, and its JSON.
    struct Member: Sendable {
        let key: CodingKeys
        let differs: @Sendable (CarStateMessage, CarStateMessage) -> Bool
        let json: @Sendable (CarStateMessage) throws -> JSONValue

        init<Value: Encodable & Equatable & Sendable>(
            _ key: CodingKeys, _ value: @escaping @Sendable (CarStateMessage) -> Value,
            keeping kept: EncodedMember<Value>? = nil
        ) {
            self.init(key, value, json: { try kept?.json($0) ?? JSONValueEncoder.encode($0) })
        }

        /// A member whose JSON is written without an encoder (`json`, which must be what the encoder writes): one
        /// that changes every second while the car drives.
        init<Value: Equatable & Sendable>(
            _ key: CodingKeys, _ value: @escaping @Sendable (CarStateMessage) -> Value,
            json: @escaping @Sendable (Value) throws -> JSONValue
        ) {
            self.key = key
            differs = { value($0) != value($1) }
            self.json = { car in try json(value(car)) }
        }
    }

    /// The display presets, main and cluster (made once: the car state is built at every publish).
    private static let mainPresets = DisplayConfiguration.presets.map(Preset.init)
    private static let clusterPresets = ClusterDisplay.presets.map(Preset.init)

    /// The members in the order they are written. The JSON of those that rarely change is kept while they are equal:
    /// a drive sends the car state's changes once a second, and encoding the presets, apps, places and cluster again
    /// each time was most of the work.
    static let members: [Member] = [
        Member(.display, \.display, keeping: EncodedMember()), Member(.presets, \.presets, keeping: EncodedMember()),
        Member(.uiAppearance, \.uiAppearance), Member(.mapAppearance, \.mapAppearance),
        Member(.limitLists, \.limitLists), Member(.limitKeyboard, \.limitKeyboard), Member(.connected, \.connected),
        Member(.drivingSide, \.drivingSide), Member(.phoneLocked, \.phoneLocked), Member(.radio, \.radio),
        Member(.audioOwner, \.audioOwner), Member(.foregroundApp, \.foregroundApp),
        Member(.apps, \.apps, keeping: EncodedMember()), Member(.homeMessage, \.homeMessage),
        Member(.homeFocus, \.homeFocus), Member(.time, \.time),
        Member(.vehicle, \.vehicle, json: { try $0?.json() ?? .null }),
        Member(.drivePaused, \.drivePaused),
        Member(.driveDestinations, \.driveDestinations, keeping: EncodedMember()),
        Member(.speedFactor, \.speedFactor), Member(.voice, \.voice), Member(.dashboardShowing, \.dashboardShowing),
        Member(.dashboardApp, \.dashboardApp), Member(.cluster, \.cluster, keeping: EncodedMember()),
        Member(.headUp, \.headUp, json: { try $0?.json() ?? .null }), Member(.headUpIdleText, \.headUpIdleText),
        Member(.widgets, \.widgets),
    ]

    /// The car state's JSON, member by member.
    func jsonMembers() throws -> [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        for member in Self.members { members[member.key.stringValue] = try member.json(self) }
        return members
    }

    /// The patch operations that turn `old` into this car state, and `json` (`old`'s members' JSON) moved to it:
    /// only the members that differ are encoded and compared, so a driving second is the vehicle's few numbers. When
    /// a member cannot be encoded, it throws and `json` stays as it was.
    func changes(from old: CarStateMessage, json: inout [String: JSONValue]) throws -> [JSONPatchOperation] {
        let changed = try Self.members.filter { $0.differs(old, self) }.map { ($0.key.stringValue, try $0.json(self)) }
        var ops: [JSONPatchOperation] = []
        for (key, new) in changed {
            if let before = json[key] {
                JSONPatch.diff(from: before, to: new, at: "/" + key, into: &ops)
            } else {
                ops.append(JSONPatchOperation(op: .add, path: "/" + key, value: new))
            }
            json[key] = new
        }
        return ops
    }
}

/// A value's JSON as last encoded, given again while the value is equal (a `JSONValue` is written as it is).
final class EncodedMember<Value: Encodable & Equatable & Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (value: Value, json: JSONValue)?

    func json(_ value: Value) throws -> JSONValue {
        if let last = lock.withLock({ last }), last.value == value { return last.json }
        let json = try JSONValueEncoder.encode(value)
        lock.withLock { last = (value, json) }
        return json
    }
}

/// What a preset tells of a display, main or cluster.
private protocol PresetDisplay {
    var id: String { get }
    var name: String { get }
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    var scale: Double { get }
}

extension DisplayConfiguration: PresetDisplay {}

extension ClusterDisplay: PresetDisplay {}

extension CarStateMessage {
    /// A place the drive controls offer: its id for the `vehicle` message's `drive` and its name on the map.
    public struct DriveDestination: Codable, Hashable, Sendable {
        public var id: String
        public var name: String
    }
}
