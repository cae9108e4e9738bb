import Foundation

/// A car's instrument cluster display: its pixel size and scale, and the part of it other car elements leave free
/// (the safe area). A navigation app draws its map into a window of this size and keeps what matters inside the safe
/// area.
///
/// The presets are the configurations Apple recommends testing with CarPlay Simulator (CarPlay Developer Guide,
/// "Test maps in instrument cluster displays"). Decision: their sizes, safe-area origins and safe-area sizes are in
/// pixels, as the main display's are; each centred safe area confirms it (420 + 1080 + 420 = 1920).
public struct ClusterDisplay: Codable, Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// A short name (the preset's id).
    public var id: String
    /// A name for people ("Basic 640×480 @2x").
    public var name: String
    /// Width and height in pixels.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point.
    public var scale: Double
    /// The safe area in pixels, in the display's coordinates.
    public var pixelSafeArea: Rect

    /// A cluster display of `pixelWidth`×`pixelHeight` pixels at `scale`; `pixelSafeArea` nil: the whole display.
    public init(
        id: String, name: String, pixelWidth: Int, pixelHeight: Int, scale: Double, pixelSafeArea: Rect? = nil
    ) {
        self.id = id
        self.name = name
        self.pixelWidth = max(1, pixelWidth)
        self.pixelHeight = max(1, pixelHeight)
        self.scale = scale.isFinite && scale >= 1 ? scale : 1
        self.pixelSafeArea =
            pixelSafeArea ?? Rect(x: 0, y: 0, width: Double(self.pixelWidth), height: Double(self.pixelHeight))
    }

    /// The display's size in points.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }
    /// The display's bounds in points.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }
    /// The safe area in points.
    public var safeArea: Rect {
        Rect(
            x: pixelSafeArea.x / scale, y: pixelSafeArea.y / scale, width: pixelSafeArea.width / scale,
            height: pixelSafeArea.height / scale)
    }
    /// The safe area as insets from the edges, in points (what the window's `safeAreaInsets` read).
    public var safeAreaInsets: Insets {
        let safe = safeArea
        let size = size
        return Insets(
            top: max(0, safe.minY), left: max(0, safe.minX), bottom: max(0, size.height - safe.maxY),
            right: max(0, size.width - safe.maxX))
    }

    public var description: String { "\(pixelWidth)×\(pixelHeight) @\(fmt(scale))x cluster" }

    /// The display as a `Screen` is laid out for: the cluster's size and scale in `appearance`, no input devices
    /// (the cluster is not interactive; the car's zoom controls reach the app as calls).
    public func configuration(appearance: DisplayConfiguration.Appearance) -> DisplayConfiguration {
        DisplayConfiguration(
            id: "cluster-" + id, name: "Cluster " + name, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
            scale: scale, safeAreaInsets: safeAreaInsets, appearance: appearance, inputDevices: [])
    }

    // MARK: Presets (CarPlay Developer Guide)

    /// The smallest cluster: 300×200 @3x, all of it safe.
    public static let minimum = ClusterDisplay(
        id: "minimum", name: "Minimum 300×200 @3x", pixelWidth: 300, pixelHeight: 200, scale: 3)
    /// A basic cluster: 640×480 @2x, all of it safe.
    public static let basic = ClusterDisplay(
        id: "basic", name: "Basic 640×480 @2x", pixelWidth: 640, pixelHeight: 480, scale: 2)
    /// A wide cluster with a wide safe area: 1920×720 @3x, safe 1080×720 at 420, 0.
    public static let widescreenWideSafeArea = ClusterDisplay(
        id: "widescreen-wide", name: "Widescreen 1920×720 @3x (wide safe area)", pixelWidth: 1920, pixelHeight: 720,
        scale: 3, pixelSafeArea: Rect(x: 420, y: 0, width: 1080, height: 720))
    /// A wide cluster with a small safe area: 1920×720 @2x, safe 640×480 at 640, 120.
    public static let widescreenSmallSafeArea = ClusterDisplay(
        id: "widescreen-small", name: "Widescreen 1920×720 @2x (small safe area)", pixelWidth: 1920,
        pixelHeight: 720, scale: 2, pixelSafeArea: Rect(x: 640, y: 120, width: 640, height: 480))

    /// Every preset, smallest first.
    public static let presets: [ClusterDisplay] = [
        .minimum, .basic, .widescreenWideSafeArea, .widescreenSmallSafeArea,
    ]

    /// The preset with `id`.
    public static func preset(_ id: String) -> ClusterDisplay? { presets.first { $0.id == id } }
}
