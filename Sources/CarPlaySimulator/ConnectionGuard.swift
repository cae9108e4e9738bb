import Foundation
import HummingbirdCore
import Logging
import NIOCore

/// The server's open connections: at most `maximumConnections` at once, each closed if its first request's headers
/// do not arrive within `headerTimeout`, and all closed at once on shutdown.
final class ConnectionRegistry: @unchecked Sendable {
    let maximumConnections: Int
    let headerTimeout: TimeAmount
    private let lock = NSLock()
    private var channels: [ObjectIdentifier: any Channel] = [:]
    private var isShutDown = false

    init(maximumConnections: Int, headerTimeout: TimeAmount) {
        self.maximumConnections = maximumConnections
        self.headerTimeout = headerTimeout
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

    /// Closes every connection, and every one that comes later.
    func closeAll() {
        let open = lock.withLock {
            isShutDown = true
            return Array(channels.values)
        }
        for channel in open { channel.close(mode: .all, promise: nil) }
    }
}

/// Wraps the server's child channel: adds a `ConnectionGuardHandler` in front of everything, and turns Nagle's
/// algorithm off (Linux copies TCP_NODELAY from the listening socket NIO sets it on; not every system does, and a small
/// message held back for the last one's ACK costs up to a delayed-ACK period, 40 ms or more).
struct GuardedChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value
    let base: Base
    let registry: ConnectionRegistry

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            try channel.syncOptions?.setOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            try channel.pipeline.syncOperations.addHandler(
                ConnectionGuardHandler(registry: registry), position: .first)
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// The first handler of a connection (raw bytes): refuses a connection over the limit with 503, closes one whose
/// first request's headers (up to the blank line) take longer than the header timeout.
final class ConnectionGuardHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    let registry: ConnectionRegistry
    private var started = false
    private var admitted = false
    private var refused = false
    private var timeout: Scheduled<Void>?
    /// How much of "\r\n\r\n" the bytes so far end with; nil once the first request's headers are complete.
    private var matched: Int? = 0
    /// Whether a byte other than CR or LF has come (blank lines before the request line start nothing).
    private var sawRequestByte = false

    init(registry: ConnectionRegistry) {
        self.registry = registry
    }

    func handlerAdded(context: ChannelHandlerContext) {
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
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            timeout = context.eventLoop.scheduleTask(in: registry.headerTimeout) {
                loopBound.value.close(promise: nil)
            }
        } else {
            refused = true
            let text = "Service Unavailable: too many connections to this simulator; try again later\n"
            let response =
                "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n"
                + "Content-Length: \(text.utf8.count)\r\nConnection: close\r\n\r\n\(text)"
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            context.writeAndFlush(NIOAny(ByteBuffer(string: response))).whenComplete { _ in
                loopBound.value.close(promise: nil)
            }
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        if let matchedSoFar = matched {
            let buffer = unwrapInboundIn(data)
            var count = matchedSoFar
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
            if count == 4 {
                matched = nil
                timeout?.cancel()
                timeout = nil
            } else {
                matched = count
            }
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        finish(context)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        finish(context)
    }

    private func finish(_ context: ChannelHandlerContext) {
        timeout?.cancel()
        timeout = nil
        if admitted {
            admitted = false
            registry.remove(context.channel)
        }
    }
}
