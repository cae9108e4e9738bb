import Foundation

/// What the driver did to an element, as the framework receives it from the host (SPI).
@_spi(CarPlayHost) public enum CPHostAction: Sendable, Equatable {
    /// Tap, click or knob press.
    case select
    /// One image of an image row item, by index.
    case selectElement(Int)
    /// New text in a search template's field.
    case updateSearchText(String)
    /// The keyboard's search button of a search template.
    case searchButton
    /// The Now Playing template's Up Next button (sent to the template).
    case upNext
    /// The Now Playing template's album/artist button (sent to the template).
    case albumArtist
}

/// How the framework handled an activation (SPI).
@_spi(CarPlayHost) public enum CPHostActivationResult: Sendable, Equatable {
    /// No app object has the id.
    case notFound
    /// The object does not accept this action.
    case unsupported
    /// A handler or delegate ran.
    case invoked
    /// The system handles it without an app callback: Siri takes the request (a message item, a compose or
    /// message button).
    case invokedSystem(CPHostSiriRequest)
    /// An alert or action sheet action ran; the system dismisses the modal.
    case dismissedModal
    /// A handler that takes a completion was called; the host hears when the app calls it.
    case awaitingCompletion
}

/// What an element hands to Siri (SPI): the car's Siri runs the app's messaging intents for it.
@_spi(CarPlayHost) public enum CPHostSiriRequest: Sendable, Equatable {
    /// Read a conversation aloud (a message list item with a conversation identifier and unread messages).
    case readConversation(String)
    /// Reply in a conversation the driver has read (a message list item with a conversation identifier and no unread
    /// messages).
    case replyToConversation(String)
    /// Compose a message to a phone number or email address (a message list item made for a person, a contact's
    /// message button), the person's name as the item or contact gives it; nil: to someone the driver names (the
    /// compose bar button).
    case compose(to: String?, name: String? = nil)
    /// Start a call to someone the driver names (the list template's "Call with Siri" assistant cell).
    case startCall
    /// Play what the driver names (the list template's "Play with Siri" assistant cell).
    case playMedia
}
