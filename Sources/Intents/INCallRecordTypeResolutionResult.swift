#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving the kind of a call.
@available(iOS 11.0, *)
open class INCallRecordTypeResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedCallRecordType: INCallRecordType) -> Self {
        Self(_resolution: .success(resolvedCallRecordType))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with callRecordTypeToConfirm: INCallRecordType) -> Self {
        Self(_resolution: .confirmationRequired(callRecordTypeToConfirm))
    }
}
#endif
