#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How to show a notification that arrives while the app is in front (the delegate's
/// `userNotificationCenter(_:willPresent:withCompletionHandler:)` answer); none: it is not shown.
@available(iOS 10.0, *)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// The options of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Apply the notification's badge.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Play the notification's sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Show it as an alert (a banner and in the list).
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use -list and -banner instead.")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Keep it in Notification Center.
    @available(iOS 14.0, *)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Show it as a banner.
    @available(iOS 14.0, *)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}
#endif
