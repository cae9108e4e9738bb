#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Mutes or unmutes a call's microphone.
@available(iOS 10.0, *)
open class CXSetMutedCallAction: CXCallAction {
    /// Mutes the call `callUUID` (`muted` true) or unmutes it.
    public init(call callUUID: UUID, muted: Bool) {
        isMuted = muted
        super.init(call: callUUID)
    }

    /// Whether the call is muted (true) or unmuted.
    open var isMuted: Bool
}
#endif
