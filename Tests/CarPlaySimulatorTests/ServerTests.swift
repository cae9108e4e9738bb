import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import Testing

/// The HTTP and WebSocket server, live on a free loopback port.
@MainActor @Suite(.serialized) struct ServerTests {
    /// A server over a temporary web folder holding index.html and app.js (and a secret file beside it).
    /// The test client sends `Host: localhost` (no port): allowed unless `allowTestHost` is false.
    /// The header timeout is long: these tests run on the main actor beside the whole suite, and on a loaded machine the
    /// test may be kept from writing its request for longer than the simulator's 10 s (the protocol tests check that
    /// timeout against the real command).
    func makeServer(allowTestClient: Bool = false, allowTestHost: Bool = true) throws -> (SimulatorServer, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carplay-web-\(UUID().uuidString)")
        let web = folder.appendingPathComponent("web")
        try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
        try Data("<!doctype html><title>CarPlay</title>".utf8).write(to: web.appendingPathComponent("index.html"))
        try Data("console.log(1)".utf8).write(to: web.appendingPathComponent("app.js"))
        try Data("secret".utf8).write(to: folder.appendingPathComponent("secret.txt"))
        try Data("hidden".utf8).write(to: web.appendingPathComponent(".hidden"))
        let hub = SimulatorHub(system: try Apps.car())
        var server = SimulatorServer(hub: hub, host: "127.0.0.1", port: 0, webRoot: web)
        server.headerTimeout = .seconds(600)
        if allowTestClient { server.extraAllowedOrigins = ["ws://localhost"] }
        if allowTestHost { server.extraAllowedHosts = ["localhost"] }
        return (server, folder)
    }

    @Test func servesOnlyTheBundledFiles() async throws {
        let (server, folder) = try makeServer()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.live(server) { client in
            let index = try await client.execute(uri: "/", method: .get)
            expectTrue(index.status == .ok && String(buffer: index.body).contains("CarPlay"))
            expectEqual(index.headers[.contentType], "text/html; charset=utf-8")
            // Every answer is dated (RFC 9110 6.6.1) and names the server, as Hummingbird's own application did.
            let date = try #require(index.headers[.date])
            expectTrue(
                date.wholeMatch(of: /[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT/) != nil, "\(date)")
            expectEqual(index.headers[.server], "carplay-simulator")
            // HEAD answers as GET does, without the body; the root too.
            for path in ["/", "/app.js"] {
                let head = try await client.execute(uri: path, method: .head)
                expectTrue(head.status == .ok && head.body.readableBytes == 0, "HEAD \(path): \(head.status)")
            }
            let script = try await client.execute(uri: "/app.js", method: .get)
            expectTrue(script.status == .ok && script.headers[.contentType] == "text/javascript; charset=utf-8")
            for path in [
                "/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/web/../../secret.txt", "/nope.html",
                "/%00", "/.hidden", "/apps/com.example.none/icon", "/images/data/none", "/images/system/x",
                "/index.html%2f..%2f.hidden", "/app.js%2F%2E%2E%2F.hidden", "/index.html%5c..%5c.hidden",
                "/index.html%00", "/%2e/index.html", "/%252e%252e/secret.txt",
            ] {
                let response = try await client.execute(uri: path, method: .get)
                expectEqual(response.status, .notFound, "\(path)")
            }
        }
    }

    /// The `Date` header's text, written when a request is answered (the simulator keeps no timer for it).
    @Test func anHTTPDateIsTheIMFFixdate() {
        expectEqual(
            SimulatorApplication.httpDate(Date(timeIntervalSince1970: 784_111_777)), "Sun, 06 Nov 1994 08:49:37 GMT")
        expectEqual(SimulatorApplication.httpDate(Date(timeIntervalSince1970: 0.999)), "Thu, 01 Jan 1970 00:00:00 GMT")
        expectEqual(
            SimulatorApplication.httpDate(Date(timeIntervalSince1970: 1_798_761_599)), "Thu, 31 Dec 2026 23:59:59 GMT")
    }

    /// Path segments are escaped as JavaScript's `encodeURIComponent` does (the page builds the same paths).
    @Test func pathSegmentsArePercentEncodedLikeEncodeURIComponent() {
        expectEqual(SimulatorRoutes.percentEncode("com.example.nav"), "com.example.nav")
        expectEqual(SimulatorRoutes.percentEncode("Az09-_.!~*'()"), "Az09-_.!~*'()")
        expectEqual(SimulatorRoutes.percentEncode("a b/ä?&=#+%"), "a%20b%2F%C3%A4%3F%26%3D%23%2B%25")
        expectEqual(SimulatorRoutes.percentEncode(""), "")
        expectEqual(SimulatorRoutes.iconPath("com.example.😀"), "/apps/com.example.%F0%9F%98%80/icon")
    }

    @Test func servesIconsSymbolsAndImages() async throws {
        let (server, folder) = try makeServer()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 7, count: 16)
        server.hub.system.imageStore.record(png, source: .file("/tmp/a b/c.png"), appearance: .light, scale: 2)
        try await Self.live(server) { client in
            let icon = try await client.execute(uri: "/apps/com.example.faulty/icon", method: .get)
            expectTrue(icon.status == .ok && icon.headers[.contentType] == "image/svg+xml")
            let symbol = try await client.execute(uri: "/symbols/play.fill.svg", method: .get)
            expectTrue(symbol.status == .ok && String(buffer: symbol.body).contains("<svg"))
            let unknown = try await client.execute(uri: "/symbols/no.such.symbol.svg", method: .get)
            expectTrue(unknown.status == .ok && String(buffer: unknown.body) == SymbolSet.missingImageSVG)
            let image = try await client.execute(
                uri: "/images/file/%2Ftmp%2Fa%20b%2Fc.png?appearance=dark&scale=2", method: .get)
            expectTrue(image.status == .ok && image.headers[.contentType] == "image/png")
            expectEqual(Data(buffer: image.body), png)
        }
    }

    @Test func refusesWebSocketsFromOtherOrigins() async throws {
        let (server, folder) = try makeServer()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.live(server) { client in
            let port = client.port
            for origin in ["http://evil.example", "http://127.0.0.1:1", nil] as [String?] {
                let headers: HTTPFields = origin.map { [.origin: $0] } ?? [:]
                let response = try await client.execute(uri: "/ws", method: .get, headers: headers)
                expectEqual(response.status, .forbidden, "\(origin ?? "no origin")")
            }
            expectTrue(
                server.originAllowed(["http://127.0.0.1:\(port)"]) && server.originAllowed(["http://localhost:\(port)"])
            )
            expectTrue(!server.originAllowed(["http://127.0.0.1:\(port)", "http://evil.example"]), "two origins")
            expectTrue(!server.originAllowed([]) && !server.originAllowed(["null"]))
            // The test client's own origin (ws://localhost) is foreign: the upgrade is refused.
            await #expect(throws: TestClient.Failure.upgradeRefused(status: 403)) {
                try await client.webSocket("/ws") { socket in try await socket.close() }
            }
        }
    }

    @Test func answersMisdirectedRequestToAForeignHost() async throws {
        let (server, folder) = try makeServer(allowTestHost: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.live(server) { client in
            // The test client sends `Host: localhost` without the port: not this server's own host:port.
            for path in ["/", "/app.js", "/apps/com.example.faulty/icon", "/nothing", "/ws"] {
                let response = try await client.execute(uri: path, method: .get)
                expectEqual(response.status, .misdirectedRequest, "\(path)")
                expectTrue(String(buffer: response.body).contains("Misdirected Request"))
            }
        }
    }

    @Test func theOwnHostIsTheOwnOrigin() throws {
        let hub = try SimulatorHub(system: Apps.car())
        let local = SimulatorServer(hub: hub, host: "127.0.0.1", port: 0, webRoot: nil)
        local.boundPortForTesting(8080)
        for host in ["127.0.0.1:8080", "localhost:8080", "[::1]:8080", "LocalHost:8080"] {
            expectTrue(local.hostAllowed([host]), "\(host)")
        }
        for host in [
            "evil.example:8080", "localhost", "127.0.0.1:8081", "192.168.1.20:8080", "127.0.0.2:8080", "",
            "localhost.:8080",
        ] {
            expectTrue(!local.hostAllowed([host]), "\(host)")
        }
        expectTrue(!local.hostAllowed([]) && !local.hostAllowed(["localhost:8080", "localhost:8080"]))
        let wildcard = SimulatorServer(hub: hub, host: "0.0.0.0", port: 0, webRoot: nil)
        wildcard.boundPortForTesting(8080)
        expectTrue(wildcard.hostAllowed(["192.168.1.20:8080"]) && wildcard.hostAllowed(["[fe80::1]:8080"]))
        expectTrue(!wildcard.hostAllowed(["evil.example:8080"]) && !wildcard.hostAllowed(["192.168.1.20:9090"]))
        let named = SimulatorServer(hub: hub, host: "192.168.1.20", port: 0, webRoot: nil)
        named.boundPortForTesting(80)
        expectTrue(named.hostAllowed(["192.168.1.20"]) && named.hostAllowed(["192.168.1.20:80"]))
        expectTrue(!named.hostAllowed(["localhost:80"]) && !named.hostAllowed(["10.0.0.1:80"]))
    }

    @Test func aListenerBeyondLoopbackNeedsItsToken() throws {
        let hub = try SimulatorHub(system: Apps.car())
        for host in ["127.0.0.1", "127.0.0.2", "localhost", "::1", "[::1]"] {
            let server = SimulatorServer(hub: hub, host: host, port: 0, webRoot: nil)
            expectEqual(server.accessToken, nil, "\(host)")
            expectEqual(server.credential(query: nil, cookies: [], tokenHeaders: []), .notNeeded)
        }
        let open = SimulatorServer(hub: hub, host: "0.0.0.0", port: 0, webRoot: nil)
        open.boundPortForTesting(8080)
        let token = try require(open.accessToken)
        expectTrue(token.count == 32 && token.allSatisfy(\.isHexDigit))
        expectNotEqual(SimulatorServer(hub: hub, host: "0.0.0.0", port: 0, webRoot: nil).accessToken, token, "per run")
        expectNotEqual(SimulatorServer(hub: hub, host: "192.168.1.20", port: 0, webRoot: nil).accessToken, nil)
        expectEqual(open.credential(query: nil, cookies: [], tokenHeaders: []), nil)
        expectEqual(open.credential(query: "token=\(token)", cookies: [], tokenHeaders: []), .query)
        expectEqual(open.credential(query: "a=1&token=\(token)", cookies: [], tokenHeaders: []), .query)
        expectEqual(open.credential(query: nil, cookies: [], tokenHeaders: [token]), .headerOrCookie)
        expectEqual(
            open.credential(query: nil, cookies: ["a=b; carplay-token-8080=\(token)"], tokenHeaders: []),
            .headerOrCookie)
        for wrong in ["", String(token.dropLast()), String(token.dropLast()) + "x", token + "0", token.uppercased()]
        where wrong != token {
            expectEqual(open.credential(query: "token=\(wrong)", cookies: [], tokenHeaders: [wrong]), nil, "\(wrong)")
        }
        // Another port's cookie (cookies do not tell ports apart) is not this server's.
        expectEqual(open.credential(query: nil, cookies: ["carplay-token-9090=\(token)"], tokenHeaders: []), nil)
        expectEqual(open.tokenCookie, "carplay-token-8080=\(token); Path=/; HttpOnly; SameSite=Strict")
    }

    @Test func aWildcardBindAcceptsThePagesOwnAddressOnly() throws {
        let hub = try SimulatorHub(system: Apps.car())
        let server = SimulatorServer(hub: hub, host: "0.0.0.0", port: 0, webRoot: nil)
        server.boundPortForTesting(8080)
        expectTrue(server.originAllowed(["http://192.168.1.20:8080"], hosts: ["192.168.1.20:8080"]))
        expectTrue(server.originAllowed(["http://[fe80::1]:8080"], hosts: ["[fe80::1]:8080"]))
        expectTrue(!server.originAllowed(["http://evil.example:8080"], hosts: ["192.168.1.20:8080"]), "another site")
        expectTrue(!server.originAllowed(["http://evil.example:8080"], hosts: ["evil.example:8080"]), "DNS rebinding")
        expectTrue(!server.originAllowed(["http://192.168.1.20:8080"], hosts: ["192.168.1.20:9090"]), "another port")
        expectTrue(!server.originAllowed(["http://192.168.1.20:8080"], hosts: []), "no Host")
        // A loopback bind does not trust the Host header.
        let local = SimulatorServer(hub: hub, host: "127.0.0.1", port: 0, webRoot: nil)
        local.boundPortForTesting(8080)
        expectTrue(!local.originAllowed(["http://192.168.1.20:8080"], hosts: ["192.168.1.20:8080"]))
    }

    @Test func speaksTheProtocolOverAWebSocket() async throws {
        let (server, folder) = try makeServer(allowTestClient: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.live(server) { client in
            let received = try await Self.conversation(client) { socket in
                try await socket.send(#"{"type":"launch","app":"com.example.faulty","id":1}"#)
                try await socket.send("not json")
                try await socket.send("{\"type\":\"resync\",\"pad\":\"" + String(repeating: "x", count: 70_000) + "\"}")
                try await socket.send(binary: ByteBuffer(string: "{}"))
                try await socket.send(#"{"type":"resync","id":2}"#)
            } until: { messages in
                messages.contains { $0["inReplyTo"] == 2 }
            }
            let types = received.compactMap { $0["type"]?.stringValue }
            expectEqual(Array(types.prefix(3)), ["welcome", "state", "log"])
            expectTrue(received.contains { $0["type"] == "ack" && $0["inReplyTo"] == 1 })
            expectEqual(received.compactMap { $0["code"]?.stringValue }, ["badJSON", "tooLarge", "badFrame"])
            expectEqual(received.last { $0["type"] == "state" }?["car"]?["foregroundApp"], "com.example.faulty")
        }
    }

    /// A page whose queue overflows (here at once: a limit of one byte) loses what was queued and gets one `state`
    /// when its socket takes bytes again — also a `state` over the limit (else it would never catch up).
    @Test func aPageThatFellBehindGetsOneState() async throws {
        let (server, folder) = try makeServer(allowTestClient: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        server.hub.maximumQueuedBytes = 1
        try await Self.live(server) { client in
            let received = try await Self.conversation(client) { _ in
            } until: {
                $0.count == 1
            }
            expectEqual(received.first?["type"], "state")
            expectEqual(received.first?["seq"], .number(Double(server.hub.seq)))
        }
    }

    /// Runs the server's application on a free loopback port while `body` runs with a client for it.
    static func live(_ server: SimulatorServer, _ body: (TestClient) async throws -> Void) async throws {
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        let application = server.makeApplication { portContinuation.yield($0) }
        let services = ServiceGroup(
            configuration: .init(services: [application], logger: Logger(label: "carplay-simulator-tests")))
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { portContinuation.finish() }
                try await services.run()
            }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else {
                try await group.waitForAll()
                throw TestClient.Failure.closedEarly
            }
            do {
                try await body(TestClient(port: port))
            } catch {
                await services.triggerGracefulShutdown()
                throw error
            }
            // Every connection of the test is closed by now: the server stops at once.
            await services.triggerGracefulShutdown()
            try await group.waitForAll()
        }
    }

    /// Opens a WebSocket, sends, and collects JSON messages until `done` holds (or the client's timeout closes the
    /// connection: the test then fails on what it collected).
    static func conversation(
        _ client: TestClient, send: nonisolated(nonsending) (TestWebSocket) async throws -> Void,
        until done: ([JSONValue]) -> Bool
    ) async throws -> [JSONValue] {
        try await client.webSocket("/ws") { socket in
            try await send(socket)
            var collected: [JSONValue] = []
            while let message = try await socket.receive() {
                guard case .text(let text) = message, let json = try? JSONValue.parse(Data(text.utf8)) else { continue }
                collected.append(json)
                if done(collected) { break }
            }
            try await socket.close()
            return collected
        }
    }
}
