import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import NIOCore

/// The connections of the running server, set once the application is made.
final class RegistryBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: ConnectionRegistry?
    var registry: ConnectionRegistry? { lock.withLock { value } }
    func set(_ registry: ConnectionRegistry) { lock.withLock { value = registry } }
}

/// Answers 421 Misdirected Request to a request whose `Host` is not this server's own (DNS rebinding: another
/// site's name resolving to this address must not read the page or the icons).
struct HostGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    let isAllowed: @Sendable ([String]) -> Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard isAllowed(SimulatorServer.hosts(authority: request.head.authority, fields: request.headers)) else {
            return Response(
                status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(
                    byteBuffer: ByteBuffer(
                        string: "Misdirected Request: this simulator answers only to its own address (Host)\n")))
        }
        return try await next(request, context)
    }
}

extension SimulatorServer {
    /// The header that carries the token (the page's `fetch`es).
    static let tokenHeader = HTTPField.Name("X-CarPlay-Token")!
    /// `SimulatorRoutes.pageHeader`'s name.
    static let pageHeader = HTTPField.Name(SimulatorRoutes.pageHeader.name)!
}

/// Answers 401 to a request without the per-run token when the server listens beyond loopback
/// (`SimulatorServer.accessToken`); a request that brought it as `?token=` gets it back as a cookie.
struct AccessTokenMiddleware<Context: RequestContext>: RouterMiddleware {
    let credential: @Sendable (Request) -> SimulatorServer.Credential?
    /// The `Set-Cookie` value (asked when needed: its name holds the bound port).
    let cookie: @Sendable () -> String?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        switch credential(request) {
        case nil:
            return Response(
                status: .unauthorized, headers: [.contentType: "text/plain; charset=utf-8"],
                body: .init(
                    byteBuffer: ByteBuffer(
                        string:
                            "Unauthorized: this simulator listens beyond loopback; open the URL `carplay simulate` printed (with ?token=…)\n"
                    )))
        case .query?:
            var response = try await next(request, context)
            if let cookie = cookie() { response.headers[.setCookie] = cookie }
            return response
        case .notNeeded?, .headerOrCookie?:
            return try await next(request, context)
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
