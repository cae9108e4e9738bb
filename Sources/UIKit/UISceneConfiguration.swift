#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Information about the objects and storyboard for UIKit to use when creating a particular scene.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The app-specific name of the configuration.
    public let name: String?
    /// The role of the scenes that use this configuration.
    public let role: UISceneSession.Role
    /// The class of the scene delegate object (a `UIResponder` subclass conforming to `UISceneDelegate`).
    open var delegateClass: AnyClass?
    /// The class of the scene object.
    open var sceneClass: AnyClass?

    /// Creates a configuration with a name and session role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
#endif
