#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving a media item.
@available(iOS 12.0, *)
open class INMediaItemResolutionResult: INIntentResolutionResult {
    /// The value to use.
    open class func success(with resolvedMediaItem: INMediaItem) -> Self {
        Self(_resolution: .success(resolvedMediaItem))
    }
    /// One success for each item (of the class it is called on). Disfavored so that a subclass's own `successes(with:)`,
    /// which returns its class as Apple's does, wins on the subclass.
    @_disfavoredOverload
    open class func successes(with resolvedMediaItems: [INMediaItem]) -> [INMediaItemResolutionResult] {
        resolvedMediaItems.map { self.init(_resolution: .success($0)) }
    }
    /// Values for the user to choose from.
    open class func disambiguation(with mediaItemsToDisambiguate: [INMediaItem]) -> Self {
        Self(_resolution: .disambiguation(mediaItemsToDisambiguate))
    }
    /// A value for the user to confirm.
    open class func confirmationRequired(with mediaItemToConfirm: INMediaItem?) -> Self {
        Self(_resolution: .confirmationRequired(mediaItemToConfirm))
    }
}
#endif
