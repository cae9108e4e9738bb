#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving a number with a fraction.
@available(iOS 10.0, *)
open class INDoubleResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedValue: Double) -> Self { Self(_resolution: .success(resolvedValue)) }
    /// A value for the user to confirm (nil asks about a value Siri does not have).
    open class func confirmationRequired(with valueToConfirm: Double?) -> Self {
        Self(_resolution: .confirmationRequired(valueToConfirm))
    }
}
#endif
