#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving who a call goes to.
@available(iOS 11.0, *)
open class INCallDestinationTypeResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedCallDestinationType: INCallDestinationType) -> Self {
        Self(_resolution: .success(resolvedCallDestinationType))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with callDestinationTypeToConfirm: INCallDestinationType) -> Self {
        Self(_resolution: .confirmationRequired(callDestinationTypeToConfirm))
    }
}
#endif
