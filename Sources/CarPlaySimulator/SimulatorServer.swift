import Foundation
import CarPlayHost
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket

/// The browser CarPlay simulator: an HTTP server for the page (bundled files, app icons and images, symbols) and a
/// WebSocket at `/ws` speaking docs/PROTOCOL.md with `SimulatorHub`. It binds to loopback unless told otherwise and
/// accepts WebSockets only from its own origin.
public struct SimulatorServer: Sendable {
    public let hub: SimulatorHub
    public let host: String
    /// The port asked for (0: any free port; `boundPort` tells which).
    public let port: Int
    public let routes: SimulatorRoutes
    /// WebSocket frames above this close the connection (1009); messages above 64 KiB get error `tooLarge`.
    public static let maximumFrameBytes = 1 << 20

    /// At most this many connections at once; one more is answered 503 and closed.
    public var maximumConnections = 256
    /// A connection whose first request's headers take longer than this is closed.
    public var headerTimeout: Duration = .seconds(10)
    /// A plain HTTP connection on which nothing is read or written this long is closed: between requests, and while a
    /// request's body or an answer's reader stalls (WebSockets are watched by pings instead).
    public var idleTimeout: Duration = .seconds(60)

    /// The per-run token every request must carry when the server listens beyond loopback (nil on loopback: none
    /// needed): as `?token=` (the URL `carplay simulate` prints; a page's first request also gets it as a cookie), the
    /// `X-CarPlay-Token` header or the cookie. Without it a request is answered 401. Set at init.
    public var accessToken: String?

    private let boundPortBox = PortBox()
    /// Hands the pages' messages to the hub in batches.
    private let batcher: InboundBatcher
    private let registryBox = RegistryBox()

    @MainActor
    public init(
        hub: SimulatorHub, host: String = "127.0.0.1", port: Int = 8080, webRoot: URL? = SimulatorRoutes.bundledWebRoot,
        mapData: MapDrawingData? = MapDrawingData.monaco
    ) {
        self.hub = hub
        self.host = host
        self.port = port
        routes = SimulatorRoutes(
            webRoot: webRoot, apps: hub.system.apps, imageStore: hub.system.imageStore, mapData: mapData,
            speechAudio: hub.speechAudio)
        batcher = InboundBatcher(hub: hub)
        accessToken = Self.isLoopback(host) ? nil : Self.makeToken()
    }

    /// Whether `host` (as `--host` gives it) is a loopback address or name: only this machine can connect.
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased()
        return ["localhost", "::1", "[::1]"].contains(host)
            || (host.hasPrefix("127.") && host.allSatisfy { $0.isNumber || $0 == "." })
    }

    /// A new random token: 128 bits from the system's generator, as 32 hex digits.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }

    /// The name of the cookie that carries the token (per port: cookies do not tell ports apart).
    var tokenCookieName: String { "carplay-token-\(boundPort ?? port)" }

    /// How a request proved it knows the token.
    enum Credential: Equatable {
        /// No token is needed (loopback).
        case notNeeded
        /// The `token` query parameter: the page's first load; the answer sets the cookie.
        case query
        /// The header or the cookie.
        case headerOrCookie
    }

    /// Whether a request with this query, these `Cookie` values and `X-CarPlay-Token` values carries the token; nil
    /// when it does not (401).
    func credential(query: String?, cookies: [String], tokenHeaders: [String]) -> Credential? {
        guard let accessToken else { return .notNeeded }
        let expected = Array(accessToken.utf8)
        /// Compared in time independent of where they differ.
        func matches(_ candidate: some StringProtocol) -> Bool {
            let bytes = Array(candidate.utf8)
            guard bytes.count == expected.count else { return false }
            return zip(bytes, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
        }
        if let token = SimulatorRoutes.queryItems(query)["token"], matches(token) { return .query }
        if tokenHeaders.contains(where: { matches($0) }) { return .headerOrCookie }
        let name = tokenCookieName
        for header in cookies {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == name,
                    matches(parts[1].trimmingCharacters(in: .whitespaces))
                {
                    return .headerOrCookie
                }
            }
        }
        return nil
    }

    /// The `Set-Cookie` value that keeps the token for the page's later requests (its scripts, images, WebSocket):
    /// sent only to this host and port's pages, never with another site's requests, not readable by scripts.
    var tokenCookie: String? {
        accessToken.map { "\(tokenCookieName)=\($0); Path=/; HttpOnly; SameSite=Strict" }
    }

    /// The port the server listens on, once it runs.
    public var boundPort: Int? { boundPortBox.port }

    /// Sets the bound port without running (tests of the origin rules).
    func boundPortForTesting(_ port: Int) { boundPortBox.set(port) }

    /// The origins whose pages may open the WebSocket: `http://<host>:<port>`, and for a loopback host also
    /// `localhost`, `127.0.0.1` and `[::1]` at that port.
    public func allowedOrigins(port: Int) -> Set<String> {
        var hosts: Set<String> = [host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host]
        let loopback = ["127.0.0.1", "localhost", "::1", "[::1]"]
        if loopback.contains(host) || host.hasPrefix("127.") { hosts.formUnion(["127.0.0.1", "localhost", "[::1]"]) }
        return Set(hosts.map { "http://\($0):\(port)" })
    }

    /// Origins allowed besides the server's own (tests: the WebSocket test client sends `ws://localhost`).
    var extraAllowedOrigins: Set<String> = []
    /// `Host` values allowed besides the server's own (tests: the test client sends `localhost`).
    var extraAllowedHosts: Set<String> = []

    /// Whether the server listens on every address (`--host 0.0.0.0` or `::`): then its own origin is whatever
    /// address the page was loaded from, which the request's `Host` names.
    var listensOnEveryAddress: Bool { ["0.0.0.0", "::", "[::]"].contains(host) }

    /// Whether a WebSocket upgrade with these `Origin` header values is allowed: exactly one, the server's own. On a
    /// wildcard bind the own origin is `http://` + the request's single `Host` when that names an IP address (a page
    /// of another site sends its own origin; requiring an address literal also shuts out DNS rebinding).
    func originAllowed(_ origins: [String], hosts: [String] = []) -> Bool {
        guard origins.count == 1, var origin = origins.first?.lowercased(), let port = boundPort else { return false }
        // Browsers leave the default port out of an origin.
        if port == 80, origin.hasPrefix("http://"),
            !origin.dropFirst("http://".count).contains(where: { $0 == ":" || $0 == "]" })
        {
            origin += ":80"
        }
        if allowedOrigins(port: port).contains(origin) || extraAllowedOrigins.contains(origin) { return true }
        guard listensOnEveryAddress, hosts.count == 1, let host = hosts.first?.lowercased(), !host.isEmpty else {
            return false
        }
        return Self.isAddress(host, port: port) && origin == "http://\(host)"
    }

    /// Every `Host` value of a request: the one HTTP types keep as the authority and any further `Host` fields (a
    /// request with two is refused, not judged by its first).
    static func hosts(authority: String?, fields: HTTPFields) -> [String] {
        (authority.map { [$0] } ?? []) + fields[values: HTTPField.Name("Host")!]
    }

    /// Whether `host` (a `Host` value) is an IP address literal at `port`.
    static func isAddress(_ host: String, port: Int) -> Bool {
        guard host.hasSuffix(":\(port)") else { return false }
        let name = host.dropLast(":\(port)".count)
        return name.hasPrefix("[") || (!name.isEmpty && name.allSatisfy { $0.isNumber || $0 == "." })
    }

    /// Whether a request with these `Host` header values is meant for this server (the same rule as the WebSocket's
    /// origin): exactly one value, one of `allowedOrigins`' host:port, or on a wildcard bind an IP address at the
    /// bound port. Anything else (another name, as in DNS rebinding) is refused with 421.
    func hostAllowed(_ hosts: [String]) -> Bool {
        guard hosts.count == 1, var host = hosts.first?.lowercased(), !host.isEmpty, let port = boundPort else {
            return false
        }
        if extraAllowedHosts.contains(host) { return true }
        let hasPort = host.hasPrefix("[") ? host.contains("]:") : host.contains(":")
        if !hasPort, port == 80 { host += ":80" }
        if allowedOrigins(port: port).contains("http://\(host)") { return true }
        return listensOnEveryAddress && Self.isAddress(host, port: port)
    }

    /// The Hummingbird application; `onRunning` gets the bound port.
    public func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol
    {
        let router = Router()
        let server = self
        router.add(middleware: HostGuardMiddleware(isAllowed: { server.hostAllowed($0) }))
        router.add(
            middleware: AccessTokenMiddleware(
                credential: {
                    server.credential(
                        query: $0.uri.query, cookies: $0.headers[values: .cookie],
                        tokenHeaders: $0.headers[values: SimulatorServer.tokenHeader])
                }, cookie: { server.tokenCookie }))
        router.get("/ws") { request, _ -> Response in
            // A plain GET, or an upgrade that was refused: a foreign or missing Origin is forbidden.
            if !server.originAllowed(request.headers[values: .origin], hosts: request.head.authority.map { [$0] } ?? [])
            {
                return Response(
                    status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                    body: .init(
                        byteBuffer: ByteBuffer(
                            string:
                                "Forbidden: WebSocket connections are accepted only from this simulator's own page\n")))
            }
            // A plain GET, or an upgrade of another WebSocket version (RFC 6455 4.4: 426 naming the version spoken).
            let versions = request.headers[values: .secWebSocketVersion]
            let text =
                versions.isEmpty || versions == ["13"]
                ? "Use a WebSocket\n" : "Unsupported WebSocket version: use Sec-WebSocket-Version 13\n"
            return Response(
                status: .upgradeRequired,
                headers: [
                    .contentType: "text/plain; charset=utf-8", .secWebSocketVersion: "13", .upgrade: "websocket",
                ],
                body: .init(byteBuffer: ByteBuffer(string: text)))
        }
        let serve: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            let reply = server.routes.reply(
                path: request.uri.path, query: request.uri.query,
                fromPage: request.headers[values: SimulatorServer.pageHeader] == [SimulatorRoutes.pageHeader.value])
            return Response(
                status: .init(code: reply.status),
                headers: [
                    .contentType: reply.contentType, .cacheControl: "no-store",
                    .init("X-Content-Type-Options")!: "nosniff",
                ],
                body: .init(byteBuffer: ByteBuffer(data: reply.body)))
        }
        router.get("/", use: serve)
        router.get("**", use: serve)
        // HEAD answers as GET without the body, the root too ("**" does not match it).
        let head: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, context in
            var response = try await serve(request, context)
            response.body = .init()
            return response
        }
        router.head("/", use: head)
        router.head("**", use: head)
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: TimeAmount(idleTimeout)),
            ws: WebSocketServerConfiguration(
                maxFrameSize: Self.maximumFrameBytes, autoPing: .enabled(timePeriod: .seconds(30))))
        var logger = Logger(label: "carplay-simulator")
        logger.logLevel = .warning
        let portBox = boundPortBox
        let registry = ConnectionRegistry(
            maximumConnections: maximumConnections, headerTimeout: TimeAmount(headerTimeout),
            idleTimeout: TimeAmount(idleTimeout))
        registryBox.set(registry)
        return SimulatorApplication(
            router: router,
            server: HTTPServerBuilder { responder in
                let upgrade = HTTP1WebSocketUpgradeChannel(responder: responder, configuration: configuration) {
                    request, channel, _ in
                    let parts = request.path?.split(separator: "?", maxSplits: 1) ?? []
                    guard parts.first == "/ws",
                        server.credential(
                            query: parts.count > 1 ? String(parts[1]) : nil,
                            cookies: request.headerFields[values: .cookie],
                            tokenHeaders: request.headerFields[values: SimulatorServer.tokenHeader]) != nil,
                        server.hostAllowed(
                            SimulatorServer.hosts(authority: request.authority, fields: request.headerFields)),
                        server.originAllowed(
                            request.headerFields[values: .origin],
                            hosts: SimulatorServer.hosts(authority: request.authority, fields: request.headerFields))
                    else {
                        return .dontUpgrade
                    }
                    return .upgrade([:]) { inbound, outbound, _ in
                        try await server.serveWebSocket(inbound: inbound, outbound: outbound, channel: channel)
                    }
                }
                return GuardedChannel(
                    base: OriginGuardedChannel(
                        base: upgrade,
                        isAllowed: { head in
                            let hosts = head.headers["host"]
                            let query = head.uri.split(separator: "?", maxSplits: 1).dropFirst().first.map(String.init)
                            return server.hostAllowed(hosts)
                                && server.originAllowed(head.headers["origin"], hosts: hosts)
                                && server.credential(
                                    query: query, cookies: head.headers["cookie"],
                                    tokenHeaders: head.headers["x-carplay-token"]) != nil
                        },
                        path: "/ws"),
                    registry: registry)
            },
            configuration: .init(address: .hostname(host, port: port), serverName: "carplay-simulator"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? server.port
                portBox.set(bound)
                await onRunning(bound)
            },
            logger: logger)
    }

    /// Closes every connection now (shutdown: a page that does not read must not hold the server up).
    func closeAllConnections() { registryBox.registry?.closeAll() }

    /// Runs until the task is cancelled or the process gets SIGINT/SIGTERM; ticks the car's clock meanwhile, when the
    /// car's next deadline comes (`SimulatorHub.startTicking`). On either,
    /// every connection is closed at once (no waiting for pages to finish) and the server stops.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let application = makeApplication(onRunning: onRunning)
        let hub = hub
        let server = self
        await hub.startTicking()
        do {
            try await withTaskCancellationHandler {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        try await application.runService(gracefulShutdownSignals: [])
                    }
                    group.addTask {
                        for await _ in Self.shutdownSignals() { break }
                    }
                    // A signal (or the server ending): close every connection and stop the server (the clock below).
                    _ = try await group.next()
                    server.closeAllConnections()
                    group.cancelAll()
                }
            } onCancel: {
                server.closeAllConnections()
            }
        } catch {
            await hub.stopTicking()
            throw error
        }
        await hub.stopTicking()
        await hub.disconnectAll()
    }

    /// SIGINT and SIGTERM, as they come (their default action, ending the process, is off meanwhile).
    static func shutdownSignals() -> AsyncStream<Int32> {
        AsyncStream { continuation in
            var sources: [any DispatchSourceSignal] = []
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { continuation.yield(number) }
                source.resume()
                sources.append(source)
            }
            nonisolated(unsafe) let installed = sources
            continuation.onTermination = { _ in
                for source in installed { source.cancel() }
                signal(SIGINT, SIG_DFL)
                signal(SIGTERM, SIG_DFL)
            }
        }
    }

    /// One page's WebSocket: messages in (assembled from frames, size-limited), broadcasts out. What the hub sends
    /// goes straight from the main actor to the connection's event loop (`WebSocketSink`), bounded as the hub's own
    /// queue is; a page whose queue overflowed gets a `state` (a `resync` on its behalf) once it reads again.
    func serveWebSocket(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, channel: any Channel)
        async throws
    {
        // The connection guard's HTTP timers stop; the WebSocket's pings watch the page from now on.
        channel.pipeline.fireUserInboundEventTriggered(WebSocketUpgraded())
        let hub = hub
        let batcher = batcher
        let (client, sink) = await MainActor.run {
            let sink = WebSocketSink(
                channel: channel, maximumMessages: hub.maximumQueuedMessages, maximumBytes: hub.maximumQueuedBytes)
            // Set before the welcome is delivered: its queue can overflow at once.
            let connected = ConnectedClient()
            sink.whenCaughtUp {
                Task { @MainActor in
                    guard let client = connected.id else { return }
                    // What changed meanwhile is published first (this page's sink still drops it), so the next
                    // message the page reads is the state.
                    hub.sendState(to: client, whenPublished: { sink.resume() })
                }
            }
            let client = hub.connect(deliver: { sink.deliver($0) }, finish: { sink.finish() })
            connected.id = client
            return (client, sink)
        }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await sink.waitUntilFinished() }
                group.addTask {
                    try await Self.readMessages(
                        inbound, outbound: outbound, client: client, hub: hub, batcher: batcher, sink: sink)
                }
                // Either side ending ends the connection.
                _ = try await group.next()
                group.cancelAll()
            }
        } catch {
            sink.finish()
            await hub.disconnect(client)
            throw error
        }
        sink.finish()
        await hub.disconnect(client)
    }

    /// Assembles text messages from frames and hands them to the hub; a message over the limit is discarded as it
    /// arrives (error `tooLarge`), binary messages get `badFrame`, text that is not UTF-8 `badJSON`. Broken
    /// fragmentation (a continuation frame with no message begun, a new message before the last one's final frame)
    /// closes the connection with 1002 (protocol error, RFC 6455 5.4).
    private static func readMessages(
        _ inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, client: SimulatorHub.ClientID,
        hub: SimulatorHub, batcher: InboundBatcher, sink: WebSocketSink
    ) async throws {
        var buffer = ByteBuffer()
        var isText = true
        var tooLarge = false
        var inMessage = false
        for try await frame in inbound {
            // Closed (shutdown, or the page went away): frames still buffered are not worth the hub's time.
            if Task.isCancelled { return }
            guard (frame.opcode == .continuation) == inMessage else {
                // Nothing more after the close frame.
                sink.stop()
                try await outbound.close(.protocolError, reason: "Broken fragmentation")
                return
            }
            inMessage = !frame.fin
            switch frame.opcode {
            case .text, .binary:
                isText = frame.opcode == .text
                tooLarge = false
                buffer.clear()
            case .continuation:
                break
            }
            if !tooLarge, isText {
                if buffer.readableBytes + frame.data.readableBytes > SimulatorHub.maximumMessageBytes {
                    tooLarge = true
                    buffer.clear()
                } else {
                    var data = frame.data
                    buffer.writeBuffer(&data)
                }
            }
            guard frame.fin else { continue }
            if !isText {
                await hub.receiveBinary(from: client)
            } else if tooLarge {
                await hub.receiveTooLarge(from: client)
            } else if let text = String(validating: buffer.readBytes(length: buffer.readableBytes) ?? [], as: UTF8.self)
            {
                await batcher.submit(text, from: client)
            } else {
                await hub.receiveInvalidText(from: client)
            }
            buffer.clear()
        }
    }
}

/// A page's id in the hub, once it is connected.
@MainActor final class ConnectedClient {
    var id: SimulatorHub.ClientID?
}
