#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An object that contains information about one of your app's scenes.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// A unique identifier that persists for the lifetime of the session.
    public let persistentIdentifier: String
    /// The role of the scene.
    public let role: Role
    /// The configuration used to create the scene.
    public let configuration: UISceneConfiguration
    /// Data to associate with the session.
    open var userInfo: [String: Any]?
    /// The scene of the session, while connected.
    public internal(set) weak var scene: UIScene?

    /// Creates a session; only the system (the host) creates sessions.
    @_spi(CarPlayHost) public init(
        _role role: Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString
    ) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

extension UISceneSession {
    /// Constants that indicate the possible roles for a scene.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The scene displays interactive windows on the device's main screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}
#endif
