#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How the notifications of a category are handled.
@available(iOS 10.0, *)
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// The options of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Tell the delegate when the user dismisses a notification (`UNNotificationDismissActionIdentifier`).
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// Show the category's notifications in CarPlay.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// Show the title even when previews are hidden.
    @available(iOS 11.0, *)
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// Show the subtitle even when previews are hidden.
    @available(iOS 11.0, *)
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    /// Let Siri read the category's notifications aloud.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement option is ignored")
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}
#endif
