#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// The action identifiers of a `UNNotificationResponse` that are no action of the category.

/// The user opened the notification (tapped it) rather than choosing one of its actions.
@available(iOS 10.0, *)
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"

/// The user dismissed the notification (heard only for a category with `.customDismissAction`).
@available(iOS 10.0, *)
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
#endif
