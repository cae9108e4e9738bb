#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving whether a call is an audio or a video call.
@available(iOS 13.0, *)
open class INCallCapabilityResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedCallCapability: INCallCapability) -> Self {
        Self(_resolution: .success(resolvedCallCapability))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with callCapabilityToConfirm: INCallCapability) -> Self {
        Self(_resolution: .confirmationRequired(callCapabilityToConfirm))
    }
}
#endif
