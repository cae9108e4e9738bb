import Foundation
@_spi(CarPlayHost) import MapKit
@_spi(CarPlayHost) import UIKit

/// One view of a window's tree as the car draws it (a navigation app's map and its overlays, in `CPWindow`): what
/// kind of view, where in the window, how it is filled, rounded and clipped, its text or image, and the visible
/// views inside it, back to front.
///
/// `ViewSnapshot(window:)` copies a live window: hidden views and views with alpha 0 are left out with everything in
/// them; frames are in the window's coordinates (each view's frame moved by its superviews' frames and bounds
/// origins); alpha is the effective one, multiplied down the tree. Like the template snapshots, it is a value: the
/// layout (`WindowLayout`) never touches a view.
public struct ViewSnapshot: Codable, Hashable, Sendable {
    /// What a view draws besides its layer: nothing (`UIView` and subclasses the car does not know), text
    /// (`UILabel`), an image (`UIImageView`), the car's map (`MKMapView`).
    public enum Kind: String, Codable, Hashable, Sendable { case view, label, imageView, mapView }

    public var kind: Kind
    /// Where the view is, in the window's coordinates (the window itself: its bounds, at 0, 0).
    public var frame: Rect
    /// The view's background colour, for light and dark appearance; nil: none (the view is transparent).
    public var backgroundColor: ColorSnapshot?
    /// The effective opacity: the view's alpha times its superviews', in 0...1.
    public var alpha: Double
    /// The radius of the rounded corners of the background and border (`layer.cornerRadius`), 0 or more.
    public var cornerRadius: Double
    /// Whether the subviews (and an image view's image) are clipped to the view's bounds, rounded by
    /// `cornerRadius` (`clipsToBounds`, `layer.masksToBounds`).
    public var clipsToBounds: Bool
    /// The border drawn inside the bounds (`layer.borderWidth`, `layer.borderColor`); nil: none (no width or no
    /// colour).
    public var border: Border?
    /// A label's text and its style; nil for other views and for a label without text.
    public var label: Label?
    /// An image view's image (the highlighted image while highlighted, when it has one); nil without one.
    public var image: ImageSnapshot?
    /// How an image view draws its image in its bounds (`contentMode`); nil for other views.
    public var contentMode: ContentMode?
    /// A map view's map: camera, overlays, annotations, user location; nil for other views.
    public var map: MapViewState?
    /// The visible subviews, back to front.
    public var children: [ViewSnapshot]

    /// A layer's border.
    public struct Border: Codable, Hashable, Sendable {
        /// The width in points, more than 0.
        public var width: Double
        public var color: ColorSnapshot

        public init(width: Double, color: ColorSnapshot) {
            self.width = width
            self.color = color
        }
    }

    /// A label's text and style, as the app set them on its `UILabel`.
    public struct Label: Codable, Hashable, Sendable {
        /// The text, not empty.
        public var text: String
        /// The font's size in points (`font.pointSize`).
        public var fontSize: Double
        /// Whether the font is semibold or heavier (the car draws it bold).
        public var isBold: Bool
        public var textColor: ColorSnapshot
        public var alignment: Alignment
        /// The largest number of lines; 0: as many as fit.
        public var numberOfLines: Int
        /// A disabled label is drawn dimmed.
        public var isEnabled: Bool

        /// `NSTextAlignment`, by its Swift name.
        public enum Alignment: String, Codable, Hashable, Sendable { case left, center, right, justified, natural }

        public init(
            text: String, fontSize: Double = 17, isBold: Bool = false, textColor: ColorSnapshot,
            alignment: Alignment = .natural, numberOfLines: Int = 1, isEnabled: Bool = true
        ) {
            self.text = text
            self.fontSize = fontSize
            self.isBold = isBold
            self.textColor = textColor
            self.alignment = alignment
            self.numberOfLines = numberOfLines
            self.isEnabled = isEnabled
        }
    }

    /// `UIView.ContentMode`, by its Swift name.
    public enum ContentMode: String, Codable, Hashable, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft
        case topRight, bottomLeft, bottomRight
    }

    public init(
        kind: Kind = .view, frame: Rect, backgroundColor: ColorSnapshot? = nil, alpha: Double = 1,
        cornerRadius: Double = 0, clipsToBounds: Bool = false, border: Border? = nil, label: Label? = nil,
        image: ImageSnapshot? = nil, contentMode: ContentMode? = nil, map: MapViewState? = nil,
        children: [ViewSnapshot] = []
    ) {
        self.kind = kind
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.clipsToBounds = clipsToBounds
        self.border = border
        self.label = label
        self.image = image
        self.contentMode = contentMode
        self.map = map
        self.children = children
    }

    /// The window's tree as the car draws it now. Lays the window out first (`layoutIfNeeded()`), so every pending
    /// `layoutSubviews` has run. The window itself is always there, hidden or not: the car shows its window whether
    /// or not the app called `makeKeyAndVisible()`. Images are recorded into `ImageStore.recording` for front ends.
    /// Map views record `attribution` (the credit of the car's map). A snapshot only reads the app's views: the
    /// session tells map views where the car is before it takes one (`SessionWindows.snapshot(_:context:)`).
    @MainActor public init(window: UIWindow, attribution: String? = nil) {
        window.layoutIfNeeded()
        let size = window.bounds.size
        self.init(
            window, frame: Rect(x: 0, y: 0, width: Double(abs(size.width)), height: Double(abs(size.height))),
            alpha: Self.opacity(window.alpha), attribution: attribution)
    }

    /// `view` at `frame` (window coordinates) with effective opacity `alpha`, and its visible subviews.
    @MainActor private init(_ view: UIView, frame: Rect, alpha: Double, attribution: String?) {
        self.init(kind: .view, frame: frame, alpha: alpha)
        if let color = view.backgroundColor { backgroundColor = ColorSnapshot(color) }
        let layer = view.layer
        cornerRadius = Self.length(layer.cornerRadius)
        clipsToBounds = layer.masksToBounds
        let borderWidth = Self.length(layer.borderWidth)
        if borderWidth > 0, let color = layer.borderColor {
            border = Border(width: borderWidth, color: ColorSnapshot(UIColor(cgColor: color)))
        }
        if let mapView = view as? MKMapView {
            kind = .mapView
            map = MapViewState(mapView, attribution: attribution)
        } else if let label = view as? UILabel {
            kind = .label
            self.label = Self.label(label)
        } else if let imageView = view as? UIImageView {
            kind = .imageView
            let shown = imageView.isHighlighted ? imageView.highlightedImage ?? imageView.image : imageView.image
            image = shown.map(ImageSnapshot.init)
            contentMode = ContentMode(view.contentMode)
        }
        // Subviews' frames are in this view's bounds: their origin is this view's, less its bounds origin.
        let originX = frame.x - Double(view.bounds.origin.x)
        let originY = frame.y - Double(view.bounds.origin.y)
        for subview in view.subviews where !subview.isHidden {
            let opacity = alpha * Self.opacity(subview.alpha)
            guard opacity > 0 else { continue }
            let f = subview.frame
            let childFrame = Rect(
                x: originX + Double(f.minX), y: originY + Double(f.minY), width: Double(f.width),
                height: Double(f.height))
            children.append(ViewSnapshot(subview, frame: childFrame, alpha: opacity, attribution: attribution))
        }
    }

    @MainActor private static func label(_ label: UILabel) -> Label? {
        guard let text = label.text, !text.isEmpty else { return nil }
        let font: UIFont = label.font
        let alignment: Label.Alignment =
            switch label.textAlignment {
            case .left: .left
            case .center: .center
            case .right: .right
            case .justified: .justified
            case .natural: .natural
            }
        return Label(
            text: text, fontSize: length(font.pointSize),
            isBold: font._weight.rawValue >= UIFont.Weight.semibold.rawValue,
            textColor: ColorSnapshot(label.textColor ?? .label), alignment: alignment,
            numberOfLines: max(0, label.numberOfLines), isEnabled: label.isEnabled)
    }

    /// An alpha in 0...1 (NaN counts as 0: nothing is drawn).
    private static func opacity(_ alpha: CGFloat) -> Double {
        let value = Double(alpha)
        return value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// A length of 0 or more (NaN, infinities and negative values count as 0).
    private static func length(_ value: CGFloat) -> Double {
        let value = Double(value)
        return value.isFinite ? max(0, value) : 0
    }
}

extension ViewSnapshot.ContentMode {
    init(_ mode: UIView.ContentMode) {
        self =
            switch mode {
            case .scaleToFill: .scaleToFill
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            case .redraw: .redraw
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
    }
}
