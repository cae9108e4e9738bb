#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// An object that represents one instance of your app's user interface.
@preconcurrency @MainActor
open class UIScene: UIResponder, _UISceneDelegateProperty {
    /// The session associated with the scene.
    public let session: UISceneSession
    /// The storage of `delegate` (retained strongly, as in UIKit).
    package var _delegateStorage: (any UISceneDelegate)?
    /// The current execution state of the scene.
    open private(set) var activationState: ActivationState = .unattached
    /// The title of the scene.
    open var title: String?

    /// Decides whether a URL opened with `open(_:options:completionHandler:)` succeeds; nil: the car decides (the
    /// app that handles the URL is launched).
    @_spi(CarPlayHost) public var _openURLHandler: ((URL) -> Bool)?

    /// Creates a scene for a session; apps never create scenes.
    @_spi(CarPlayHost) public init(_session session: UISceneSession) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// Creates a scene with a session of its own (the `.windowApplication` role); apps never create scenes.
    public required convenience init() {
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        self.init(_session: UISceneSession(_role: .windowApplication, configuration: configuration))
    }

    /// Changes the activation state; the host calls this as the scene moves through its life cycle.
    @_spi(CarPlayHost) public func _setActivationState(_ state: ActivationState) {
        activationState = state
    }

    /// Asks the system to open a URL. The completion handler runs later on the main queue with the result.
    ///
    /// With `universalLinksOnly`, only http(s) URLs are offered to the system.
    open func open(_ url: URL, options: OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil)
    {
        let eligible =
            !(options?.universalLinksOnly ?? false) || ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        let success = eligible && (_openURLHandler?(url) ?? PlatformHost.openURL(url))
        guard let completion else { return }
        Task { @MainActor in completion(success) }
    }
}

extension UIScene {
    /// The activation states of a scene.
    public enum ActivationState: Int, Sendable, Hashable {
        /// The scene isn't currently connected to the app.
        case unattached = -1
        /// The scene is in the foreground and receiving events.
        case foregroundActive = 0
        /// The scene is in the foreground but not receiving events.
        case foregroundInactive = 1
        /// The scene is in the background and not visible.
        case background = 2
    }

    /// Options for opening a URL from a scene.
    @MainActor
    open class OpenExternalURLOptions: NSObject {
        /// Whether the URL is only opened if it is a valid universal link with an app configured to open it.
        open var universalLinksOnly = false

        /// Creates default options.
        public override init() {
            super.init()
        }
    }

    /// Options that UIKit provides when opening a URL in a scene.
    @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked to open the URL.
        public let sourceApplication: String?
        /// An object supplied by the source app.
        public let annotation: Any?
        /// Whether the file must be opened in place.
        public let openInPlace: Bool

        /// Creates options; only the system (the host) creates them.
        @_spi(CarPlayHost) public init(
            _sourceApplication sourceApplication: String?, annotation: Any? = nil, openInPlace: Bool = false
        ) {
            self.sourceApplication = sourceApplication
            self.annotation = annotation
            self.openInPlace = openInPlace
            super.init()
        }
    }

    /// Data that UIKit passes to a scene when connecting it.
    @MainActor
    open class ConnectionOptions: NSObject {
        /// URLs the scene should open.
        public let urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that caused the connection.
        public let sourceApplication: String?

        /// Creates connection options; only the system (the host) creates them.
        @_spi(CarPlayHost) public init(
            _urlContexts urlContexts: Set<UIOpenURLContext> = [], sourceApplication: String? = nil
        ) {
            self.urlContexts = urlContexts
            self.sourceApplication = sourceApplication
            super.init()
        }
    }
}
#endif
