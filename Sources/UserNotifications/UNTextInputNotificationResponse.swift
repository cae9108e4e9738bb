#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The response to a `UNTextInputNotificationAction`: the text the user typed. The car never makes one: in CarPlay
/// the driver replies by voice through Siri (the category's intents), and the car reports a chosen text input
/// action as a plain response.
@available(iOS 10.0, *)
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    // Immutable: set once in init.
    private let _userText: String

    /// The response with the user's text.
    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        _userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }

    /// The text the user typed.
    open var userText: String { _userText }
}
#endif
