#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An action that asks the user for text (a reply): the delegate gets a `UNTextInputNotificationResponse`. In
/// CarPlay the driver replies by voice through Siri instead, so the car offers it as a plain action.
@available(iOS 10.0, *)
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    // Immutable: set once in init.
    private let _textInputButtonTitle: String
    private let _textInputPlaceholder: String

    /// A text input action with an icon.
    @available(iOS 15.0, *)
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?,
        textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        _textInputButtonTitle = textInputButtonTitle
        _textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    /// A text input action.
    public convenience init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        self.init(
            identifier: identifier, title: title, options: options, icon: nil,
            textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }

    /// A text input action with an empty button title and field hint (the plain action's factory, which Objective-C
    /// subclasses inherit).
    @available(iOS 15.0, *)
    public convenience override init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?
    ) {
        self.init(
            identifier: identifier, title: title, options: options, icon: icon, textInputButtonTitle: "",
            textInputPlaceholder: "")
    }

    /// The title of the button that sends the text.
    open var textInputButtonTitle: String { _textInputButtonTitle }
    /// The hint the empty text field shows.
    open var textInputPlaceholder: String { _textInputPlaceholder }
}
#endif
