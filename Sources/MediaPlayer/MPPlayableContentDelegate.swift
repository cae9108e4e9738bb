#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What the car asks of an app that offers its media through `MPPlayableContentManager`: to play an item the driver
/// selected, and to hear when the car's content limits change.
@available(iOS, introduced: 7.1, deprecated: 14.0, message: "Use CarPlay framework")
@preconcurrency @MainActor
public protocol MPPlayableContentDelegate: AnyObject {
    /// Plays the item at `indexPath` and calls the completion once it plays (with an error when it cannot).
    func playableContentManager(
        _ contentManager: MPPlayableContentManager, initiatePlaybackOfContentItemAt indexPath: IndexPath,
        completionHandler: @escaping ((any Error)?) -> Void)
    /// Prepares the playback queue before the car asks to play (the app may start playing).
    func playableContentManager(
        _ contentManager: MPPlayableContentManager,
        initializePlaybackQueueWithContentItems contentItems: [Any]?,
        completionHandler: @escaping ((any Error)?) -> Void)
    /// The car's content limits changed (`MPPlayableContentManagerContext`).
    func playableContentManager(
        _ contentManager: MPPlayableContentManager, didUpdate context: MPPlayableContentManagerContext)
}

extension MPPlayableContentDelegate {
    /// Cannot play: completes with an error.
    public func playableContentManager(
        _ contentManager: MPPlayableContentManager, initiatePlaybackOfContentItemAt indexPath: IndexPath,
        completionHandler: @escaping ((any Error)?) -> Void
    ) {
        completionHandler(NSError(domain: "MPErrorDomain", code: 0))
    }
    /// Nothing to prepare.
    public func playableContentManager(
        _ contentManager: MPPlayableContentManager,
        initializePlaybackQueueWithContentItems contentItems: [Any]?,
        completionHandler: @escaping ((any Error)?) -> Void
    ) {
        completionHandler(nil)
    }
    /// Does nothing.
    public func playableContentManager(
        _ contentManager: MPPlayableContentManager, didUpdate context: MPPlayableContentManagerContext
    ) {}
}
#endif
