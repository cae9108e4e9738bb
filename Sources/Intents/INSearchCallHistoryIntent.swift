#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A request to find calls of the app's call history: by date, person, audio or video, kind, and whether the user has
/// seen them. Apple deprecated it in iOS 15 without a replacement; the iOS 10 initializer and `callType` (deprecated
/// since iOS 11) are left out.
@available(
    iOS, introduced: 10.0, deprecated: 15.0,
    message: "INSearchCallHistoryIntent is deprecated. There is no replacement."
)
open class INSearchCallHistoryIntent: INIntent {
    /// When the calls were made.
    public let dateCreated: INDateComponentsRange?
    public let recipient: INPerson?
    public let callCapabilities: INCallCapabilityOptions
    @available(iOS 11.0, *)
    public let callTypes: INCallRecordTypeOptions
    /// Whether the calls are unseen, as a number (read `unseen`).
    @available(iOS 11.0, *)
    public let __unseen: NSNumber?

    /// A search of the call history (the Swift overlay's initializer).
    @available(iOS 11.0, *)
    public init(
        dateCreated: INDateComponentsRange? = nil, recipient: INPerson? = nil,
        callCapabilities: INCallCapabilityOptions, callTypes: INCallRecordTypeOptions, unseen: Bool? = nil
    ) {
        self.dateCreated = dateCreated
        self.recipient = recipient
        self.callCapabilities = callCapabilities
        self.callTypes = callTypes
        __unseen = unseen.map { NSNumber(value: $0) }
        super.init()
    }

    /// Whether the calls are unseen.
    @available(iOS 11.0, *)
    public final var unseen: Bool? { __unseen?.boolValue }
}
#endif
