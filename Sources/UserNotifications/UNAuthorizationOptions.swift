#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What an app asks to be allowed to do with its notifications (`requestAuthorization(options:)`).
@available(iOS 10.0, *)
public struct UNAuthorizationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// The options of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Badge the app's icon.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Play sounds.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Show alerts.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Show notifications in CarPlay.
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Play sounds for critical alerts, through the ring switch and Do Not Disturb (needs an entitlement).
    @available(iOS 12.0, *)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// The app has its own notification settings, which the system's settings link to.
    @available(iOS 12.0, *)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Deliver quietly, without asking the user first.
    @available(iOS 12.0, *)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    /// Let Siri read notifications aloud.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement authorization is always included")
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
    /// Deliver time-sensitive notifications.
    @available(iOS, introduced: 15.0, deprecated: 15.0, message: "Use time-sensitive entitlement")
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}
#endif
