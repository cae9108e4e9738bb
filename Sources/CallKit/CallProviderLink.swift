#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import AVFAudio
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A `CXProvider` as the car sees it (`PlatformCallProvider`): it turns what the car asks into the provider
/// delegate's calls on the delegate queue, run as the app's code. The provider owns it; the car keeps it weakly.
@MainActor final class CallProviderLink: PlatformCallProvider {
    nonisolated let state: Locked<ProviderState>
    nonisolated let environment: AppEnvironment

    nonisolated init(state: Locked<ProviderState>, environment: AppEnvironment) {
        self.state = state
        self.environment = environment
    }

    var callConfiguration: PlatformCallConfiguration {
        state { $0.configuration.platformConfiguration }
    }

    func perform(
        _ action: PlatformCallAction, timeoutDate: Date,
        finished: @escaping @MainActor @Sendable (PlatformCallActionOutcome) -> Void
    ) {
        let callAction = action.callAction
        callAction.setTimeoutDate(timeoutDate)
        let transaction = CXTransaction(action: callAction)
        let state = state
        callAction.reportOutcome { outcome in
            // Completed actions leave the pending ones; the car hears the outcome on the main actor.
            state { $0.pendingTransactions.removeAll { $0.isComplete } }
            CallKitQueues.onMain { finished(outcome) }
        }
        let (provider, delegate, queue) = state { state in
            state.pendingTransactions.append(transaction)
            return (state.provider, state.delegate, state.queue)
        }
        guard let provider, let delegate else {
            // Nobody to perform it: the action fails (on iOS it would time out).
            callAction.fail()
            return
        }
        let delivered = Delivered((provider, delegate, transaction, callAction))
        let environment = environment
        CallKitQueues.deliver(on: queue) {
            environment.run {
                let (provider, delegate, transaction, action) = delivered.value
                guard !delegate.provider(provider, execute: transaction) else { return }
                Self.perform(action, by: delegate, of: provider)
            }
        }
    }

    /// Calls the delegate's `provider(_:perform:)` for the class of `action`.
    private nonisolated static func perform(
        _ action: CXCallAction, by delegate: any CXProviderDelegate, of provider: CXProvider
    ) {
        switch action {
        case let action as CXStartCallAction: delegate.provider(provider, perform: action)
        case let action as CXAnswerCallAction: delegate.provider(provider, perform: action)
        case let action as CXEndCallAction: delegate.provider(provider, perform: action)
        case let action as CXSetHeldCallAction: delegate.provider(provider, perform: action)
        case let action as CXSetMutedCallAction: delegate.provider(provider, perform: action)
        case let action as CXSetGroupCallAction: delegate.provider(provider, perform: action)
        case let action as CXPlayDTMFCallAction: delegate.provider(provider, perform: action)
        default: action.fail()
        }
    }

    func timeOutActions(at now: Date) {
        let (provider, delegate, queue, late) = state { state in
            let late = state.pendingTransactions.flatMap(\.actions).filter { !$0.isComplete && $0.timeoutDate <= now }
            return (state.provider, state.delegate, state.queue, late)
        }
        for action in late {
            // Failed for the car first: a fulfil the app sends after this changes nothing.
            action.complete(.timedOut)
            guard let provider, let delegate else { continue }
            let delivered = Delivered((provider, delegate, action))
            let environment = environment
            CallKitQueues.deliver(on: queue) {
                environment.run {
                    let (provider, delegate, action) = delivered.value
                    delegate.provider(provider, timedOutPerforming: action)
                }
            }
        }
    }

    func audioSessionDidChange(active: Bool) {
        let (provider, delegate, queue) = state { ($0.provider, $0.delegate, $0.queue) }
        guard let provider, let delegate else { return }
        let delivered = Delivered((provider, delegate))
        let environment = environment
        CallKitQueues.deliver(on: queue) {
            environment.run {
                let (provider, delegate) = delivered.value
                // The app's own session: read as the app's code.
                let session = AVAudioSession.sharedInstance()
                if active {
                    delegate.provider(provider, didActivate: session)
                } else {
                    delegate.provider(provider, didDeactivate: session)
                }
            }
        }
    }

    func providerDidReset() {
        let (provider, delegate, queue) = state { state in
            // The car ended every call: nothing the car asked for is pending any more.
            state.pendingTransactions.removeAll()
            return (state.provider, state.delegate, state.queue)
        }
        guard let provider, let delegate else { return }
        let delivered = Delivered((provider, delegate))
        let environment = environment
        CallKitQueues.deliver(on: queue) {
            environment.run { delivered.value.1.providerDidReset(delivered.value.0) }
        }
    }
}
#endif
