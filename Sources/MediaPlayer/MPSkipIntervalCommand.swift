#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Skip forward or backward by a time interval (podcasts, audiobooks). CarPlay shows skip buttons with the
/// interval instead of next/previous track when the app handles these.
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    private var intervals: [NSNumber] = []

    /// The intervals in seconds the app supports; the system shows the first.
    open var preferredIntervals: [NSNumber] {
        get { locked { intervals } }
        set {
            locked { intervals = newValue }
            notifyHost()
        }
    }
}
#endif
