import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Wraps the HTTP + WebSocket upgrade channel so that a WebSocket upgrade from a foreign (or missing) `Origin` is
/// answered with 403 Forbidden, one to a foreign `Host` with 421 Misdirected Request, one without the per-run token a
/// listener beyond loopback requires with 401, and one asking for another
/// WebSocket version than 13 with 426 Upgrade Required and `Sec-WebSocket-Version: 13`. The WebSocket upgrader can only refuse
/// with 400, so this handler, which sits before it, strips the upgrade request headers of such a request (keeping
/// `Sec-WebSocket-Version`): it then reaches the router as a plain GET of `/ws`, which answers.
struct OriginGuardedChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value
    let base: Base
    let isAllowed: @Sendable (HTTPRequestHead) -> Bool
    let path: String

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let decoder = try channel.pipeline.syncOperations.handler(
                type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(
                OriginGuardHandler(isAllowed: isAllowed, path: path), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Looks at the first request of a connection only (the only one that can upgrade), then leaves the pipeline.
final class OriginGuardHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    let isAllowed: @Sendable (HTTPRequestHead) -> Bool
    let path: String

    init(isAllowed: @escaping @Sendable (HTTPRequestHead) -> Bool, path: String) {
        self.isAllowed = isAllowed
        self.path = path
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        let requestPath = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(
            String.init)
        if requestPath == path, !head.headers["upgrade"].isEmpty,
            !isAllowed(head) || head.headers["sec-websocket-version"] != ["13"]
        {
            head.headers.remove(name: "upgrade")
            head.headers.remove(name: "connection")
            head.headers.remove(name: "sec-websocket-key")
            head.headers.remove(name: "sec-websocket-extensions")
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }
}
