#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How a notification action behaves.
@available(iOS 10.0, *)
public struct UNNotificationActionOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// The options of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The device must be unlocked to perform the action.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// The action destroys something (shown in red).
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// The action opens the app.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
#endif
