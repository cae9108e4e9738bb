import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import ServiceLifecycle

/// The simulator's HTTP application: Hummingbird's `Application`, run without the service that keeps the `Date`
/// header's text.
///
/// Hummingbird's `Application.run()` formats the time for the `Date` header in a service of its own that wakes every
/// second, whether or not anyone asks: on an idle car that was two thirds of the process's CPU, and on a driving one
/// a second timer beside the car's clock. The simulator answers few HTTP requests (the page and its files, voice
/// prompts, map tiles; a page talks over its WebSocket), so it writes the date when it answers one. Everything else
/// is Hummingbird's: the router and its middleware, the server and its channels, the request context.
struct SimulatorApplication: ApplicationProtocol {
    typealias Responder = RouterResponder<BasicRequestContext>

    let responder: Responder
    let server: HTTPServerBuilder
    let configuration: ApplicationConfiguration
    let logger: Logger
    let whenRunning: @Sendable (any Channel) async -> Void

    init(
        router: Router<BasicRequestContext>, server: HTTPServerBuilder, configuration: ApplicationConfiguration,
        onServerRunning: @escaping @Sendable (any Channel) async -> Void, logger: Logger
    ) {
        self.responder = router.buildResponder()
        self.server = server
        self.configuration = configuration
        self.whenRunning = onServerRunning
        self.logger = logger
    }

    /// A response could not be written; the connection closes (a parse error found while writing must not make the
    /// channel write a second response, a 400, after the first began).
    struct ResponseNotWritten: Error {}

    /// Runs the server until it is shut down, answering each request through the router.
    func run() async throws {
        let responder = responder
        let logger = logger
        let serverName = configuration.serverName
        let service = try server.buildServer(
            configuration: ServerConfiguration(
                address: configuration.address, serverName: serverName, backlog: configuration.backlog,
                reuseAddress: configuration.reuseAddress,
                availableConnectionsDelegate: configuration.availableConnectionsDelegate),
            eventLoopGroup: eventLoopGroup, logger: logger
        ) { request, writer, channel in
            var response: Response
            do {
                response = try await responder.respond(
                    to: request, context: BasicRequestContext(source: .init(channel: channel, logger: logger)))
            } catch let error as HTTPParserError {
                // A malformed request: the channel answers 400 and closes.
                throw error
            } catch {
                response = Response(status: .internalServerError)
            }
            response.headers[.date] = Self.httpDate(Date())
            if let serverName { response.headers[.server] = serverName }
            do {
                try await writer.write(response: response.head, body: response.body)
            } catch {
                throw ResponseNotWritten()
            }
        } onServerRunning: { channel in
            await whenRunning(channel)
        }
        try await service.run()
    }

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `date` as an HTTP date (RFC 9110 5.6.7, the IMF-fixdate form: "Sun, 06 Nov 1994 08:49:37 GMT").
    static func httpDate(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let weekday = weekdays[Int(parts.tm_wday)]
        let month = months[Int(parts.tm_mon)]
        return "\(weekday), \(two(parts.tm_mday)) \(month) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}
