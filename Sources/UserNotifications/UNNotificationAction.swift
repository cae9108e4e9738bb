#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A button of a notification's category ("Reply", "Mark as Read"): the delegate hears its identifier when the user
/// chooses it (`UNNotificationResponse.actionIdentifier`). The car receives each action's identifier, title and
/// options.
@available(iOS 10.0, *)
open class UNNotificationAction: NSObject, NSCopying, @unchecked Sendable {
    // Immutable: set once in init.
    private let _identifier: String
    private let _title: String
    private let _options: UNNotificationActionOptions
    private let _icon: UNNotificationActionIcon?

    /// An action with an icon.
    @available(iOS 15.0, *)
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?
    ) {
        _identifier = identifier
        _title = title
        _options = options
        _icon = icon
        super.init()
    }

    /// An action.
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(identifier: identifier, title: title, options: options, icon: nil)
    }

    /// The identifier the delegate hears when the user chooses the action.
    open var identifier: String { _identifier }
    /// The button's title.
    open var title: String { _title }
    /// How the action behaves.
    open var options: UNNotificationActionOptions { _options }
    /// The button's icon.
    @available(iOS 15.0, *)
    open var icon: UNNotificationActionIcon? { _icon }

    /// The action itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The action as the car receives it.
    var platformAction: PlatformNotificationCategory.Action {
        PlatformNotificationCategory.Action(identifier: identifier, title: title, options: options.rawValue)
    }
}
#endif
