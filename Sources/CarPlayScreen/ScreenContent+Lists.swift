import Foundation

// The content of list rows and their parts (ListLayout).
extension ScreenContent {
    /// An item's `CPPlaybackConfiguration`.
    public struct Playback: Codable, Hashable, Sendable {
        public var action: Action
        public var presentation: Presentation
        public enum Action: String, Codable, Hashable, Sendable, CaseIterable { case none, play, pause, replay }
        public enum Presentation: String, Codable, Hashable, Sendable, CaseIterable { case none, audio, video }
        public init(action: Action, presentation: Presentation) {
            self.action = action
            self.presentation = presentation
        }
    }

    /// The style of an image row, or the kind of one of its elements (`images` is the legacy row of plain images).
    public enum ImageRowStyle: String, Codable, Hashable, Sendable, CaseIterable {
        case images, row, card, condensed, grid, imageGrid
    }

    /// An image row item.
    public struct ImageRow: Codable, Hashable, Sendable {
        public var style: ImageRowStyle
        /// How many elements did not fit and are not shown.
        public var hiddenElements: Int?
        public init(style: ImageRowStyle, hiddenElements: Int? = nil) {
            self.style = style
            self.hiddenElements = hiddenElements
        }
    }

    /// One element of an image row: its index in the row (its action is `selectImage` with it) and its kind.
    public struct ImageElement: Codable, Hashable, Sendable {
        public var index: Int
        public var style: ImageRowStyle
        /// The SF Symbol name of a condensed or image-grid element's accessory.
        public var accessorySymbol: String?
        public init(index: Int, style: ImageRowStyle, accessorySymbol: String? = nil) {
            self.index = index
            self.style = style
            self.accessorySymbol = accessorySymbol
        }
    }

    /// A messaging row (`messageRow`) or one of its images (`image`, with `part`).
    public struct MessageRow: Codable, Hashable, Sendable {
        /// Which image of the row an `image` child is.
        public var part: Part?
        public var leadingItem: LeadingItem?
        /// The conversation is muted.
        public var muted: Bool?
        public enum Part: String, Codable, Hashable, Sendable, CaseIterable {
            case leadingItem, leadingImage, detailImage, mute, trailingImage
        }
        public enum LeadingItem: String, Codable, Hashable, Sendable, CaseIterable { case pin, star }
        public init(part: Part? = nil, leadingItem: LeadingItem? = nil, muted: Bool? = nil) {
            self.part = part
            self.leadingItem = leadingItem
            self.muted = muted
        }
    }

    /// The "Play with Siri" / "Call with Siri" cell.
    public struct AssistantCell: Codable, Hashable, Sendable {
        public var action: Action
        public var position: Position
        public enum Action: String, Codable, Hashable, Sendable, CaseIterable { case playMedia, startCall }
        public enum Position: String, Codable, Hashable, Sendable, CaseIterable { case top, bottom }
        public init(action: Action, position: Position) {
            self.action = action
            self.position = position
        }
    }
}
