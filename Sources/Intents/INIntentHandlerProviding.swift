#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An object that gives the system a handler for each intent (an intents extension, or the app through its
/// delegate's `application(_:handlerFor:)`).
@available(iOS 10.0, *)
public protocol INIntentHandlerProviding: NSObjectProtocol {
    /// An object that handles `intent` (it adopts the intent's handling protocol), or nil when the app does not
    /// handle it.
    func handler(for intent: INIntent) -> Any?
}
#endif
