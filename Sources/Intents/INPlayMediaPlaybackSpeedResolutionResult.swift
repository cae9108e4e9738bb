#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving the playback speed, with the reasons one can be unsupported.
@available(iOS 13.0, *)
open class INPlayMediaPlaybackSpeedResolutionResult: INDoubleResolutionResult {
    /// The app cannot play at the speed, for `reason`.
    open class func unsupported(forReason reason: INPlayMediaPlaybackSpeedUnsupportedReason) -> Self {
        Self(_resolution: .unsupported(reason: reason.rawValue))
    }

    /// The same outcome as a number's resolution result.
    public convenience init(doubleResolutionResult: INDoubleResolutionResult) {
        self.init(_resolution: doubleResolutionResult._resolution)
    }
}
#endif
