#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A request for your app to handle, from Siri or the system (the base class of every intent).
///
/// Not main-actor-isolated and not `Sendable`, as on iOS: SiriKit hands an intent to a handler on any queue.
@available(iOS 10.0, *)
open class INIntent: NSObject {
    /// The intent's identifier, set by the system.
    open internal(set) var identifier: String?
    /// The phrase suggested to the user for adding the intent to Siri.
    @available(iOS 12.0, *)
    open var suggestedInvocationPhrase: String?

    /// Creates an intent (subclasses set their parameters).
    public override init() {
        identifier = UUID().uuidString
        super.init()
    }
}
#endif
