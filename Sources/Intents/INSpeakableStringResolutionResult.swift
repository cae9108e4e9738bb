#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving a speakable string.
@available(iOS 10.0, *)
open class INSpeakableStringResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedValue: INSpeakableString) -> Self {
        Self(_resolution: .success(resolvedValue))
    }
    /// Values for the user to choose from.
    open class func disambiguation(with valuesToDisambiguate: [INSpeakableString]) -> Self {
        Self(_resolution: .disambiguation(valuesToDisambiguate))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with valueToConfirm: INSpeakableString?) -> Self {
        Self(_resolution: .confirmationRequired(valueToConfirm))
    }
}
#endif
