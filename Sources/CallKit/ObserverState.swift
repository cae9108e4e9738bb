#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// What a `CXCallObserver` shares with its link to the car, behind a lock (`Locked`).
struct ObserverState {
    /// The observer (weakly: it owns the link that owns this state).
    weak var observer: CXCallObserver?
    /// The delegate, weakly as on iOS.
    weak var delegate: (any CXCallObserverDelegate)?
    /// The delegate queue; nil: the main queue.
    var queue: DispatchQueue?
    /// The calls as last read on the main actor or heard of, for reads off the main queue.
    var calls: [PlatformCall] = []
}
#endif
