#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Plays DTMF tones (the keypad's digits) in a call.
@available(iOS 10.0, *)
open class CXPlayDTMFCallAction: CXCallAction {
    /// Plays `digits` in the call `callUUID`, as `type` says.
    public init(call callUUID: UUID, digits: String, type: ActionType) {
        self.digits = digits
        self.type = type
        super.init(call: callUUID)
    }

    /// The digits to play (0-9, *, #).
    open var digits: String

    /// How to play them.
    open var type: ActionType
}
#endif
