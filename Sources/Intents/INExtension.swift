#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The principal class of an Intents extension: override `handler(for:)` to return the handler of each intent.
@available(iOS 10.0, *)
open class INExtension: NSObject, INIntentHandlerProviding {
    public override init() {
        super.init()
    }

    /// The handler of `intent`; the base class handles none.
    open func handler(for intent: INIntent) -> Any? {
        nil
    }
}
#endif
