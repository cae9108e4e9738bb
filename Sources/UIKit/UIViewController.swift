#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An object that manages a view hierarchy.
@MainActor
open class UIViewController: UIResponder {
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
    public required convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The controller's view, loaded on first access (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
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
}
#endif
