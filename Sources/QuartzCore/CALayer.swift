#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An object that manages image-based content. Every `UIView` has one (`UIView.layer`); the car draws a view's
/// rounded corners, clipping and border from it.
open class CALayer: NSObject {
    /// Creates a layer.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer` (Core Animation makes shadow copies of layers this way); a `CALayer` copies the
    /// properties below, anything else gives a layer with the defaults.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        cornerRadius = other.cornerRadius
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
    }

    /// The radius of the rounded corners of the layer's background and border (default 0). The contents and
    /// sublayers are clipped to the rounded shape only when `masksToBounds` is true.
    open var cornerRadius: CGFloat = 0

    /// Whether sublayers (a view's subviews) and contents are clipped to the layer's bounds, rounded by
    /// `cornerRadius` (default false).
    open var masksToBounds = false

    /// The width of the border drawn inside the layer's bounds, over its contents and sublayers (default 0).
    open var borderWidth: CGFloat = 0

    /// The color of the border (default opaque black).
    open var borderColor: CGColor? = CGColor.black
}
#endif
