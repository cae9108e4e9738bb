#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An event of `changeRepeatModeCommand`.
open class MPChangeRepeatModeCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The requested repeat mode.
    public let repeatType: MPRepeatType
    /// Whether the mode should stay when the queue changes.
    public let preservesRepeatMode: Bool

    init(command: MPRemoteCommand, repeatType: MPRepeatType, preservesRepeatMode: Bool = false) {
        self.repeatType = repeatType
        self.preservesRepeatMode = preservesRepeatMode
        super.init(command: command)
    }
}
#endif
