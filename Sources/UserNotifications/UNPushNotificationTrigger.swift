#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The trigger of a remote notification: the system made the request when the notification arrived from the app's
/// server (apps do not make it).
@available(iOS 10.0, *)
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}
#endif
