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

/// A completion handler as iOS takes it (not `@Sendable`), carried to the main thread where MapKit calls it, as
/// iOS does.
struct MainThreadHandler<Response>: @unchecked Sendable {
    private let handler: (Response?, (any Error)?) -> Void
    init(_ handler: @escaping (Response?, (any Error)?) -> Void) { self.handler = handler }
    func call(_ response: Response?, _ error: (any Error)?) { handler(response, error) }
}

/// One MapKit request to the car at a time (`MKDirections`, `MKLocalSearch`): asked on the main actor of the car
/// of the app that made it (the car answers asynchronously: its router, or a routing server), answered on the main
/// thread after the call returns, refused with `MKError.loadingThrottled` while one is under way, and dropped by
/// `cancel()`.
final class CarRequest<Response>: @unchecked Sendable {
    private let lock = NSLock()
    private var running = false
    private var generation = 0
    /// The task asking the car for the request under way, and how its async form hears a cancellation.
    private var asking: Task<Void, Never>?
    private var notifyCancellation: (@Sendable () -> Void)?
    /// The environment of the app that made the request (the car that answers).
    private weak var madeIn: (any PlatformHostEnvironment)?

    init() { madeIn = PlatformHost.environmentOfRunningCode }

    var isRunning: Bool { lock.withLock { running } }

    /// Drops the request under way: its answer is never delivered; the async form hears the cancellation at once
    /// (on the main thread), and the car stops asking (a server's request is cancelled).
    func cancel() {
        let (task, notify) = lock.withLock { () -> (Task<Void, Never>?, (@Sendable () -> Void)?) in
            generation += 1
            running = false
            defer {
                asking = nil
                notifyCancellation = nil
            }
            return (asking, notifyCancellation)
        }
        task?.cancel()
        if let notify { DispatchQueue.main.async { notify() } }
    }

    /// How a request asks the car: on the main actor, with the environment of the app's car (nil: none).
    typealias Ask = @MainActor @Sendable ((any PlatformHostEnvironment)?) async -> CarAnswer<Response>

    /// Asks the car (`ask`, on the main actor, in a task that starts after this call returns) and hands the answer
    /// to `deliver` on the main thread. After `cancel()` nothing is delivered, or (`notifyingCancellation`, for the
    /// async forms) a cancelled answer.
    func run(
        notifyingCancellation: Bool = false,
        ask: @escaping Ask,
        deliver: @escaping @Sendable (CarAnswer<Response>) -> Void
    ) {
        let started: Int? = lock.withLock {
            guard !running else { return nil }
            running = true
            if notifyingCancellation {
                notifyCancellation = { deliver(CarAnswer<Response>(cancelled: true)) }
            } else {
                notifyCancellation = nil
            }
            return generation
        }
        guard let started else {
            DispatchQueue.main.async { deliver(CarAnswer(error: MKError(.loadingThrottled))) }
            return
        }
        // The car of the app that asks: the one running it now, else the one it made the request in.
        let environment = Box(PlatformHost.environmentOfRunningCode ?? madeIn)
        let task = Task { @MainActor in
            let answer = await ask(environment.value ?? PlatformHost.currentEnvironment)
            let current = self.lock.withLock { () -> Bool in
                // A cancelled request leaves the flag to the request after it (and has heard its cancellation).
                guard self.generation == started else { return false }
                self.running = false
                self.asking = nil
                self.notifyCancellation = nil
                return true
            }
            if current { deliver(answer) }
        }
        let cancelledMeanwhile = lock.withLock { () -> Bool in
            guard generation == started else { return true }
            asking = task
            return false
        }
        if cancelledMeanwhile { task.cancel() }
    }

    /// The async form: the response, `CancellationError` when the task or the request is cancelled, else the error.
    func response(ask: @escaping Ask) async throws -> Response {
        let answer = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<CarAnswer<Response>, Never>) in
                // A task cancelled before it asked asks nothing.
                guard !Task.isCancelled else { return continuation.resume(returning: CarAnswer(cancelled: true)) }
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
