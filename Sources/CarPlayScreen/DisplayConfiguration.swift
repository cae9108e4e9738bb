import Foundation

/// One car display: its pixel size and scale, safe area, appearance, what the car limits, which input devices it
/// has, and which side the driver sits on. Layout works in points (pixels / scale).
public struct DisplayConfiguration: Codable, Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// A short name (the preset's id).
    public var id: String
    /// A name for people ("Standard 800×480 @2x").
    public var name: String
    /// Width and height in pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point (2 or 3).
    public var scale: Double
    /// Parts of the screen not to draw content under (bezels, rounded corners), in points.
    public var safeAreaInsets: Insets
    /// The user interface appearance.
    public var appearance: Appearance
    /// The map's appearance (navigation apps draw it; CarPlay's Simulator switches it separately).
    public var mapAppearance: Appearance
    /// Whether the car limits lists now ("Limit UI").
    public var limitsLists: Bool
    /// Whether the car limits the keyboard now.
    public var limitsKeyboard: Bool
    /// The input devices the car has.
    public var inputDevices: InputDevices
    /// Which side the driver sits on: the status bar sits on the driver's side.
    public var drivingSide: DrivingSide

    public enum Appearance: String, Codable, Hashable, Sendable, CaseIterable { case light, dark }

    public enum DrivingSide: String, Codable, Hashable, Sendable { case leftHandDrive, rightHandDrive }

    /// Input devices of a car: a touchscreen, a rotary knob (with nudges), a touchpad.
    ///
    /// In JSON, the devices' names in this order: `["touch", "knob", "touchpad", "multitouch"]` (docs/SCREEN.md);
    /// an unknown name is a decoding error.
    public struct InputDevices: OptionSet, Codable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let touch = InputDevices(rawValue: 1 << 0)
        public static let knob = InputDevices(rawValue: 1 << 1)
        public static let touchpad = InputDevices(rawValue: 1 << 2)
        /// A touchscreen that reports several fingers (iOS 26 map gestures: zoom, rotate, pitch; every CarPlay
        /// Ultra car). Not part of `all`: the seeds' displays are single-touch (`widescreenMultitouch` has it).
        public static let multitouch = InputDevices(rawValue: 1 << 3)
        public static let all: InputDevices = [.touch, .knob, .touchpad]

        /// Every device with its name on the wire, in the order the names are written.
        public static let named: [(name: String, device: InputDevices)] = [
            ("touch", .touch), ("knob", .knob), ("touchpad", .touchpad), ("multitouch", .multitouch),
        ]

        /// The devices' names, in `named`'s order.
        public var names: [String] { Self.named.filter { contains($0.device) }.map(\.name) }

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var devices: InputDevices = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                guard let device = Self.named.first(where: { $0.name == name })?.device else {
                    throw DecodingError.dataCorruptedError(
                        in: container,
                        debugDescription: "Unknown input device \"\(name)\" (known: "
                            + Self.named.map(\.name).joined(separator: ", ") + ")")
                }
                devices.insert(device)
            }
            self = devices
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(names)
        }
    }

    public init(
        id: String, name: String, pixelWidth: Int, pixelHeight: Int, scale: Double, safeAreaInsets: Insets = .zero,
        appearance: Appearance = .light, mapAppearance: Appearance? = nil, limitsLists: Bool = false,
        limitsKeyboard: Bool = false, inputDevices: InputDevices = .all, drivingSide: DrivingSide = .leftHandDrive
    ) {
        self.id = id
        self.name = name
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        self.scale = scale.isFinite && scale >= 1 ? scale : 1
        self.safeAreaInsets = safeAreaInsets
        self.appearance = appearance
        self.mapAppearance = mapAppearance ?? appearance
        self.limitsLists = limitsLists
        self.limitsKeyboard = limitsKeyboard
        self.inputDevices = inputDevices
        self.drivingSide = drivingSide
    }

    /// The screen's size in points.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }
    /// The screen's bounds in points.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }
    /// Taller than wide.
    public var isPortrait: Bool { pixelHeight > pixelWidth }

    public var description: String { "\(pixelWidth)×\(pixelHeight) @\(fmt(scale))x \(appearance.rawValue)" }

    // MARK: Presets (the display configurations of Apple's CarPlay Developer Guide)

    /// The smallest main display CarPlay supports: 748×456 @2x.
    public static let minimum = DisplayConfiguration(
        id: "minimum", name: "Minimum 748×456 @2x", pixelWidth: 748, pixelHeight: 456, scale: 2)
    /// The standard display, the default of Xcode's CarPlay window: 800×480 @2x.
    public static let standard = DisplayConfiguration(
        id: "standard", name: "Standard 800×480 @2x", pixelWidth: 800, pixelHeight: 480, scale: 2)
    /// A high-resolution wide display: 1920×720 @3x.
    public static let highResolution = DisplayConfiguration(
        id: "high-resolution", name: "High resolution 1920×720 @3x", pixelWidth: 1920, pixelHeight: 720, scale: 3)
    /// A tall portrait display: 900×1200 @3x.
    public static let portrait = DisplayConfiguration(
        id: "portrait", name: "Portrait 900×1200 @3x", pixelWidth: 900, pixelHeight: 1200, scale: 3)
    /// A portrait display: 768×1024 @2x.
    public static let portraitCompact = DisplayConfiguration(
        id: "portrait-compact", name: "Portrait 768×1024 @2x", pixelWidth: 768, pixelHeight: 1024, scale: 2)

    /// A wide display with a multitouch screen, as in CarPlay Ultra cars: the seeds' high-resolution size
    /// (1920×720, "typical of larger CarPlay screens"; "at higher resolutions, CarPlay automatically uses a scale of
    /// 3.0"), so it differs from `highResolution` only in its input: a touchscreen that reports several fingers (the
    /// iOS 26 map gestures zoom, rotate and pitch) and a knob. Decision: Apple names no multitouch display size; the
    /// seeds' own wide size keeps every layout already checked there and isolates what multitouch adds.
    public static let widescreenMultitouch = DisplayConfiguration(
        id: "widescreen-multitouch", name: "Widescreen multitouch 1920×720 @3x", pixelWidth: 1920, pixelHeight: 720,
        scale: 3, inputDevices: [.touch, .knob, .multitouch])

    /// Every main-display preset, smallest first; the multitouch one last.
    public static let presets: [DisplayConfiguration] = [
        .minimum, .standard, .highResolution, .portrait, .portraitCompact, .widescreenMultitouch,
    ]

    /// The preset with `id`, also with a `-rhd` suffix for its right-hand-drive variant.
    public static func preset(_ id: String) -> DisplayConfiguration? {
        let rightHand = id.hasSuffix("-rhd")
        let base = rightHand ? String(id.dropLast(4)) : id
        guard let preset = presets.first(where: { $0.id == base }) else { return nil }
        return rightHand ? preset.rightHandDrive() : preset
    }

    // MARK: Variants

    /// The same display in a right-hand-drive car (status bar and Dashboard widgets on the right).
    public func rightHandDrive() -> DisplayConfiguration {
        var copy = self
        guard drivingSide == .leftHandDrive else { return copy }
        copy.drivingSide = .rightHandDrive
        copy.id += "-rhd"
        copy.name += " (right-hand drive)"
        return copy
    }

    /// The same display in another appearance (UI and map).
    public func with(appearance: Appearance) -> DisplayConfiguration {
        var copy = self
        copy.appearance = appearance
        copy.mapAppearance = appearance
        return copy
    }

    /// The same display with lists and the keyboard limited or not.
    public func limited(_ limited: Bool = true) -> DisplayConfiguration {
        var copy = self
        copy.limitsLists = limited
        copy.limitsKeyboard = limited
        return copy
    }
}
