#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Like, dislike or bookmark the Now Playing item.
open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    private var active = false
    private var title = ""
    private var shortTitle = ""

    /// Whether the feedback applies to the item now (e.g. it is liked).
    open var isActive: Bool {
        get { locked { active } }
        set {
            locked { active = newValue }
            notifyHost()
        }
    }

    /// The title the system shows for the command.
    open var localizedTitle: String {
        get { locked { title } }
        set {
            locked { title = newValue }
            notifyHost()
        }
    }

    /// A shorter title, for small spaces.
    open var localizedShortTitle: String {
        get { locked { shortTitle } }
        set {
            locked { shortTitle = newValue }
            notifyHost()
        }
    }
}
#endif
