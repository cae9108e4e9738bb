#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving the kind of message to send.
@available(iOS 14.0, *)
open class INOutgoingMessageTypeResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedValue: INOutgoingMessageType) -> Self {
        Self(_resolution: .success(resolvedValue))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with valueToConfirm: INOutgoingMessageType) -> Self {
        Self(_resolution: .confirmationRequired(valueToConfirm))
    }
}
#endif
