#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Watches the phone's calls: every app's and the car's own. It registers with the car of the app that makes it;
/// without a car there are no calls.
@available(iOS 10.0, *)
open class CXCallObserver: NSObject {
    private let state = Locked(ObserverState())
    private let link: CallObserverLink

    /// An observer of the phone's calls.
    public override init() {
        link = CallObserverLink(state: state, environment: .ofRunningCode())
        super.init()
        state { $0.observer = self }
        let link = link
        CallKitQueues.onMain {
            guard let service = link.environment.callService else { return }
            service.addObserver(link)
            _ = link.calls
        }
    }

    /// The phone's calls now, ended ones included until the car forgets them. Read off the main queue: the calls
    /// as the observer last heard of them.
    open var calls: [CXCall] {
        let calls: [PlatformCall]
        if PlatformHost.isMainQueue() {
            let link = link
            calls = MainActor.assumeIsolated { link.calls }
        } else {
            calls = state { $0.calls }
        }
        return calls.map(CXCall.init(platform:))
    }

    /// Sets the delegate (kept weakly) and the queue it hears changes on; nil: the main queue.
    open func setDelegate(_ delegate: (any CXCallObserverDelegate)?, queue: DispatchQueue?) {
        state { state in
            state.delegate = delegate
            state.queue = queue
        }
    }
}
#endif
