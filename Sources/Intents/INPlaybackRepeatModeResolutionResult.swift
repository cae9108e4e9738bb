#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving how playback repeats.
@available(iOS 12.0, *)
open class INPlaybackRepeatModeResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedPlaybackRepeatMode: INPlaybackRepeatMode) -> Self {
        Self(_resolution: .success(resolvedPlaybackRepeatMode))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with playbackRepeatModeToConfirm: INPlaybackRepeatMode) -> Self {
        Self(_resolution: .confirmationRequired(playbackRepeatModeToConfirm))
    }
}
#endif
