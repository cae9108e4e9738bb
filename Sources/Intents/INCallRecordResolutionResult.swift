#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving a call of the call history (the one to call back).
@available(iOS 11.0, *)
open class INCallRecordResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedCallRecord: INCallRecord) -> Self {
        Self(_resolution: .success(resolvedCallRecord))
    }
    /// Values for the user to choose from.
    open class func disambiguation(with callRecordsToDisambiguate: [INCallRecord]) -> Self {
        Self(_resolution: .disambiguation(callRecordsToDisambiguate))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with callRecordToConfirm: INCallRecord?) -> Self {
        Self(_resolution: .confirmationRequired(callRecordToConfirm))
    }
}
#endif
