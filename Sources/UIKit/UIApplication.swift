#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The centralized point of control and coordination for apps.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// One per app: the car runs every app in one process, where iOS gives each its own.
    private static let applications = PlatformAppScoped { _ in
        // `shared` is the only caller, on the main actor.
        MainActor.assumeIsolated { UIApplication() }
    }

    /// The singleton app instance: the app's own, whose `delegate` is the app's delegate.
    open class var shared: UIApplication { applications.current }

    /// The delegate of the app object (retained, as `UIApplicationMain` retains it on iOS).
    open var delegate: (any UIApplicationDelegate)?

    /// Whether data-protected files can be read (true until the host locks the device).
    open private(set) var isProtectedDataAvailable = true

    /// The app's current state.
    open private(set) var applicationState: State = .active

    /// Creates an application object; apps use `shared`.
    public required init() {
        super.init()
    }

    /// Changes protected-data availability, posting the UIKit notification and calling the delegate:
    /// `protectedDataWillBecomeUnavailableNotification` before data becomes unavailable,
    /// `protectedDataDidBecomeAvailableNotification` after it becomes available. No change → nothing is posted.
    @_spi(CarPlayHost) public func _setProtectedDataAvailable(_ available: Bool) {
        guard available != isProtectedDataAvailable else { return }
        if available {
            isProtectedDataAvailable = true
            delegate?.applicationProtectedDataDidBecomeAvailable(self)
            NotificationCenter.default.post(
                name: UIApplication.protectedDataDidBecomeAvailableNotification, object: self)
        } else {
            delegate?.applicationProtectedDataWillBecomeUnavailable(self)
            NotificationCenter.default.post(
                name: UIApplication.protectedDataWillBecomeUnavailableNotification, object: self)
            isProtectedDataAvailable = false
        }
    }

    /// Changes the app's state; the host drives it.
    @_spi(CarPlayHost) public func _setApplicationState(_ state: State) {
        applicationState = state
    }

    /// Posted shortly before protected files are locked down and become inaccessible.
    public nonisolated static let protectedDataWillBecomeUnavailableNotification =
        Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    /// Posted when the protected files become available for your code to access.
    public nonisolated static let protectedDataDidBecomeAvailableNotification =
        Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
}

extension UIApplication {
    /// The running states of an app.
    public enum State: Int, Sendable, Hashable {
        /// The app is running in the foreground and receiving events.
        case active = 0
        /// The app is running in the foreground but not receiving events.
        case inactive = 1
        /// The app is running in the background.
        case background = 2
    }

    /// Keys used to access values in the launch options dictionary.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that requested the launch.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
}
#endif
