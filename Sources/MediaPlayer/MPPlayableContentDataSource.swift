#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What an app's media content tree holds, asked for by index path: an index path's items are the children of the
/// item at the path without its last index (the root's children at one index). CarPlay builds its audio app's lists
/// from it (the legacy path, before CarPlay's templates).
@available(iOS, introduced: 7.1, deprecated: 14.0, message: "Use CarPlay framework")
@preconcurrency @MainActor
public protocol MPPlayableContentDataSource: AnyObject {
    /// Loads the children of the item at `indexPath` (an empty path: the root's) before the car asks for them; call
    /// the completion, with an error when they could not be loaded.
    func beginLoadingChildItems(at indexPath: IndexPath, completionHandler: @escaping ((any Error)?) -> Void)
    /// Whether the children of the item at `indexPath` show their playback progress.
    func childItemsDisplayPlaybackProgress(at indexPath: IndexPath) -> Bool
    /// The item with `identifier`, for the car to show what plays.
    func contentItem(
        forIdentifier identifier: String, completionHandler: @escaping (MPContentItem?, (any Error)?) -> Void)
    /// How many children the item at `indexPath` has (an empty path: the root).
    func numberOfChildItems(at indexPath: IndexPath) -> Int
    /// The item at `indexPath`.
    func contentItem(at indexPath: IndexPath) -> MPContentItem?
}

extension MPPlayableContentDataSource {
    /// Nothing to load: completes at once.
    public func beginLoadingChildItems(at indexPath: IndexPath, completionHandler: @escaping ((any Error)?) -> Void) {
        completionHandler(nil)
    }
    /// False.
    public func childItemsDisplayPlaybackProgress(at indexPath: IndexPath) -> Bool { false }
    /// No item.
    public func contentItem(
        forIdentifier identifier: String, completionHandler: @escaping (MPContentItem?, (any Error)?) -> Void
    ) {
        completionHandler(nil, nil)
    }
}
#endif
