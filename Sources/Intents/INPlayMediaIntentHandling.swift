#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The handler of playing media: Siri resolves the items and how to play them, confirms, then has the app play
/// (usually by answering `.handleInApp`, so the app plays in the background). Only `handle(intent:completion:)` is
/// required; the others have defaults (the value stands as it is; confirming is ready).
@available(iOS 12.0, *)
public protocol INPlayMediaIntentHandling: NSObjectProtocol {
    /// Plays the media.
    func handle(intent: INPlayMediaIntent, completion: @escaping (INPlayMediaIntentResponse) -> Void)
    /// Says whether the app is ready to play.
    func confirm(intent: INPlayMediaIntent, completion: @escaping (INPlayMediaIntentResponse) -> Void)
    /// Resolves each media item (from the intent's `mediaSearch`).
    @available(iOS 13.0, *)
    func resolveMediaItems(
        for intent: INPlayMediaIntent, with completion: @escaping ([INPlayMediaMediaItemResolutionResult]) -> Void)
    /// Resolves whether to shuffle.
    @available(iOS 13.0, *)
    func resolvePlayShuffled(
        for intent: INPlayMediaIntent, with completion: @escaping (INBooleanResolutionResult) -> Void)
    /// Resolves how playback repeats.
    @available(iOS 13.0, *)
    func resolvePlaybackRepeatMode(
        for intent: INPlayMediaIntent, with completion: @escaping (INPlaybackRepeatModeResolutionResult) -> Void)
    /// Resolves whether to resume.
    @available(iOS 13.0, *)
    func resolveResumePlayback(
        for intent: INPlayMediaIntent, with completion: @escaping (INBooleanResolutionResult) -> Void)
    /// Resolves where in the queue the media goes.
    @available(iOS 13.0, *)
    func resolvePlaybackQueueLocation(
        for intent: INPlayMediaIntent, with completion: @escaping (INPlaybackQueueLocationResolutionResult) -> Void)
    /// Resolves the playback rate.
    @available(iOS 13.0, *)
    func resolvePlaybackSpeed(
        for intent: INPlayMediaIntent, with completion: @escaping (INPlayMediaPlaybackSpeedResolutionResult) -> Void)
}

extension INPlayMediaIntentHandling {
    public func confirm(intent: INPlayMediaIntent, completion: @escaping (INPlayMediaIntentResponse) -> Void) {
        completion(INPlayMediaIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveMediaItems(
        for intent: INPlayMediaIntent, with completion: @escaping ([INPlayMediaMediaItemResolutionResult]) -> Void
    ) {
        completion([INPlayMediaMediaItemResolutionResult(_resolution: .unimplemented)])
    }

    public func resolvePlayShuffled(
        for intent: INPlayMediaIntent, with completion: @escaping (INBooleanResolutionResult) -> Void
    ) {
        completion(INBooleanResolutionResult(_resolution: .unimplemented))
    }

    public func resolvePlaybackRepeatMode(
        for intent: INPlayMediaIntent, with completion: @escaping (INPlaybackRepeatModeResolutionResult) -> Void
    ) {
        completion(INPlaybackRepeatModeResolutionResult(_resolution: .unimplemented))
    }

    public func resolveResumePlayback(
        for intent: INPlayMediaIntent, with completion: @escaping (INBooleanResolutionResult) -> Void
    ) {
        completion(INBooleanResolutionResult(_resolution: .unimplemented))
    }

    public func resolvePlaybackQueueLocation(
        for intent: INPlayMediaIntent, with completion: @escaping (INPlaybackQueueLocationResolutionResult) -> Void
    ) {
        completion(INPlaybackQueueLocationResolutionResult(_resolution: .unimplemented))
    }

    public func resolvePlaybackSpeed(
        for intent: INPlayMediaIntent, with completion: @escaping (INPlayMediaPlaybackSpeedResolutionResult) -> Void
    ) {
        completion(INPlayMediaPlaybackSpeedResolutionResult(_resolution: .unimplemented))
    }
}
#endif
