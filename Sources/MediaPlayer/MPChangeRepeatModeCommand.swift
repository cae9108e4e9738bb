#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Change the repeat mode.
open class MPChangeRepeatModeCommand: MPRemoteCommand, @unchecked Sendable {
    private var repeatType: MPRepeatType = .off

    /// The repeat mode now (the app keeps it current).
    open var currentRepeatType: MPRepeatType {
        get { locked { repeatType } }
        set {
            locked { repeatType = newValue }
            notifyHost()
        }
    }
}
#endif
