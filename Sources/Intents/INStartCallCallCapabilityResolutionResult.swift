#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving whether to make an audio or a video call, with the reasons one can be unsupported.
@available(iOS 13.0, *)
open class INStartCallCallCapabilityResolutionResult: INCallCapabilityResolutionResult {
    /// The app cannot make the call, for `reason`.
    open class func unsupported(forReason reason: INStartCallCallCapabilityUnsupportedReason) -> Self {
        Self(_resolution: .unsupported(reason: reason.rawValue))
    }

    /// The same outcome as a call capability's resolution result.
    public convenience init(callCapabilityResolutionResult: INCallCapabilityResolutionResult) {
        self.init(_resolution: callCapabilityResolutionResult._resolution)
    }
}
#endif
