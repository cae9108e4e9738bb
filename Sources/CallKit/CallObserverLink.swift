#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A `CXCallObserver` as the car sees it (`PlatformCallObserver`): it keeps the calls the observer reads off the main
/// queue and tells the delegate of each change on the delegate queue. The observer owns it; the car keeps it weakly.
@MainActor final class CallObserverLink: PlatformCallObserver {
    nonisolated let state: Locked<ObserverState>
    nonisolated let environment: AppEnvironment

    nonisolated init(state: Locked<ObserverState>, environment: AppEnvironment) {
        self.state = state
        self.environment = environment
    }

    /// The phone's calls now, from the car.
    var calls: [PlatformCall] {
        let calls = environment.callService?.calls ?? []
        state { $0.calls = calls }
        return calls
    }

    func callChanged(_ call: PlatformCall) {
        let (observer, delegate, queue) = state { state in
            if let index = state.calls.firstIndex(where: { $0.uuid == call.uuid }) {
                state.calls[index] = call
            } else {
                state.calls.append(call)
            }
            return (state.observer, state.delegate, state.queue)
        }
        guard let observer, let delegate else { return }
        let delivered = Delivered((observer, delegate))
        let environment = environment
        CallKitQueues.deliver(on: queue) {
            environment.run {
                delivered.value.1.callObserver(delivered.value.0, callChanged: CXCall(platform: call))
            }
        }
    }
}
#endif
