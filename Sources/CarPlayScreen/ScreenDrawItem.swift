import Foundation

/// One thing a front end draws inside a node, at an exact frame in screen points: a line of text, an image, or a
/// filled shape. The host's layout places them (`ScreenDrawing`); front ends draw them where they are and measure nothing.
public struct ScreenDrawItem: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// One line of text, drawn in `frame` (vertically centred in it), aligned by `alignment`.
        case text
        /// The image `image`, drawn to fill `frame` (its size already fits the slot).
        case image
        /// A filled shape: `shape` "circle" or "rectangle" (with `fill`), "band" (a dark gradient along the bottom
        /// of a card, under its text), "separator" (a hairline between rows), "scrollIndicator" (over the content),
        /// "signalBar" (one bar of the signal strength; dimmed when `fraction` is 0), "star" (a rating star filled
        /// from the leading edge to `fraction`), "underline" (the selected tab's), "border" (a line `lineWidth`
        /// wide along the inside of `frame`, in `fill`, drawn over the node's children).
        case fill
    }
    /// How a text line sits in its frame.
    public enum Alignment: String, Codable, Hashable, Sendable { case leading, center, trailing }
    /// The shape a `fill` item draws, written as its name.
    public enum Shape: String, Codable, Hashable, Sendable, CaseIterable {
        /// Filled with `fill`: a circle in `frame`, or a rectangle rounded by `cornerRadius`.
        case circle, rectangle
        /// A dark gradient along the bottom of a card, under its text.
        case band
        /// A hairline between rows.
        case separator
        /// The scroll indicator, over the content.
        case scrollIndicator
        /// One bar of the signal strength; dimmed when `fraction` is 0.
        case signalBar
        /// A rating star, filled from the leading edge to `fraction`.
        case star
        /// The selected tab's underline.
        case underline
        /// A line `lineWidth` wide along the inside of `frame`, in `fill`, drawn over the node's children.
        case border
    }
    /// What a text line is, for the front end's styling.
    public enum TextStyle: String, Codable, Hashable, Sendable { case primary, detail }

    public var kind: Kind
    public var frame: Rect
    public var text: String?
    public var font: ScreenFont?
    /// The text colour; nil: the node's foreground (a detail line: the theme's secondary label).
    public var color: ScreenColor?
    public var alignment: Alignment?
    public var style: TextStyle?
    public var image: ScreenImage?
    /// Images drawn to cover their frame (cropped, aspect kept) rather than to fit it.
    public var covers: Bool?
    public var shape: Shape?
    public var fill: ScreenColor?
    /// How much of a "star" is filled, or whether a "signalBar" is lit (0 or 1).
    public var fraction: Double?
    /// The radius of the rounded corners of a "rectangle" or "border"; nil: square corners.
    public var cornerRadius: Double?
    /// How opaque the item is drawn, in 0...1 (a view's alpha); nil: fully opaque.
    public var opacity: Double?
    /// The width of a "border"'s line.
    public var lineWidth: Double?
    /// Images drawn to fill their frame exactly, the aspect ratio not kept (an image view's `scaleToFill`).
    public var stretches: Bool?

    public init(
        kind: Kind, frame: Rect, text: String? = nil, font: ScreenFont? = nil, color: ScreenColor? = nil,
        alignment: Alignment? = nil, style: TextStyle? = nil, image: ScreenImage? = nil, covers: Bool? = nil,
        shape: Shape? = nil, fill: ScreenColor? = nil, fraction: Double? = nil, cornerRadius: Double? = nil,
        opacity: Double? = nil, lineWidth: Double? = nil, stretches: Bool? = nil
    ) {
        self.kind = kind
        self.frame = frame
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.style = style
        self.image = image
        self.covers = covers
        self.shape = shape
        self.fill = fill
        self.fraction = fraction
        self.cornerRadius = cornerRadius
        self.opacity = opacity
        self.lineWidth = lineWidth
        self.stretches = stretches
    }

    public static func text(
        _ text: String, frame: Rect, font: ScreenFont?, alignment: Alignment = .leading, style: TextStyle = .primary,
        color: ScreenColor? = nil
    ) -> ScreenDrawItem {
        ScreenDrawItem(
            kind: .text, frame: frame, text: text, font: font, color: color, alignment: alignment, style: style)
    }

    public static func image(_ image: ScreenImage, frame: Rect, covers: Bool = false) -> ScreenDrawItem {
        ScreenDrawItem(kind: .image, frame: frame, image: image, covers: covers ? true : nil)
    }

    public static func fill(_ shape: Shape, frame: Rect, color: ScreenColor?, fraction: Double? = nil)
        -> ScreenDrawItem
    {
        ScreenDrawItem(kind: .fill, frame: frame, shape: shape, fill: color, fraction: fraction)
    }
}
