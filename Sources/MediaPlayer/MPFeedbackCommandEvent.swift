#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An event of `likeCommand`, `dislikeCommand` or `bookmarkCommand`.
open class MPFeedbackCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Whether the feedback is being undone.
    public let isNegative: Bool

    init(command: MPRemoteCommand, isNegative: Bool = false) {
        self.isNegative = isNegative
        super.init(command: command)
    }
}
#endif
