import Foundation
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// The server's open connections: at most `maximumConnections` at once, each closed if its first request's headers
/// do not arrive within `headerTimeout` or, as plain HTTP, it is idle for `idleTimeout`; all closed at once on
/// shutdown.
final class ConnectionRegistry: @unchecked Sendable {
    let maximumConnections: Int
    let headerTimeout: TimeAmount
    let idleTimeout: TimeAmount
    private let lock = NSLock()
    private var channels: [ObjectIdentifier: any Channel] = [:]
    private var isShutDown = false
    /// Refused connections still open: their 503 written, their request read and dropped until the client closes
    /// (at most a second). At most `maximumRefusing` at once, so a flood of connections holds few descriptors;
    /// beyond that a refused connection is closed at once (its client may then see a reset instead of the 503).
    private var refusing = 0
    static let maximumRefusing = 64

    /// The refused connections waiting for their clients to close now.
    var refusingCount: Int { lock.withLock { refusing } }

    init(maximumConnections: Int, headerTimeout: TimeAmount, idleTimeout: TimeAmount) {
        self.maximumConnections = maximumConnections
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
    }

    /// The connections open now.
    var count: Int { lock.withLock { channels.count } }

    /// Counts a new connection in; false when the server is full or shutting down.
    func admit(_ channel: any Channel) -> Bool {
        lock.withLock {
            guard !isShutDown, channels.count < maximumConnections else { return false }
            channels[ObjectIdentifier(channel)] = channel
            return true
        }
    }

    func remove(_ channel: any Channel) {
        _ = lock.withLock { channels.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Counts a refused connection that waits for its client to close; false when `maximumRefusing` already do.
    func beginRefusing() -> Bool {
        lock.withLock {
            guard refusing < Self.maximumRefusing else { return false }
            refusing += 1
            return true
        }
    }

    func endRefusing() {
        lock.withLock { refusing -= 1 }
    }

    /// Closes every connection, and every one that comes later.
    func closeAll() {
        let open = lock.withLock {
            isShutDown = true
            return Array(channels.values)
        }
        for channel in open { channel.close(mode: .all, promise: nil) }
    }
}

/// Wraps the server's child channel: adds a `ConnectionGuardHandler` in front of everything and a
/// `ParserErrorHandler` right after the HTTP decoder, and turns Nagle's algorithm off (Linux copies TCP_NODELAY from
/// the listening socket NIO sets it on; not every system does, and a small message held back for the last one's ACK
/// costs up to a delayed-ACK period, 40 ms or more).
struct GuardedChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value
    let base: Base
    let registry: ConnectionRegistry

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            try channel.syncOptions?.setOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            let connectionGuard = ConnectionGuardHandler(registry: registry)
            try channel.pipeline.syncOperations.addHandler(connectionGuard, position: .first)
            let decoder = try channel.pipeline.syncOperations.handler(
                type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(
                ParserErrorHandler(connectionGuard: connectionGuard), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Sent to a connection's pipeline once it is a WebSocket: the connection guard stops its HTTP timers (the WebSocket's
/// pings watch it from then on: a page that does not answer one within the ping period is closed).
struct WebSocketUpgraded: Sendable {}

/// The first handler of a connection (raw bytes). Refuses a connection over the limit with 503. Gives every
/// connection a timeout in every state: its first request's headers (up to the blank line) must come within the
/// header timeout; after that, a plain HTTP connection on which nothing is read or written for the idle timeout is
/// closed (also while a request's body or the rest of a pipelined request never comes); a WebSocket is watched by its
/// pings. A request the HTTP parser rejects is answered here (`reject`), with 400, 431 or 505, and closed.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    enum Phase {
        /// The first request's headers are not complete yet.
        case headers
        /// Plain HTTP: the idle timeout runs, restarted by every read and write.
        case http
        /// Upgraded: no HTTP timers.
        case webSocket
        /// Refused (503) or rejected (4xx/505): nothing more is read or written.
        case closing
    }

    let registry: ConnectionRegistry
    private(set) var phase = Phase.headers
    /// Whether any response bytes were written (then a later parse error is the HTTP handler's to answer).
    private(set) var hasWritten = false
    private var started = false
    private var admitted = false
    /// Refused and counted in the registry's `refusing` until the connection goes.
    private var refusing = false
    private var context: ChannelHandlerContext?
    private var timeout: Scheduled<Void>?
    private var lastActivity = NIODeadline.now()
    /// How much of "\r\n\r\n" the bytes so far end with.
    private var matched = 0
    /// Whether a byte other than CR or LF has come (blank lines before the request line start nothing).
    private var sawRequestByte = false

    init(registry: ConnectionRegistry) {
        self.registry = registry
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    private func start(_ context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        if registry.admit(context.channel) {
            admitted = true
            schedule(context, in: registry.headerTimeout)
        } else {
            phase = .closing
            let text = "Service Unavailable: too many connections to this simulator; try again later\n"
            let response =
                "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
                + "Content-Length: \(text.utf8.count)\r\nConnection: close\r\n\r\n\(text)"
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            // Closed with the client's request unread, the socket would be reset and the client could lose the 503
            // (Linux drops what it had not read yet): the sending side is shut after the answer, what comes is read
            // and dropped, and the connection closes when the client closes, or after a second.
            refusing = registry.beginRefusing()
            let linger = refusing
            context.writeAndFlush(wrapOutboundOut(.byteBuffer(ByteBuffer(string: response)))).whenComplete { _ in
                loopBound.value.close(mode: linger ? .output : .all, promise: nil)
            }
            if linger { schedule(context, in: .seconds(1)) }
        }
    }

    /// Closes the connection `delay` from now unless something restarts the timer: the header timeout while the
    /// headers come; the idle timeout after, checked against the last read or write.
    private func schedule(_ context: ChannelHandlerContext, in delay: TimeAmount) {
        timeout?.cancel()
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timeout = context.eventLoop.scheduleTask(in: delay) {
            let (handler, context) = loopBound.value
            handler.timerFired(context)
        }
    }

    private func timerFired(_ context: ChannelHandlerContext) {
        timeout = nil
        switch phase {
        case .headers, .closing:
            context.close(promise: nil)
        case .http:
            let idle = NIODeadline.now() - lastActivity
            if idle >= registry.idleTimeout {
                context.close(promise: nil)
            } else {
                schedule(context, in: registry.idleTimeout - idle)
            }
        case .webSocket:
            break
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch phase {
        case .closing:
            // A rejected request's remaining bytes are read and dropped (closing with them unread would reset the
            // connection and could lose the answer).
            return
        case .headers:
            let buffer = unwrapInboundIn(data)
            var count = matched
            let pattern: [UInt8] = [13, 10, 13, 10]
            for byte in buffer.readableBytesView {
                // Blank lines before the request line do not start a request (the HTTP parser skips them).
                if !sawRequestByte {
                    guard byte != 13, byte != 10 else { continue }
                    sawRequestByte = true
                }
                count = byte == pattern[count] ? count + 1 : (byte == 13 ? 1 : 0)
                if count == 4 { break }
            }
            matched = count
            if count == 4 {
                phase = .http
                lastActivity = .now()
                schedule(context, in: registry.idleTimeout)
            }
        case .http:
            lastActivity = .now()
        case .webSocket:
            break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard phase != .closing else {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        hasWritten = true
        lastActivity = .now()
        context.write(data, promise: promise)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is WebSocketUpgraded {
            if phase != .closing {
                phase = .webSocket
                timeout?.cancel()
                timeout = nil
            }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Answers a request the HTTP parser rejected and closes the connection: the answer is written, the sending side
    /// shut, whatever else comes read and dropped, and the connection closed when the client closes or after a
    /// second at most.
    func reject(_ error: HTTPParserError) {
        guard let context, phase != .closing, phase != .webSocket else { return }
        phase = .closing
        let (status, text) = Self.answer(to: error)
        let response =
            "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(text.utf8.count)\r\nConnection: close\r\n\r\n\(text)"
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(ByteBuffer(string: response)))).whenComplete { _ in
            loopBound.value.close(mode: .output, promise: nil)
        }
        schedule(context, in: .seconds(1))
    }

    /// Closes the connection after `delay` whatever happens meanwhile (a parse error the HTTP handler answers).
    func closeSoon(after delay: TimeAmount) {
        guard let context, phase == .http || phase == .headers else { return }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.eventLoop.scheduleTask(in: delay) { loopBound.value.close(promise: nil) }
    }

    /// The status line and text for a request the parser rejected: 431 for headers too large or too many, 505 for
    /// an HTTP version other than 1.x, 400 for the rest.
    static func answer(to error: HTTPParserError) -> (status: String, text: String) {
        switch error {
        case .headerOverflow:
            ("431 Request Header Fields Too Large", "Request Header Fields Too Large: \(error)\n")
        case .invalidVersion:
            ("505 HTTP Version Not Supported", "HTTP Version Not Supported: this simulator speaks HTTP/1.1\n")
        default:
            ("400 Bad Request", "Bad Request: \(error)\n")
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        finish(context)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        finish(context)
        self.context = nil
    }

    private func finish(_ context: ChannelHandlerContext) {
        timeout?.cancel()
        timeout = nil
        if admitted {
            admitted = false
            registry.remove(context.channel)
        }
        if refusing {
            refusing = false
            registry.endRefusing()
        }
    }
}

/// Sits right after the HTTP decoder and catches what it rejects (NIO's `HTTPParserError`: a bad method or version, a
/// header without a colon, headers too large, a bad `Content-Length`, `Content-Length` with `Transfer-Encoding`, a
/// NUL, a TLS handshake...). Before any answer was written the connection guard answers it and closes; after one (a
/// later request on a kept-alive connection) Hummingbird's HTTP handler answers 400, and the guard closes the
/// connection a second later whatever happens. Without this the error went unanswered and the connection was held.
final class ParserErrorHandler: ChannelInboundHandler {
    typealias InboundIn = Never
    let connectionGuard: ConnectionGuardHandler

    init(connectionGuard: ConnectionGuardHandler) {
        self.connectionGuard = connectionGuard
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        if connectionGuard.hasWritten {
            connectionGuard.closeSoon(after: .seconds(1))
            context.fireErrorCaught(error)
        } else {
            connectionGuard.reject(parserError)
        }
    }
}
