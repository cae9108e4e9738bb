import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request to a routing server (`ValhallaDirections`, `OSRMDirections`), held to a deadline and a size:
/// the whole exchange (connecting, the headers, the body) ends within `timeout` seconds, however slowly the server
/// trickles bytes or however long it stays silent, and the body is read no further than `maximumBytes` (an answer
/// that announces or sends more is dropped as it arrives). Either failure, like any other, is a reason for the
/// car's log; the provider answers `serverFailure`.
///
/// `URLRequest.timeoutInterval` alone is an idle timeout (a byte every few seconds keeps it waiting for ever, and
/// FoundationNetworking on Linux waits about 60 s for a silent server), so the session's request and resource
/// timeouts are the deadline, and a Dispatch work item racing the transfer cancels it at the deadline too.
enum RoutingServerFetch {
    /// Why a request got no answer (for the car's log).
    struct Failure: Error, Hashable, Sendable {
        var reason: String
    }

    /// The routes a routing server answers to `request`, read by `answer` from the status and body (within
    /// `DirectionsLimits`), and what went wrong for the car's log: no answer in time or size, or an answer that is
    /// not a route within the car's limits.
    static func routes(
        for request: URLRequest, timeout: TimeInterval,
        answer: (_ status: Int, _ body: Data) -> Result<[DirectionsRoute], DirectionsError>
    ) async -> (result: Result<[DirectionsRoute], DirectionsError>, problem: String?) {
        switch await fetch(request, timeout: timeout, maximumBytes: DirectionsLimits.maximumAnswerBytes) {
        case .failure(let failure):
            return (.failure(.serverFailure), failure.reason)
        case .success(let fetched):
            let result = answer(fetched.status, fetched.body)
            let problem =
                result == .failure(.serverFailure)
                ? "HTTP \(fetched.status), \(fetched.body.count) bytes that are not a route within the car's limits"
                : nil
            return (result, problem)
        }
    }

    /// The answer to `request`: its status and body; or why there is none.
    static func fetch(_ request: URLRequest, timeout: TimeInterval, maximumBytes: Int) async -> Result<
        (status: Int, body: Data), Failure
    > {
        let seconds = timeout.isFinite ? min(max(timeout, 0.001), 86_400) : 10
        var request = request
        request.timeoutInterval = seconds
        let transfer = Transfer(
            maximumBytes: maximumBytes, deadlineReason: "no complete answer within \(Self.seconds(seconds)) s")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: request)
        // The deadline runs on a Dispatch queue, not as a task: a busy Swift concurrency pool (every thread held by
        // other work) would hold a task's wake-up, and the exchange with it.
        let deadline = DispatchWorkItem {
            transfer.finish(.failure(Failure(reason: transfer.deadlineReason)))
            task.cancel()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: deadline)
        defer { deadline.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.start(continuation)
                task.resume()
            }
        } onCancel: {
            transfer.finish(.failure(Failure(reason: "the request was cancelled")))
            task.cancel()
        }
    }

    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// The bytes of one transfer as they arrive, and the one answer it gives (the first of: complete, too large,
    /// failed, the deadline, cancelled).
    private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        typealias Answer = Result<(status: Int, body: Data), Failure>
        let maximumBytes: Int
        /// Why the deadline ended the transfer.
        let deadlineReason: String
        private let lock = NSLock()
        private var body = Data()
        private var status = 0
        private var continuation: CheckedContinuation<Answer, Never>?
        /// The answer given before the continuation was there (cancelled at once).
        private var early: Answer?
        private var finished = false

        init(maximumBytes: Int, deadlineReason: String) {
            self.maximumBytes = maximumBytes
            self.deadlineReason = deadlineReason
        }

        func start(_ continuation: CheckedContinuation<Answer, Never>) {
            lock.lock()
            if let early {
                lock.unlock()
                continuation.resume(returning: early)
                return
            }
            self.continuation = continuation
            lock.unlock()
        }

        /// Gives the answer, once; later calls do nothing.
        func finish(_ answer: Answer) {
            lock.lock()
            guard !finished else {
                lock.unlock()
                return
            }
            finished = true
            body = Data()
            guard let continuation else {
                early = answer
                lock.unlock()
                return
            }
            self.continuation = nil
            lock.unlock()
            continuation.resume(returning: answer)
        }

        private var tooLarge: Failure { Failure(reason: "an answer of more than \(maximumBytes) bytes") }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            if response.expectedContentLength > Int64(maximumBytes) {
                finish(.failure(tooLarge))
                completionHandler(.cancel)
                return
            }
            lock.lock()
            status = (response as? HTTPURLResponse)?.statusCode ?? 0
            lock.unlock()
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            lock.lock()
            let over = !finished && body.count + data.count > maximumBytes
            if !finished && !over { body.append(data) }
            lock.unlock()
            if over {
                finish(.failure(tooLarge))
                dataTask.cancel()
            }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            if let error {
                // The session's own timeouts are the deadline too; whichever comes first says so.
                let timedOut = (error as? URLError)?.code == .timedOut
                finish(
                    .failure(Failure(reason: timedOut ? deadlineReason : "no answer (\(error.localizedDescription))")))
                return
            }
            lock.lock()
            let answer = (status: status, body: body)
            lock.unlock()
            finish(.success(answer))
        }
    }
}
