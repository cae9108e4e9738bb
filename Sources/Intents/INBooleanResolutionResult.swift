#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving a yes-or-no parameter.
@available(iOS 10.0, *)
open class INBooleanResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedValue: Bool) -> Self { Self(_resolution: .success(resolvedValue)) }
    /// A value for the user to confirm (nil asks about a value Siri does not have).
    open class func confirmationRequired(with valueToConfirm: Bool?) -> Self {
        Self(_resolution: .confirmationRequired(valueToConfirm))
    }
}
#endif
