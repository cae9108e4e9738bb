#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An intent and its response, donated to the system so Siri can suggest and search it.
@available(iOS 10.0, *)
open class INInteraction: NSObject {
    /// The intent.
    open private(set) var intent: INIntent
    /// The response, if the interaction has one.
    open private(set) var intentResponse: INIntentResponse?
    /// How far the intent's handling went, read from the response's code.
    open private(set) var intentHandlingStatus: INIntentHandlingStatus = .unspecified
    /// Whether the user sent or received it.
    open var direction: INInteractionDirection = .unspecified
    /// When it happened (the moment it was made, unless set).
    open var dateInterval: DateInterval? = DateInterval(start: Date(), duration: 0)
    /// A unique identifier (a new UUID unless set).
    open var identifier: String = UUID().uuidString
    /// A group the interaction belongs to, for deleting it with others.
    open var groupIdentifier: String?

    /// An interaction of `intent` and its `response`.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
        super.init()
        intentHandlingStatus = response.map(INInteraction.status(of:)) ?? .unspecified
    }

    /// Donates the interaction to the system. There is no Siri suggestions store on this platform: the donation is
    /// accepted and `completion` hears no error.
    open func donate(completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Deletes every donated interaction of the app.
    open class func deleteAll(completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Deletes the donated interactions with these identifiers.
    open class func delete(with identifiers: [String], completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(nil)
    }

    /// Deletes the donated interactions of a group.
    open class func delete(with groupIdentifier: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(nil)
    }

    /// The handling status a response's code means (each response's code counts ready, in progress, success and
    /// failure the same way).
    static func status(of response: INIntentResponse) -> INIntentHandlingStatus {
        guard let coded = response as? any _INCodedResponse else { return .unspecified }
        return coded._handlingStatus
    }
}

/// A response whose code says how far handling went.
protocol _INCodedResponse {
    var _handlingStatus: INIntentHandlingStatus { get }
}
#endif
