#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// What the car answered to a MapKit request: a response or an error, or nothing because the request was cancelled.
/// Carried to the main thread.
struct CarAnswer<Response>: @unchecked Sendable {
    var response: Response?
    var error: MKError?
    /// The request was cancelled before the car answered (only the async forms hear it).
    var cancelled = false
}

/// One MapKit request to the car at a time (`MKDirections`, `MKLocalSearch`): asked on the main actor of the car
/// of the app that made it, answered on the main thread after the call returns, refused with
/// `MKError.loadingThrottled` while one is under way, and dropped by `cancel()`.
final class CarRequest<Response>: @unchecked Sendable {
    private let lock = NSLock()
    private var running = false
    private var generation = 0
    /// The environment of the app that made the request (the car that answers).
    private weak var madeIn: (any PlatformHostEnvironment)?

    init() { madeIn = PlatformHost.environmentOfRunningCode }

    var isRunning: Bool { lock.withLock { running } }

    func cancel() {
        lock.withLock {
            generation += 1
            running = false
        }
    }

    /// Asks the car (`ask`, on the main actor) and hands the answer to `deliver` on the main thread. After
    /// `cancel()` nothing is delivered, or (`notifyingCancellation`, for the async forms) a cancelled answer.
    func run(
        notifyingCancellation: Bool = false,
        ask: @escaping @MainActor @Sendable ((any PlatformHostEnvironment)?) -> CarAnswer<Response>,
        deliver: @escaping @Sendable (CarAnswer<Response>) -> Void
    ) {
        let started: Int? = lock.withLock {
            guard !running else { return nil }
            running = true
            return generation
        }
        guard let started else {
            DispatchQueue.main.async { deliver(CarAnswer(error: MKError(.loadingThrottled))) }
            return
        }
        // The car of the app that asks: the one running it now, else the one it made the request in.
        let environment = Box(PlatformHost.environmentOfRunningCode ?? madeIn)
        DispatchQueue.main.async {
            let answer = MainActor.assumeIsolated { ask(environment.value ?? PlatformHost.currentEnvironment) }
            let current = self.lock.withLock { () -> Bool in
                // A cancelled request leaves the flag to the request after it.
                guard self.generation == started else { return false }
                self.running = false
                return true
            }
            if current {
                deliver(answer)
            } else if notifyingCancellation {
                deliver(CarAnswer(cancelled: true))
            }
        }
    }

    /// The async form: the response, `CancellationError` when the task or the request is cancelled, else the error.
    func response(ask: @escaping @MainActor @Sendable ((any PlatformHostEnvironment)?) -> CarAnswer<Response>)
        async throws -> Response
    {
        let answer = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<CarAnswer<Response>, Never>) in
                run(notifyingCancellation: true, ask: ask) { continuation.resume(returning: $0) }
            }
        } onCancel: {
            cancel()
        }
        if answer.cancelled { throw CancellationError() }
        if let error = answer.error { throw error }
        guard let response = answer.response else { throw MKError(.unknown) }
        return response
    }

    /// An app's environment, carried to the main thread (only used there).
    private struct Box: @unchecked Sendable {
        let value: (any PlatformHostEnvironment)?
        init(_ value: (any PlatformHostEnvironment)?) { self.value = value }
    }
}
#endif
