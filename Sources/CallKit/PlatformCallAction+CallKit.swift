#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

// Actions cross to the car and back as `PlatformCallAction` values.
extension PlatformCallAction {
    /// `action` as the car takes it; nil for an action that is none of CallKit's call actions.
    init?(_ action: CXAction) {
        switch action {
        case let action as CXStartCallAction:
            self = .start(
                call: action.callUUID, handle: action.handle.platformHandle,
                contactIdentifier: action.contactIdentifier, isVideo: action.isVideo)
        case let action as CXAnswerCallAction: self = .answer(call: action.callUUID)
        case let action as CXEndCallAction: self = .end(call: action.callUUID)
        case let action as CXSetHeldCallAction: self = .setHeld(call: action.callUUID, onHold: action.isOnHold)
        case let action as CXSetMutedCallAction: self = .setMuted(call: action.callUUID, muted: action.isMuted)
        case let action as CXSetGroupCallAction:
            self = .setGroup(call: action.callUUID, groupedWith: action.callUUIDToGroupWith)
        case let action as CXPlayDTMFCallAction:
            self = .playDTMF(call: action.callUUID, digits: action.digits, type: action.type.rawValue)
        default: return nil
        }
    }

    /// The action the provider's delegate performs for the car: a new object of the matching class.
    var callAction: CXCallAction {
        switch self {
        case .start(let call, let handle, let contactIdentifier, let isVideo):
            let action = CXStartCallAction(call: call, handle: CXHandle(platform: handle))
            action.contactIdentifier = contactIdentifier
            action.isVideo = isVideo
            return action
        case .answer(let call): return CXAnswerCallAction(call: call)
        case .end(let call): return CXEndCallAction(call: call)
        case .setHeld(let call, let onHold): return CXSetHeldCallAction(call: call, onHold: onHold)
        case .setMuted(let call, let muted): return CXSetMutedCallAction(call: call, muted: muted)
        case .setGroup(let call, let groupedWith):
            return CXSetGroupCallAction(call: call, callUUIDToGroupWith: groupedWith)
        case .playDTMF(let call, let digits, let type):
            return CXPlayDTMFCallAction(call: call, digits: digits, type: .init(rawValue: type) ?? .singleTone)
        }
    }
}
#endif
