#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What a view shows, as the car lays it out: text already formatted for the environment's date, colours resolved
/// for its colour scheme, fonts as sizes and weights. The host's side of SwiftUI (`_ViewResolver`).
public indirect enum _ResolvedView: Hashable, Sendable {
    /// Nothing (`EmptyView`, a missing optional view).
    case empty
    /// Views side by side in a `ViewBuilder` block, laid out by the stack around them.
    case group([_ResolvedView])
    case text(Text)
    case image(Image)
    /// A shape or colour filling the room it is offered.
    case shape(Shape, fill: Color?)
    case stack(Axis, alignment: Alignment, spacing: Double?, [_ResolvedView])
    case spacer(minLength: Double?)
    /// A linear progress bar or gauge: how full (nil: indeterminate), its labels above and below.
    case progress(Progress)
    case padding(Insets, _ResolvedView)
    case frame(Frame, _ResolvedView)
    /// `content` with `background` behind it, sized to it.
    case background(_ResolvedView, content: _ResolvedView)
    /// A tap on `content` opens `url` (`Link`).
    case link(URL, _ResolvedView)
    /// A tap anywhere on the widget opens `url` (`widgetURL(_:)`; the outermost one wins).
    case widgetURL(URL, _ResolvedView)
    /// The widget's container background (`containerBackground(_:for: .widget)`), drawn behind the whole widget.
    case containerBackground(_ResolvedView, content: _ResolvedView)
    case opacity(Double, _ResolvedView)
    /// `overlay` in front of `content`, sized to it (no larger) and aligned in it.
    case overlay(_ResolvedView, alignment: Alignment, content: _ResolvedView)
    /// A tap on `content` performs an app intent (`Button(intent:)`, `Toggle(isOn:intent:)`), or nothing (a button
    /// with an action closure).
    case button(_IntentAction, _ResolvedView)
    /// Text or an image drawn as a shape of its size (`redacted(reason:)`, a widget still loading).
    case redacted(_ResolvedView)
    /// An image made resizable (`Image.resizable()`) or a view told to keep an aspect ratio: fills what it is offered.
    case resizable(_ResolvedView)

    public enum Axis: String, Hashable, Sendable { case horizontal, vertical, depth }

    /// Alignment of a stack's children across its axis (both axes for a `ZStack`): -1 leading/top, 0 centre,
    /// 1 trailing/bottom.
    public struct Alignment: Hashable, Sendable {
        public var horizontal: Int
        public var vertical: Int
        public init(horizontal: Int, vertical: Int) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// A line of text (several lines when it wraps) with its font and colour.
    public struct Text: Hashable, Sendable {
        public var string: String
        public var font: Font
        public var color: Color
        /// nil: as many lines as it needs.
        public var lineLimit: Int?
        /// -1 leading, 0 centre, 1 trailing.
        public var alignment: Int
        /// When the text next reads differently (a timer's next second, a relative date's next minute); nil: never.
        public var changes: Date?
        public init(string: String, font: Font, color: Color, lineLimit: Int?, alignment: Int, changes: Date?) {
            self.string = string
            self.font = font
            self.color = color
            self.lineLimit = lineLimit
            self.alignment = alignment
            self.changes = changes
        }
    }

    /// An image: an SF Symbol (drawn in `color` at the font's size) or an asset by name.
    public struct Image: Hashable, Sendable {
        public enum Source: Hashable, Sendable {
            case system(String)
            case named(String)
        }
        public var source: Source
        public var font: Font
        public var color: Color
        /// The bundle an asset is looked for in (its path); nil: the app's own.
        public var bundlePath: String?
        public init(source: Source, font: Font, color: Color, bundlePath: String? = nil) {
            self.source = source
            self.font = font
            self.color = color
            self.bundlePath = bundlePath
        }
    }

    public enum Shape: Hashable, Sendable {
        case rectangle, circle, capsule, containerRelative
        case roundedRectangle(cornerRadius: Double)
    }

    /// A font: its size in points, its weight, and whether digits keep one width.
    public struct Font: Hashable, Sendable {
        public var size: Double
        public var bold: Bool
        public var monospacedDigits: Bool
        public init(size: Double, bold: Bool, monospacedDigits: Bool = false) {
            self.size = size
            self.bold = bold
            self.monospacedDigits = monospacedDigits
        }
    }

    /// An sRGB colour, components 0...1.
    public struct Color: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double
        public init(red: Double, green: Double, blue: Double, opacity: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }
    }

    /// A progress view or gauge.
    public struct Progress: Hashable, Sendable {
        /// 0...1, nil when indeterminate.
        public var fraction: Double?
        public var tint: Color
        /// The label above the bar (the title, or a gauge's label and current value side by side).
        public var label: [_ResolvedView]
        /// What shows below the bar (a gauge's minimum and maximum labels, a progress view's current value).
        public var below: [_ResolvedView]
        public init(fraction: Double?, tint: Color, label: [_ResolvedView], below: [_ResolvedView]) {
            self.fraction = fraction
            self.tint = tint
            self.label = label
            self.below = below
        }
    }

    public struct Insets: Hashable, Sendable {
        public var top, leading, bottom, trailing: Double
        public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
    }

    /// A frame: fixed sizes, or bounds (`.infinity` to take all the room offered), and how the content aligns in it.
    public struct Frame: Hashable, Sendable {
        public var width, height: Double?
        public var minWidth, maxWidth, minHeight, maxHeight: Double?
        public var alignment: Alignment
        public init(
            width: Double?, height: Double?, minWidth: Double?, maxWidth: Double?, minHeight: Double?,
            maxHeight: Double?, alignment: Alignment
        ) {
            self.width = width
            self.height = height
            self.minWidth = minWidth
            self.maxWidth = maxWidth
            self.minHeight = minHeight
            self.maxHeight = maxHeight
            self.alignment = alignment
        }
    }

    /// The earliest time any text of the view reads differently; nil: it never changes by itself.
    public var nextChange: Date? {
        switch self {
        case .empty, .image, .shape, .spacer: nil
        case .text(let text): text.changes
        case .group(let views), .stack(_, _, _, let views): views.compactMap(\.nextChange).min()
        case .progress(let progress): (progress.label + progress.below).compactMap(\.nextChange).min()
        case .redacted: nil
        case .padding(_, let view), .frame(_, let view), .link(_, let view), .widgetURL(_, let view),
            .opacity(_, let view), .resizable(let view), .button(_, let view):
            view.nextChange
        case .background(let a, let b), .containerBackground(let a, let b), .overlay(let a, _, let b):
            [a, b].compactMap(\.nextChange).min()
        }
    }
}
#endif
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
extension _ResolvedView {
    /// The views of a block as a list (a group's members, nothing for an empty view, else the view itself).
    public var flattened: [_ResolvedView] {
        switch self {
        case .empty: []
        case .group(let views): views.flatMap(\.flattened)
        default: [self]
        }
    }
}
#endif
