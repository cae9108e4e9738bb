#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What a call observer tells its delegate, on the delegate queue (nil: the main queue).
@available(iOS 10.0, *)
public protocol CXCallObserverDelegate: NSObjectProtocol {
    /// `call` changed: it was reported or requested, connected, went on or off hold, or ended.
    func callObserver(_ callObserver: CXCallObserver, callChanged call: CXCall)
}
#endif
