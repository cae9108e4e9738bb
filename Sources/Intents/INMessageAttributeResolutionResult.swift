#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving a message attribute.
@available(iOS 10.0, *)
open class INMessageAttributeResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedValue: INMessageAttribute) -> Self {
        Self(_resolution: .success(resolvedValue))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with valueToConfirm: INMessageAttribute) -> Self {
        Self(_resolution: .confirmationRequired(valueToConfirm))
    }
}
#endif
