#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A kind of notification of the app: its actions, the intents it starts and how it is handled. A request names it
/// by its identifier (`UNNotificationContent.categoryIdentifier`); the app registers its categories with
/// `UNUserNotificationCenter.setNotificationCategories(_:)`. In CarPlay only the notifications of a category with the
/// `.allowInCarPlay` option show.
@available(iOS 10.0, *)
open class UNNotificationCategory: NSObject, NSCopying, @unchecked Sendable {
    // Immutable: set once in init.
    private let _identifier: String
    private let _actions: [UNNotificationAction]
    private let _intentIdentifiers: [String]
    private let _options: UNNotificationCategoryOptions
    private let _hiddenPreviewsBodyPlaceholder: String
    private let _categorySummaryFormat: String

    /// A category with the text shown for its body when previews are hidden and the format of its summary (nil: empty).
    @available(iOS 12.0, *)
    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
        options: UNNotificationCategoryOptions = []
    ) {
        _identifier = identifier
        _actions = actions
        _intentIdentifiers = intentIdentifiers
        _options = options
        _hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        _categorySummaryFormat = categorySummaryFormat ?? ""
        super.init()
    }

    /// A category.
    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, options: options)
    }

    /// A category with the text shown for its body when previews are hidden.
    @available(iOS 11.0, *)
    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: nil,
            options: options)
    }

    /// The category's identifier.
    open var identifier: String { _identifier }
    /// The actions offered with its notifications, in order.
    open var actions: [UNNotificationAction] { _actions }
    /// The intents its notifications start (`INSearchForMessagesIntentIdentifier`: in CarPlay, Siri reads the
    /// message when the driver taps it).
    open var intentIdentifiers: [String] { _intentIdentifiers }
    /// How its notifications are handled.
    open var options: UNNotificationCategoryOptions { _options }
    /// What shows instead of the body when previews are hidden (empty: the system's text).
    @available(iOS 11.0, *)
    open var hiddenPreviewsBodyPlaceholder: String { _hiddenPreviewsBodyPlaceholder }
    /// The format of the summary of a group of its notifications (empty: the system's).
    @available(iOS 12.0, *)
    open var categorySummaryFormat: String { _categorySummaryFormat }

    /// The category itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The category as the car receives it.
    var platformCategory: PlatformNotificationCategory {
        PlatformNotificationCategory(
            identifier: identifier, intentIdentifiers: intentIdentifiers, options: options.rawValue,
            actions: actions.map(\.platformAction))
    }

    /// A category the car keeps that the app's center did not set (its actions are plain actions).
    convenience init(platform category: PlatformNotificationCategory) {
        self.init(
            identifier: category.identifier,
            actions: category.actions.map {
                UNNotificationAction(
                    identifier: $0.identifier, title: $0.title,
                    options: UNNotificationActionOptions(rawValue: $0.options))
            },
            intentIdentifiers: category.intentIdentifiers,
            options: UNNotificationCategoryOptions(rawValue: category.options))
    }
}
#endif
