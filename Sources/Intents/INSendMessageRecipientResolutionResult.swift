#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving a message's recipient, with the reasons a recipient can be unsupported.
@available(iOS 11.0, *)
open class INSendMessageRecipientResolutionResult: INPersonResolutionResult {
    /// The recipient cannot get the message, for `reason`.
    open class func unsupported(forReason reason: INSendMessageRecipientUnsupportedReason) -> Self {
        Self(_resolution: .unsupported(reason: reason.rawValue))
    }

    /// The same outcome as a person's resolution result.
    public convenience init(personResolutionResult: INPersonResolutionResult) {
        self.init(_resolution: personResolutionResult._resolution)
    }
}
#endif
