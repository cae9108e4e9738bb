#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An object that manages a view hierarchy.
///
/// Its superclass is `NSObject` (Apple: `UIResponder`), as `UIView`'s is: `UIResponder.init()` is `required` so the
/// car can make scene delegates from their class names, and a controller with its own designated initializer
/// (`init(model:)` calling `super.init(nibName:bundle:)`) must compile with only `required init?(coder:)`, as on
/// iOS. The responder members controllers use (`next`, `textInputMode`) are declared here.
@preconcurrency @MainActor
open class UIViewController: NSObject, UITraitEnvironment {
    private var loadedView: UIView?

    /// The name of the nib file (unused on this platform).
    public let nibName: String?
    /// The bundle of the nib file (unused on this platform).
    public let nibBundle: Bundle?

    /// A localized string that represents the view this controller manages.
    open var title: String?

    /// Creates a view controller.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller without a nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The next responder: none (no responder chain runs on this platform).
    open var next: UIResponder? { nil }

    /// The keyboard the controller takes text with: the phone's current keyboard (its first preferred language).
    open var textInputMode: UITextInputMode? { UITextInputMode.activeInputModes.first }

    /// Creates a view controller from an archive (a storyboard's, on iOS). There are no storyboards here: the
    /// controller starts without a nib, as one made in code.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// The controller's view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                loadedView?.viewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            if loadedView?.viewController === self { loadedView?.viewController = nil }
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the view; the default creates a plain `UIView`.
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// Called after the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        _ = view
    }

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called when the safe area of the controller's view changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// Insets added to the safe area of the controller's view (and so of the views inside it), for content of the
    /// controller's own that covers the view; a safe area never reaches beyond the view's bounds.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            viewIfLoaded?.safeAreaMayHaveChanged()
        }
    }

    // MARK: Appearance

    /// Called before the view is added to a window that shows (a window's root controller, a presented one).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to a window that shows.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen (another root, a dismissal, the window no longer shown).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the view is on screen as the appearance callbacks last said.
    private(set) var isAppeared = false

    /// Moves the controller (and its children, and what it presents) on or off screen, calling the appearance
    /// callbacks once per change.
    func setAppeared(_ appeared: Bool, animated: Bool) {
        guard appeared != isAppeared else { return }
        if appeared {
            loadViewIfNeeded()
            viewWillAppear(animated)
            isAppeared = true
            for child in children { child.setAppeared(true, animated: animated) }
            presentedViewController?.setAppeared(true, animated: animated)
            viewDidAppear(animated)
        } else {
            viewWillDisappear(animated)
            isAppeared = false
            presentedViewController?.setAppeared(false, animated: animated)
            for child in children { child.setAppeared(false, animated: animated) }
            viewDidDisappear(animated)
        }
    }

    // MARK: Presenting

    /// The controller this one presents.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presents this one (or one of its parents).
    open private(set) weak var presentingViewController: UIViewController?

    /// Presents `viewControllerToPresent` over this controller's window (its view fills the window, over the
    /// root's; the presenter stays on screen, as iOS's default sheet does); `completion` runs once it shows. As on
    /// iOS, nothing happens (but a warning) while this controller already presents one or is in no window.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
            viewControllerToPresent !== self, let window = viewIfLoaded?.window
        else {
            FileHandle.standardError.write(
                Data(
                    ("Warning: Attempt to present \(viewControllerToPresent) on \(self) which is already presenting "
                        + "or whose view is not in the window hierarchy.\n").utf8))
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let view = viewControllerToPresent.view!
        view.frame = window.bounds
        window.addSubview(view)
        if isAppeared { viewControllerToPresent.setAppeared(true, animated: flag) }
        completion?()
    }

    /// Dismisses the controller this one presents, or (when it presents none) this one from its presenter;
    /// `completion` runs once it is gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: flag, completion: completion)
            return
        }
        presented.presentedViewController.map { _ in presented.dismiss(animated: flag) }
        presented.setAppeared(false, animated: flag)
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }

    // MARK: Traits

    /// The interface style of this controller, its view and the views in it, whatever their environment's
    /// (`.unspecified`: inherited).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overriddenStyle }
        set {
            guard newValue != overriddenStyle else { return }
            guard let view = viewIfLoaded else {
                let previous = traitCollection
                overriddenStyle = newValue
                if !traitCollection.isEqual(previous) { traitCollectionDidChange(previous) }
                return
            }
            view.notifyingTraitChanges { overriddenStyle = newValue }
        }
    }
    private var overriddenStyle = UIUserInterfaceStyle.unspecified

    /// The controller's traits: those of where its view is (its superview, its window's screen), else its parent's,
    /// else the iPhone screen's; then its own override.
    open var traitCollection: UITraitCollection {
        let base =
            viewIfLoaded?.superview?.traitCollection ?? (viewIfLoaded as? UIWindow)?.screen.traitCollection
            ?? parent?.traitCollection ?? UIScreen.main.traitCollection
        return base.overriding(style: overriddenStyle)
    }

    /// Called when the controller's traits changed, with the traits before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Child view controllers

    /// The child view controllers, in the order they were added.
    open private(set) var children: [UIViewController] = []

    /// The parent view controller, if any.
    open private(set) weak var parent: UIViewController?

    /// Adds a child view controller (calls `willMove(toParent:)` on it; the caller adds its view and calls
    /// `didMove(toParent:)`, as in UIKit).
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.parent !== self { childController.removeFromParent() }
        childController.willMove(toParent: self)
        if !children.contains(where: { $0 === childController }) { children.append(childController) }
        childController.parent = self
    }

    /// Removes the controller from its parent (call `willMove(toParent: nil)` first; this calls
    /// `didMove(toParent: nil)`, as in UIKit).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called just before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
}
#endif
