#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An object a notification's content can be updated from (`UNNotificationContent.updating(from:)`): the Intents
/// framework's `INSendMessageIntent` and `INStartCallIntent`, which make it a communication notification.
@available(iOS 15.0, *)
public protocol UNNotificationContentProviding: NSObjectProtocol {}
#endif
