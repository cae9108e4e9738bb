#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Change the shuffle mode.
open class MPChangeShuffleModeCommand: MPRemoteCommand, @unchecked Sendable {
    private var shuffleType: MPShuffleType = .off

    /// The shuffle mode now (the app keeps it current).
    open var currentShuffleType: MPShuffleType {
        get { locked { shuffleType } }
        set {
            locked { shuffleType = newValue }
            notifyHost()
        }
    }
}
#endif
