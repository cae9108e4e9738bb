#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Requests call actions from the car (start a call, end one, hold, mute...): the car checks each transaction and,
/// when nothing is wrong, asks the app's provider to perform its actions. Completion handlers run on the
/// controller's queue.
@available(iOS 10.0, *)
open class CXCallController: NSObject {
    private let queue: DispatchQueue
    private let environment: AppEnvironment
    private let _callObserver: CXCallObserver

    /// A controller whose completion handlers run on the main queue. (iOS uses a private serial queue; the main
    /// queue is one, and the one code written for iOS most often assumes.)
    public override convenience init() {
        self.init(queue: .main)
    }

    /// A controller whose completion handlers run on `queue`.
    public init(queue: DispatchQueue) {
        self.queue = queue
        environment = .ofRunningCode()
        _callObserver = CXCallObserver()
        super.init()
    }

    /// The controller's observer of the phone's calls.
    open var callObserver: CXCallObserver { _callObserver }

    /// Requests `transaction`'s actions. `completion` gets nil when the car accepted them (the app's provider then
    /// performs them), else why not (a `CXErrorCodeRequestTransactionError`): `emptyTransaction` without actions,
    /// `invalidAction` for an action that is none of CallKit's call actions, `unknownCallProvider` when no car takes
    /// calls (as iOS answers an app that has no provider).
    open func request(_ transaction: CXTransaction, completion: @escaping @Sendable ((any Error)?) -> Void) {
        let queue = queue
        let actions = transaction.actions
        guard !actions.isEmpty else {
            return queue.async { completion(CXErrorCodeRequestTransactionError(.emptyTransaction)) }
        }
        let platformActions = actions.compactMap(PlatformCallAction.init)
        guard platformActions.count == actions.count else {
            return queue.async { completion(CXErrorCodeRequestTransactionError(.invalidAction)) }
        }
        let environment = environment
        CallKitQueues.onMain {
            guard let service = environment.callService else {
                return queue.async { completion(CXErrorCodeRequestTransactionError(.unknownCallProvider)) }
            }
            service.requestTransaction(platformActions) { error in
                let error = error.map(CXErrorCodeRequestTransactionError.init(platform:))
                queue.async { completion(error) }
            }
        }
    }

    /// Requests `transaction`'s actions; throws why the car refused them (a `CXErrorCodeRequestTransactionError`).
    open nonisolated(nonsending) func request(_ transaction: CXTransaction) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            request(transaction, completion: Self.resuming(continuation))
        }
    }

    /// Requests a transaction of `actions`.
    @available(iOS 11.0, *)
    open func requestTransaction(with actions: [CXAction], completion: @escaping @Sendable ((any Error)?) -> Void) {
        request(CXTransaction(actions: actions), completion: completion)
    }

    /// Requests a transaction of `actions`; throws why the car refused it.
    @available(iOS 11.0, *)
    open nonisolated(nonsending) func requestTransaction(with actions: [CXAction]) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            requestTransaction(with: actions, completion: Self.resuming(continuation))
        }
    }

    /// Requests a transaction of one action.
    @available(iOS 11.0, *)
    open func requestTransaction(with action: CXAction, completion: @escaping @Sendable ((any Error)?) -> Void) {
        request(CXTransaction(action: action), completion: completion)
    }

    /// Requests a transaction of one action; throws why the car refused it.
    @available(iOS 11.0, *)
    open nonisolated(nonsending) func requestTransaction(with action: CXAction) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            requestTransaction(with: action, completion: Self.resuming(continuation))
        }
    }

    /// A completion handler that resumes `continuation`.
    private static func resuming(
        _ continuation: CheckedContinuation<Void, any Error>
    ) -> @Sendable ((any Error)?) -> Void {
        { error in
            if let error {
                continuation.resume(throwing: error)
            } else {
                continuation.resume()
            }
        }
    }
}
#endif
