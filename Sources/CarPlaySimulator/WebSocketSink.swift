import Foundation
import NIOCore
import NIOWebSocket

/// One page's outgoing messages on their way to its socket. The hub hands each message over on the main actor
/// (`deliver`); the sink queues it and writes whatever is queued as text frames on the connection's event loop, one
/// flush per batch — no task, actor hop or main-actor round trip per message, so a broadcast to many pages costs one
/// event-loop job per page, not several task switches per message.
///
/// What is queued is bounded as the hub's own queue is (`SimulatorHub.maximumQueuedMessages`/`maximumQueuedBytes`,
/// PROTOCOL.md): at most `window` bytes are handed to the socket and not yet written; more waits here. A page that
/// falls further behind loses the queue (messages are dropped meanwhile), and once its socket takes bytes again
/// `onCaughtUp` runs: the server asks the hub for a `state` for it.
final class WebSocketSink: @unchecked Sendable {
    /// Bytes handed to the socket and not yet written before more waits in the queue.
    static let window = 256 * 1024

    let channel: any Channel
    let maximumMessages: Int
    let maximumBytes: Int
    private let lock = NSLock()
    private var queue = CircularBuffer<ByteBuffer>()
    private var queuedBytes = 0
    private var inFlight = 0
    private var flushScheduled = false
    private var overflowed = false
    private var catchingUp = false
    /// The next message (the `state` after a catch-up) is taken whatever its size.
    private var admitNext = false
    private var finished = false
    /// No more frames (a close frame is on its way), though the connection is not done yet.
    private var stopped = false
    private var waiter: CheckedContinuation<Void, Never>?
    private var onCaughtUp: (@Sendable () -> Void)?

    init(channel: any Channel, maximumMessages: Int, maximumBytes: Int) {
        self.channel = channel
        self.maximumMessages = max(1, maximumMessages)
        self.maximumBytes = maximumBytes
    }

    /// What to do once a page whose queue overflowed reads again (ask the hub for a `state`, then `resume`).
    func whenCaughtUp(_ action: @escaping @Sendable () -> Void) { lock.withLock { onCaughtUp = action } }

    /// Queues a message (any thread); written soon on the event loop.
    func deliver(_ text: String) {
        let buffer = ByteBuffer(string: text)
        let schedule: Bool = lock.withLock {
            guard !finished, !stopped, !overflowed else { return false }
            queue.append(buffer)
            queuedBytes += buffer.readableBytes
            if admitNext {
                admitNext = false
            } else if queue.count > maximumMessages || queuedBytes > maximumBytes {
                queue.removeAll()
                queuedBytes = 0
                overflowed = true
                // The flush finds nothing to write; with room in the socket, it starts the catch-up at once.
            } else if inFlight >= Self.window {
                return false
            }
            guard !flushScheduled else { return false }
            flushScheduled = true
            return true
        }
        if schedule { channel.eventLoop.execute { self.flush() } }
    }

    /// After an overflow: messages are taken again, the next one whatever its size (call on the main actor right before
    /// the hub sends the `state`, so that no broadcast comes between; a `state` over the limits still goes out).
    func resume() {
        lock.withLock {
            overflowed = false
            catchingUp = false
            admitNext = true
        }
    }

    /// The messages queued and not yet handed to the socket (tests).
    var queuedCount: Int { lock.withLock { queue.count } }
    var isOverflowed: Bool { lock.withLock { overflowed } }

    /// Writes what is queued, up to the window, and flushes once (on the event loop). After an overflow, with room in
    /// the socket again, starts the catch-up instead.
    private func flush() {
        let (batch, caughtUp): ([ByteBuffer], (@Sendable () -> Void)?) = lock.withLock {
            flushScheduled = false
            guard !finished, !stopped else { return ([], nil) }
            var batch: [ByteBuffer] = []
            while inFlight < Self.window, let next = queue.popFirst() {
                queuedBytes -= next.readableBytes
                inFlight += next.readableBytes
                batch.append(next)
            }
            if batch.isEmpty, overflowed, !catchingUp, inFlight < Self.window {
                catchingUp = true
                return ([], onCaughtUp)
            }
            return (batch, nil)
        }
        caughtUp?()
        guard !batch.isEmpty else { return }
        let bytes = batch.reduce(0) { $0 + $1.readableBytes }
        let written = channel.eventLoop.makePromise(of: Void.self)
        for (index, data) in batch.enumerated() {
            channel.write(
                WebSocketFrame(fin: true, opcode: .text, data: data), promise: index == batch.count - 1 ? written : nil)
        }
        channel.flush()
        written.futureResult.whenComplete { result in
            switch result {
            case .success: self.written(bytes)
            case .failure: self.finish()
            }
        }
    }

    /// `bytes` reached the socket: more can go (on the event loop).
    private func written(_ bytes: Int) {
        let schedule: Bool = lock.withLock {
            inFlight -= bytes
            guard !finished, !stopped, inFlight < Self.window, !flushScheduled else { return false }
            guard !queue.isEmpty || (overflowed && !catchingUp) else { return false }
            flushScheduled = true
            return true
        }
        if schedule { flush() }
    }

    /// Writes nothing more (the server is about to send a close frame); the connection goes on until it closes.
    func stop() {
        lock.withLock {
            stopped = true
            queue.removeAll()
            queuedBytes = 0
        }
    }

    /// No more messages: the page is gone, the hub dropped it, or the connection closes. Wakes `waitUntilFinished`.
    func finish() {
        let waiter: CheckedContinuation<Void, Never>? = lock.withLock {
            finished = true
            queue.removeAll()
            queuedBytes = 0
            defer { self.waiter = nil }
            return self.waiter
        }
        waiter?.resume()
    }

    /// Returns once `finish` was called (or the task is cancelled, which finishes the sink).
    func waitUntilFinished() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let done = lock.withLock {
                    if finished { return true }
                    waiter = continuation
                    return false
                }
                if done { continuation.resume() }
            }
        } onCancel: {
            finish()
        }
    }
}
