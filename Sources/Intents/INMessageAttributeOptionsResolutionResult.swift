#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving the attributes of a message search.
@available(iOS 10.0, *)
open class INMessageAttributeOptionsResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedValue: INMessageAttributeOptions) -> Self {
        Self(_resolution: .success(resolvedValue))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with valueToConfirm: INMessageAttributeOptions) -> Self {
        Self(_resolution: .confirmationRequired(valueToConfirm))
    }
}
#endif
