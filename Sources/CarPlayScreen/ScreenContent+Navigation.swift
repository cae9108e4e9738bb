import Foundation

// The content of the map template's nodes, a navigation banner and a navigation app's window.
extension ScreenContent {
    /// A maneuver on the guidance card: the first or the second, and the second's display style.
    public struct Maneuver: Codable, Hashable, Sendable {
        public var position: Position
        public var displayStyle: DisplayStyle?
        public enum Position: String, Codable, Hashable, Sendable, CaseIterable { case primary, secondary }
        /// `CPManeuverDisplayStyle`.
        public enum DisplayStyle: String, Codable, Hashable, Sendable, CaseIterable {
            case `default`, leadingSymbol, trailingSymbol, symbolOnly, instructionOnly
        }
        public init(position: Position, displayStyle: DisplayStyle? = nil) {
            self.position = position
            self.displayStyle = displayStyle
        }
    }

    /// A lane: its status and its angles in degrees (0 straight ahead, negative to the left).
    public struct Lane: Codable, Hashable, Sendable {
        public var status: Status
        public var angles: [Double]
        /// `CPLaneStatus`.
        public enum Status: String, Codable, Hashable, Sendable, CaseIterable { case notGood, good, preferred }
        public init(status: Status, angles: [Double]) {
            self.status = status
            self.angles = angles
        }
    }

    /// A navigation app's banner: a maneuver or a navigation alert, and the app.
    public struct Banner: Codable, Hashable, Sendable {
        public var kind: Kind
        public var app: String
        public var appName: String
        public enum Kind: String, Codable, Hashable, Sendable, CaseIterable { case maneuver, navigationAlert }
        public init(kind: Kind, app: String, appName: String) {
            self.kind = kind
            self.app = app
            self.appName = appName
        }
    }

    /// A view of a navigation app's window: its layer (effective opacity below 1, corner radius above 0, clipping,
    /// border) and an image view's content mode.
    public struct ViewLayer: Codable, Hashable, Sendable {
        public var opacity: Double?
        public var cornerRadius: Double?
        public var clipsToBounds: Bool?
        public var borderWidth: Double?
        public var borderColor: ScreenColor?
        public var contentMode: ContentMode?
        /// `UIView.ContentMode`, by its Swift name.
        public enum ContentMode: String, Codable, Hashable, Sendable, CaseIterable {
            case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft
            case topRight, bottomLeft, bottomRight
        }
        public init(
            opacity: Double? = nil, cornerRadius: Double? = nil, clipsToBounds: Bool? = nil,
            borderWidth: Double? = nil, borderColor: ScreenColor? = nil, contentMode: ContentMode? = nil
        ) {
            self.opacity = opacity
            self.cornerRadius = cornerRadius
            self.clipsToBounds = clipsToBounds
            self.borderWidth = borderWidth
            self.borderColor = borderColor
            self.contentMode = contentMode
        }

        /// True when no member is set.
        public var isEmpty: Bool { self == ViewLayer() }
    }
}
