#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving the call to call back, with the reasons one can be unsupported.
@available(iOS 14.0, *)
open class INStartCallCallRecordToCallBackResolutionResult: INCallRecordResolutionResult {
    /// The app cannot call back, for `reason`.
    open class func unsupported(forReason reason: INStartCallCallRecordToCallBackUnsupportedReason) -> Self {
        Self(_resolution: .unsupported(reason: reason.rawValue))
    }

    /// The same outcome as a call record's resolution result.
    public convenience init(callRecordResolutionResult: INCallRecordResolutionResult) {
        self.init(_resolution: callRecordResolutionResult._resolution)
    }
}
#endif
