#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Puts a call on hold or takes it off hold.
@available(iOS 10.0, *)
open class CXSetHeldCallAction: CXCallAction {
    /// Puts the call `callUUID` on hold (`onHold` true) or resumes it.
    public init(call callUUID: UUID, onHold: Bool) {
        isOnHold = onHold
        super.init(call: callUUID)
    }

    /// Whether the call goes on hold (true) or resumes.
    open var isOnHold: Bool
}
#endif
