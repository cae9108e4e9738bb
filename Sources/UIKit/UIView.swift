#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An object that manages the content for a rectangular area on the screen.
@preconcurrency @MainActor
open class UIView: NSObject {
    /// The frame rectangle, in the superview's coordinate system.
    open var frame: CGRect {
        didSet {
            if !syncingSizes {
                syncingSizes = true
                bounds.size = frame.size
                syncingSizes = false
            }
            if frame.size != oldValue.size {
                setNeedsLayout()
                if autoresizesSubviews {
                    for subview in subviews { subview.autoresize(from: oldValue.size, to: frame.size) }
                }
            }
            if frame != oldValue { (superview ?? self).safeAreaMayHaveChanged() }
        }
    }
    /// The bounds rectangle, in the view's own coordinate system: its origin is where the subviews' coordinates start
    /// (subviews are drawn shifted by minus the origin), its size is the frame's. A new size resizes the frame about
    /// its centre and lays the view out again.
    open var bounds: CGRect {
        didSet {
            if !syncingSizes, bounds.size != oldValue.size {
                syncingSizes = true
                frame = CGRect(
                    x: frame.midX - bounds.width / 2, y: frame.midY - bounds.height / 2, width: bounds.width,
                    height: bounds.height)
                syncingSizes = false
            }
            if bounds.origin != oldValue.origin { for subview in subviews { subview.safeAreaMayHaveChanged() } }
        }
    }
    /// Set while the frame and bounds take each other's size, so that neither sets the other again.
    private var syncingSizes = false
    /// The Core Animation layer the view draws into: its rounded corners, clipping and border (`layer.cornerRadius`).
    open var layer: CALayer { ownLayer }
    private let ownLayer = CALayer()
    /// Whether subviews are clipped to the view's bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// How the view lays out its content in its bounds (an image view: where and how large the image is drawn).
    open var contentMode: UIView.ContentMode = .scaleToFill
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
    /// An integer that identifies the view (`viewWithTag(_:)`).
    open var tag = 0
    /// The view controller whose view this is, if any (it hears the safe area's changes too).
    weak var viewController: UIViewController?
    /// How the view resizes when its superview's size changes: which of its margins and sizes are flexible.
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether the view resizes its subviews by their `autoresizingMask` when its size changes.
    open var autoresizesSubviews = true

    // MARK: Traits

    /// The interface style of this view and its subviews, whatever their environment's (`.unspecified`: inherited).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overriddenStyle }
        set {
            guard newValue != overriddenStyle else { return }
            notifyingTraitChanges { overriddenStyle = newValue }
        }
    }
    private var overriddenStyle = UIUserInterfaceStyle.unspecified

    /// The view's traits: its environment's (its controller, superview or window's screen) with its own override.
    open var traitCollection: UITraitCollection { environmentTraits }

    /// Called when the view's traits changed, with the traits before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Creates a view with the frame rectangle.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view from an archive (a storyboard's or a nib's, on iOS). There are no nibs here: the view starts
    /// with a zero frame, as one made in code.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        self.bounds = .zero
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
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at `index` of the subviews list (clamped to the list), removing it from its previous superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.notifyingTraitChanges {
            view.removeFromSuperview()
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            view.superview = self
        }
        setNeedsLayout()
        view.safeAreaMayHaveChanged()
    }

    /// Moves a subview to the front (the end of the subviews list).
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back (the start of the subviews list).
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Unlinks the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsLayout()
        safeAreaMayHaveChanged()
    }

    /// The view itself or the first descendant, depth first, whose tag is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Layout

    private var needsLayout = true

    /// Lays out the subviews; override to place them (the default does nothing). Called by `layoutIfNeeded()`.
    open func layoutSubviews() {}

    /// Marks the view as needing layout; the next `layoutIfNeeded()` (the car's next drawing pass) lays it out.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out the view now if it needs it, then its subviews.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    // MARK: Safe area

    /// The insets a window was given (the car sets its window's: what the templates cover).
    private var ownSafeAreaInsets = UIEdgeInsets.zero
    /// The insets last reported through `safeAreaInsetsDidChange()`.
    private var reportedSafeAreaInsets = UIEdgeInsets.zero

    /// The part of the view covered by the window's unsafe area (on a car screen: what the templates cover), in the
    /// view's own coordinates; a view controller's view adds the controller's `additionalSafeAreaInsets`.
    open var safeAreaInsets: UIEdgeInsets {
        var insets = ownSafeAreaInsets
        if let superview {
            let outer = superview.bounds.inset(by: superview.safeAreaInsets)
            insets = UIEdgeInsets(
                top: max(0, min(frame.height, outer.minY - frame.minY)),
                left: max(0, min(frame.width, outer.minX - frame.minX)),
                bottom: max(0, min(frame.height, frame.maxY - outer.maxY)),
                right: max(0, min(frame.width, frame.maxX - outer.maxX)))
        }
        guard let extra = viewController?.additionalSafeAreaInsets, extra != .zero else { return insets }
        func added(_ inset: CGFloat, _ more: CGFloat, within length: CGFloat) -> CGFloat {
            more.isFinite ? max(0, min(max(0, length), inset + more)) : inset
        }
        return UIEdgeInsets(
            top: added(insets.top, extra.top, within: bounds.height),
            left: added(insets.left, extra.left, within: bounds.width),
            bottom: added(insets.bottom, extra.bottom, within: bounds.height),
            right: added(insets.right, extra.right, within: bounds.width))
    }

    /// The area of the view not covered: its bounds less `safeAreaInsets`.
    open var safeAreaLayoutGuide: UILayoutGuide {
        let guide = safeAreaGuide ?? makeSafeAreaGuide()
        guide._setLayoutFrame(bounds.inset(by: safeAreaInsets))
        return guide
    }
    private var safeAreaGuide: UILayoutGuide?

    private func makeSafeAreaGuide() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        addLayoutGuide(guide)
        safeAreaGuide = guide
        return guide
    }

    /// Called when the view's safe area insets change.
    open func safeAreaInsetsDidChange() {}

    /// Sets the insets of a view without a superview (the car sets its window's) and tells every view whose safe area
    /// changed.
    @_spi(CarPlayHost) public func _setSafeAreaInsets(_ insets: UIEdgeInsets) {
        ownSafeAreaInsets = insets
        safeAreaMayHaveChanged()
    }

    /// Whether safe-area reports wait for the end of `_deferringSafeAreaReports(_:)` on this view.
    private var defersSafeAreaReports = false

    /// Runs `body` (the host changing a window's frame, insets and layout guides together), then tells each view
    /// whose safe area changed once, with its final insets, rather than once per step.
    @_spi(CarPlayHost) public func _deferringSafeAreaReports(_ body: () -> Void) {
        let wasDeferring = defersSafeAreaReports
        defersSafeAreaReports = true
        body()
        defersSafeAreaReports = wasDeferring
        safeAreaMayHaveChanged()
    }

    /// Tells this view and its descendants whose insets changed since they were last told (later, when a superview
    /// defers the reports).
    func safeAreaMayHaveChanged() {
        var view: UIView? = self
        while let current = view {
            if current.defersSafeAreaReports { return }
            view = current.superview
        }
        reportSafeAreaChanges()
    }

    private func reportSafeAreaChanges() {
        let insets = safeAreaInsets
        if insets != reportedSafeAreaInsets {
            reportedSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            viewController?.viewSafeAreaInsetsDidChange()
            setNeedsLayout()
        }
        for subview in subviews { subview.reportSafeAreaChanges() }
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
