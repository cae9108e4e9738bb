#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving a media item to play, with the reasons one can be unsupported.
@available(iOS 13.0, *)
open class INPlayMediaMediaItemResolutionResult: INMediaItemResolutionResult {
    /// One success for each item.
    open class func successes(with resolvedMediaItems: [INMediaItem]) -> [INPlayMediaMediaItemResolutionResult] {
        resolvedMediaItems.map { self.init(_resolution: .success($0)) }
    }

    /// The app cannot play the item, for `reason`.
    open class func unsupported(forReason reason: INPlayMediaMediaItemUnsupportedReason) -> Self {
        Self(_resolution: .unsupported(reason: reason.rawValue))
    }

    /// The same outcome as a media item's resolution result.
    public convenience init(mediaItemResolutionResult: INMediaItemResolutionResult) {
        self.init(_resolution: mediaItemResolutionResult._resolution)
    }
}
#endif
