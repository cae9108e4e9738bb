#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Groups a call with another (merges them into a conference), or takes it out of its group.
@available(iOS 10.0, *)
open class CXSetGroupCallAction: CXCallAction {
    /// Groups the call `callUUID` with the call `callUUIDToGroupWith`; nil takes it out of its group.
    public init(call callUUID: UUID, callUUIDToGroupWith: UUID?) {
        self.callUUIDToGroupWith = callUUIDToGroupWith
        super.init(call: callUUID)
    }

    /// The call to group with; nil: the call leaves its group.
    open var callUUIDToGroupWith: UUID?
}
#endif
