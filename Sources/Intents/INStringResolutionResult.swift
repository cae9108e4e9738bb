#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving a string.
@available(iOS 10.0, *)
open class INStringResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedValue: String) -> Self { Self(_resolution: .success(resolvedValue)) }
    /// Values for the user to choose from.
    open class func disambiguation(with valuesToDisambiguate: [String]) -> Self {
        Self(_resolution: .disambiguation(valuesToDisambiguate))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with valueToConfirm: String?) -> Self {
        Self(_resolution: .confirmationRequired(valueToConfirm))
    }
}
#endif
