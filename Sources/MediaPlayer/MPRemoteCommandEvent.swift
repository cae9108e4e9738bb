#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// One event of a remote command, passed to its handlers.
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    /// The command that sent the event.
    public let command: MPRemoteCommand
    /// When the event was sent (seconds since boot).
    public let timestamp: TimeInterval

    init(command: MPRemoteCommand) {
        self.command = command
        self.timestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }
}
#endif
