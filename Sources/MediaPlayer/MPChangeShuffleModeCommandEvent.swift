#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An event of `changeShuffleModeCommand`.
open class MPChangeShuffleModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The requested shuffle mode.
    public let shuffleType: MPShuffleType
    /// Whether the mode should stay when the queue changes.
    public let preservesShuffleMode: Bool

    init(command: MPRemoteCommand, shuffleType: MPShuffleType, preservesShuffleMode: Bool = false) {
        self.shuffleType = shuffleType
        self.preservesShuffleMode = preservesShuffleMode
        super.init(command: command)
    }
}
#endif
