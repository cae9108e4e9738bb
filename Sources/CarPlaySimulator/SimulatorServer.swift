import Foundation
import CarPlayHost
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The browser CarPlay simulator: an HTTP server for the page (bundled files, app icons and images, symbols) and a
/// WebSocket at `/ws` speaking docs/PROTOCOL.md with `SimulatorHub`. It binds to loopback unless told otherwise and
/// accepts WebSockets only from its own origin.
public struct SimulatorServer: Sendable {
    public let hub: SimulatorHub
    public let host: String
    /// The port asked for (0: any free port; `boundPort` tells which).
    public let port: Int
    public let routes: SimulatorRoutes
    /// How often the car's clock is checked for screen changes (status bar time, sports clocks).
    public var tickInterval: Duration = .seconds(1)
    /// WebSocket frames above this close the connection (1009); messages above 64 KiB get error `tooLarge`.
    public static let maximumFrameBytes = 1 << 20

    private let boundPortBox = PortBox()

    @MainActor
    public init(
        hub: SimulatorHub, host: String = "127.0.0.1", port: Int = 8080, webRoot: URL? = SimulatorRoutes.bundledWebRoot
    ) {
        self.hub = hub
        self.host = host
        self.port = port
        routes = SimulatorRoutes(webRoot: webRoot, apps: hub.system.apps, imageStore: hub.system.imageStore)
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

    /// Whether the server listens on every address (`--host 0.0.0.0` or `::`): then its own origin is whatever
    /// address the page was loaded from, which the request's `Host` names.
    var listensOnEveryAddress: Bool { ["0.0.0.0", "::", "[::]"].contains(host) }

    /// Whether a WebSocket upgrade with these `Origin` header values is allowed: exactly one, the server's own. On a
    /// wildcard bind the own origin is `http://` + the request's single `Host` when that names an IP address (a page
    /// of another site sends its own origin; requiring an address literal also shuts out DNS rebinding).
    func originAllowed(_ origins: [String], hosts: [String] = []) -> Bool {
        guard origins.count == 1, let origin = origins.first?.lowercased(), let port = boundPort else { return false }
        if allowedOrigins(port: port).contains(origin) || extraAllowedOrigins.contains(origin) { return true }
        guard listensOnEveryAddress, hosts.count == 1, let host = hosts.first?.lowercased(), !host.isEmpty else {
            return false
        }
        guard host.hasSuffix(":\(port)") else { return false }
        let name = host.dropLast(":\(port)".count)
        let isAddress = name.hasPrefix("[") || (!name.isEmpty && name.allSatisfy { $0.isNumber || $0 == "." })
        return isAddress && origin == "http://\(host)"
    }

    /// The Hummingbird application; `onRunning` gets the bound port.
    public func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol
    {
        let router = Router()
        let server = self
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
            return Response(
                status: .upgradeRequired, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: "Use a WebSocket\n")))
        }
        let serve: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            let reply = server.routes.reply(path: request.uri.path, query: request.uri.query)
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
        router.head("**") { request, context in
            var response = try await serve(request, context)
            response.body = .init()
            return response
        }
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            ws: WebSocketServerConfiguration(
                maxFrameSize: Self.maximumFrameBytes, autoPing: .enabled(timePeriod: .seconds(30))))
        var logger = Logger(label: "carplay-simulator")
        logger.logLevel = .warning
        let portBox = boundPortBox
        return Application(
            router: router,
            server: HTTPServerBuilder { responder in
                let upgrade = HTTP1WebSocketUpgradeChannel(responder: responder, configuration: configuration) {
                    request, _, _ in
                    guard request.path?.split(separator: "?").first == "/ws",
                        server.originAllowed(
                            request.headerFields[values: .origin], hosts: request.authority.map { [$0] } ?? [])
                    else {
                        return .dontUpgrade
                    }
                    return .upgrade([:]) { inbound, outbound, _ in
                        try await server.serveWebSocket(inbound: inbound, outbound: outbound)
                    }
                }
                return OriginGuardedChannel(
                    base: upgrade, isAllowed: { server.originAllowed($0, hosts: $1) }, path: "/ws")
            },
            configuration: .init(address: .hostname(host, port: port), serverName: "carplay-simulator"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? server.port
                portBox.set(bound)
                await onRunning(bound)
            },
            logger: logger)
    }

    /// Runs until the task is cancelled or the process gets SIGINT/SIGTERM; ticks the car's clock meanwhile.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let application = makeApplication(onRunning: onRunning)
        let hub = hub
        let interval = tickInterval
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                while !Task.isCancelled {
                    try await Task.sleep(for: interval)
                    await hub.tick()
                }
            }
            group.addTask {
                try await application.runService()
            }
            // The server returns on a signal; stop ticking then.
            _ = try await group.next()
            group.cancelAll()
        }
        await hub.disconnectAll()
    }

    /// One page's WebSocket: messages in (assembled from frames, size-limited), broadcasts out.
    func serveWebSocket(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        let hub = hub
        let (client, stream) = await hub.connect()
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await text in stream { try await outbound.write(.text(text)) }
                }
                group.addTask {
                    try await Self.readMessages(inbound, client: client, hub: hub)
                }
                // Either side ending ends the connection.
                _ = try await group.next()
                group.cancelAll()
            }
        } catch {
            await hub.disconnect(client)
            throw error
        }
        await hub.disconnect(client)
    }

    /// Assembles text messages from frames and hands them to the hub; a message over the limit is discarded as it
    /// arrives (error `tooLarge`), binary messages get `badFrame`, text that is not UTF-8 `badJSON`.
    private static func readMessages(
        _ inbound: WebSocketInboundStream, client: SimulatorHub.ClientID, hub: SimulatorHub
    ) async throws {
        var buffer = ByteBuffer()
        var isText = true
        var tooLarge = false
        for try await frame in inbound {
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
                await hub.receive(text, from: client)
            } else {
                await hub.receiveInvalidText(from: client)
            }
            buffer.clear()
        }
    }
}

/// The bound port, set once the server runs.
final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int?
    var port: Int? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
    func set(_ port: Int) {
        lock.lock()
        value = port
        lock.unlock()
    }
}
