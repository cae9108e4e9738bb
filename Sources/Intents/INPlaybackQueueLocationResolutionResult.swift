#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving where in the queue media plays.
@available(iOS 13.0, *)
open class INPlaybackQueueLocationResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedPlaybackQueueLocation: INPlaybackQueueLocation) -> Self {
        Self(_resolution: .success(resolvedPlaybackQueueLocation))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with playbackQueueLocationToConfirm: INPlaybackQueueLocation) -> Self {
        Self(_resolution: .confirmationRequired(playbackQueueLocationToConfirm))
    }
}
#endif
