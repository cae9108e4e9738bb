#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What the user did with a notification, as the delegate hears it
/// (`userNotificationCenter(_:didReceive:withCompletionHandler:)`): opened it
/// (`UNNotificationDefaultActionIdentifier`), dismissed it (`UNNotificationDismissActionIdentifier`) or chose one of
/// its category's actions (that action's identifier).
///
/// UIKit's `targetScene` extension is left out: UserNotifications does not depend on UIKit here.
@available(iOS 10.0, *)
open class UNNotificationResponse: NSObject, NSCopying, @unchecked Sendable {
    // Immutable: set once in init.
    private let _notification: UNNotification
    private let _actionIdentifier: String

    /// The response the car reported (apps get responses from the center's delegate).
    init(notification: UNNotification, actionIdentifier: String) {
        _notification = notification
        _actionIdentifier = actionIdentifier
        super.init()
    }

    /// The notification acted on.
    open var notification: UNNotification { _notification }
    /// What the user did: an action's identifier, `UNNotificationDefaultActionIdentifier` or
    /// `UNNotificationDismissActionIdentifier`.
    open var actionIdentifier: String { _actionIdentifier }

    /// The response itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
