#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A call of the phone as a call observer sees it: any app's, or the car's own phone calls. A snapshot: the observer
/// hands a new one for every change.
@available(iOS 10.0, *)
open class CXCall: NSObject {
    private let call: PlatformCall

    /// A call as the car describes it. Apps get calls from `CXCallObserver` only (Apple marks `init()` unavailable).
    init(platform call: PlatformCall) {
        self.call = call
        super.init()
    }

    /// The call's identifier (the one its provider reported or requested it with).
    open var uuid: UUID { call.uuid }
    /// Whether the call was started from this phone.
    open var isOutgoing: Bool { call.isOutgoing }
    /// Whether the call is on hold.
    open var isOnHold: Bool { call.isOnHold }
    /// Whether the call connected (answered, or the other party picked up).
    open var hasConnected: Bool { call.hasConnected }
    /// Whether the call ended.
    open var hasEnded: Bool { call.hasEnded }

    /// Whether `call` is the same call in the same state.
    open func isEqual(to call: CXCall) -> Bool {
        self.call == call.call
    }

    /// Equal to another call snapshot of the same call in the same state.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let call = object as? CXCall else { return false }
        return isEqual(to: call)
    }

    /// A hash of the call's identifier.
    open override var hash: Int { uuid.hashValue }

    /// A description with the identifier and the call's state.
    open override var description: String {
        "<CXCall: \(Unmanaged.passUnretained(self).toOpaque())> UUID=\(uuid.uuidString) outgoing=\(isOutgoing ? 1 : 0) "
            + "onHold=\(isOnHold ? 1 : 0) hasConnected=\(hasConnected ? 1 : 0) hasEnded=\(hasEnded ? 1 : 0)"
    }
}
#endif
