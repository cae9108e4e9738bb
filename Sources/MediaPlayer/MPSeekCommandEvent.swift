#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An event of `seekForwardCommand` or `seekBackwardCommand`: seeking begins or ends.
open class MPSeekCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// Whether seeking begins or ends.
    public let type: MPSeekCommandEventType

    init(command: MPRemoteCommand, type: MPSeekCommandEventType) {
        self.type = type
        super.init(command: command)
    }
}
#endif
