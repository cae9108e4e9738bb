#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An object that manages the content for a rectangular area on the screen.
@MainActor
open class UIView: NSObject {
    /// The frame rectangle, in the superview's coordinate system.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The bounds rectangle, in the view's own coordinate system; its size follows the frame's.
    open var bounds: CGRect
    /// The view's background color.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's alpha value.
    open var alpha: CGFloat = 1
    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view's superview, or nil.
    public private(set) weak var superview: UIView?
    /// The layout guides owned by the view.
    open private(set) var layoutGuides: [UILayoutGuide] = []

    /// Creates a view with the frame rectangle.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds a view to the end of the subviews list, removing it from its previous superview.
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Unlinks the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Adds a layout guide to the view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a layout guide from the view.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }
}
#endif
