#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving the kinds of call a search looks for.
@available(iOS 11.0, *)
open class INCallRecordTypeOptionsResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedCallRecordTypeOptions: INCallRecordTypeOptions) -> Self {
        Self(_resolution: .success(resolvedCallRecordTypeOptions))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with callRecordTypeOptionsToConfirm: INCallRecordTypeOptions) -> Self {
        Self(_resolution: .confirmationRequired(callRecordTypeOptionsToConfirm))
    }
}
#endif
