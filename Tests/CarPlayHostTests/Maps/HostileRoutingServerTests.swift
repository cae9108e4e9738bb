import Expectations
import Foundation
import OpenStreetMap
import Testing
import CarPlayTestSupport
@_spi(CarPlayHost) import _PlatformHost

@testable import CarPlayHost

/// Issue 20: a routing server cannot take the car down, stall it or fill its memory. Every provider's answer is
/// checked against `DirectionsLimits` in one place; a routing server's request has a deadline and a size cap.
@Suite struct HostileRoutingServerTests {
    static let portHercule = Coordinate(latitude: 43.7347, longitude: 7.4206)
    static let casino = Coordinate(latitude: 43.7394, longitude: 7.4281)

    static func route(distance: Double = 420, time: Double = 60, points: Int = 2) -> DirectionsRoute {
        let line = (0..<points).map {
            Coordinate(latitude: 43.7347 + Double($0) * 1e-7, longitude: 7.4206 + Double($0 % 2) * 1e-7)
        }
        return DirectionsRoute(
            name: "Boulevard Albert 1er", distance: distance, expectedTravelTime: time, coordinates: line,
            steps: [.init(instructions: "Drive north", distance: distance, coordinates: line)])
    }

    // MARK: What any provider answers

    @Test func hugeNonFiniteAndNegativeNumbersAreRefused() {
        expectEqual(DirectionsLimits.problem(in: [Self.route()]), nil)
        expectEqual(DirectionsLimits.problem(in: [Self.route(time: 29 * 86_400)]), nil)
        for time in [1e308, .infinity, .nan, -1, 31 * 86_400] {
            expectEqual(DirectionsLimits.problem(in: [Self.route(time: time)])?.contains("travel time"), true)
        }
        for distance in [1e308, -.infinity, .nan, -0.5, 40_075_001] {
            expectEqual(DirectionsLimits.problem(in: [Self.route(distance: distance)])?.contains("distance"), true)
        }
        var offEarth = Self.route()
        offEarth.coordinates[1] = Coordinate(latitude: .nan, longitude: 7.42)
        expectEqual(DirectionsLimits.problem(in: [offEarth]), "route 1: a point off the Earth")
        var stepOffEarth = Self.route()
        stepOffEarth.steps[0].coordinates = [Coordinate(latitude: 91, longitude: 0)]
        expectEqual(DirectionsLimits.problem(in: [stepOffEarth])?.contains("off the Earth"), true)
        var stepDistance = Self.route()
        stepDistance.steps[0].distance = .nan
        expectEqual(DirectionsLimits.problem(in: [stepDistance])?.contains("step 1 distance"), true)
    }

    @Test func tooManyPointsStepsRoutesAndTooLongTextsAreRefused() {
        expectEqual(DirectionsLimits.problem(in: [Self.route(points: 250_000)]), nil)
        expectEqual(DirectionsLimits.problem(in: [Self.route(points: 250_001)])?.contains("250001 points"), true)
        var manySteps = Self.route()
        manySteps.steps = Array(repeating: manySteps.steps[0], count: 10_001)
        expectEqual(DirectionsLimits.problem(in: [manySteps])?.contains("10001 steps"), true)
        var sharedPoints = Self.route(points: 100_000)
        sharedPoints.steps = Array(repeating: sharedPoints.steps[0], count: 6)
        expectEqual(DirectionsLimits.problem(in: [sharedPoints])?.contains("step points"), true)
        expectEqual(DirectionsLimits.problem(in: Array(repeating: Self.route(), count: 11)), "11 routes (at most 10)")
        var longName = Self.route()
        longName.name = String(repeating: "é", count: 2_001)
        expectEqual(DirectionsLimits.problem(in: [longName])?.contains("2001 characters"), true)
        var notices = Self.route()
        notices.advisoryNotices = Array(repeating: "Toll", count: 21)
        expectEqual(DirectionsLimits.problem(in: [notices])?.contains("21 notices"), true)
    }

    /// A provider that answers what it is given: every provider, not only the routing servers, is checked.
    struct FixedDirections: DirectionsProvider {
        var answer: Result<[DirectionsRoute], DirectionsError>
        var description: String { "fixed directions" }
        func routes(
            from origin: Coordinate, to destination: Coordinate, alternatives: Int, avoiding avoid: RouteAvoidance
        ) async -> Result<[DirectionsRoute], DirectionsError> { answer }
    }

    static let request = PlatformDirectionsRequest(
        source: nil, destination: PlatformCoordinate(latitude: casino.latitude, longitude: casino.longitude),
        transportType: 1, requestsAlternateRoutes: false)

    @Test func anyProvidersRouteBeyondTheLimitsIsAServerFailureWithItsReason() async {
        let huge = await FixedDirections(answer: .success([Self.route(time: 1e308)]))
            .directions(for: Self.request, vehicle: Self.portHercule)
        expectEqual(huge.result, .failure(.serverFailure))
        expectEqual(huge.problem?.contains("travel time 1e+308 s"), true)
        let fine = await FixedDirections(answer: .success([Self.route()]))
            .directions(for: Self.request, vehicle: Self.portHercule)
        expectEqual((try? fine.result.get())?.first?.expectedTravelTime, 60)
        expectEqual(fine.problem, nil)
    }

    @Test func aValhallaAnswerWhoseManeuversShareItsWholeShapeIsRefusedBeforeItIsBuilt() throws {
        // 101 points shared by 5,001 maneuvers: 505,101 step points from a few hundred kilobytes.
        let shape = (0...100).map { Coordinate(latitude: 43.7 + Double($0) * 1e-4, longitude: 7.42) }
        let maneuver =
            #"{"type":1,"instruction":"Go.","length":0.1,"time":1,"begin_shape_index":0,"end_shape_index":100}"#
        let body = """
            {"trip":{"summary":{"length":1,"time":60},"legs":[{"shape":"\
            \(EncodedPolyline.encode(shape).replacingOccurrences(of: "\\", with: "\\\\"))",\
            "maneuvers":[\(Array(repeating: maneuver, count: 5_001).joined(separator: ","))]}]}}
            """
        expectEqual(ValhallaDirections.answer(status: 200, body: Data(body.utf8)), .failure(.serverFailure))
        let few = body.replacingOccurrences(
            of: Array(repeating: maneuver, count: 5_001).joined(separator: ","), with: maneuver)
        expectEqual((try? ValhallaDirections.answer(status: 200, body: Data(few.utf8)).get())?.count, 1)
    }

    @Test func aPolylineOfTooManyPointsIsNotDecoded() {
        let line = (0..<11).map { Coordinate(latitude: 43.7 + Double($0) * 1e-4, longitude: 7.42) }
        let text = EncodedPolyline.encode(line)
        expectEqual(EncodedPolyline.decode(text, maximumPoints: 11)?.count, 11)
        expectEqual(EncodedPolyline.decode(text, maximumPoints: 10), nil)
    }

    // MARK: Servers on loopback

    static func http(_ body: String, status: Int = 200) -> Data {
        Data(
            "HTTP/1.1 \(status) OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                .utf8)
    }

    static let valhallaRoute = """
        {"trip":{"summary":{"length":0.42,"time":1e308},"legs":[{"shape":"\
        \(EncodedPolyline.encode([portHercule, casino]).replacingOccurrences(of: "\\", with: "\\\\"))",\
        "maneuvers":[{"type":1,"instruction":"Drive north.","length":0.42,"time":60,\
        "begin_shape_index":0,"end_shape_index":1}]}]}}
        """

    /// Both providers at `server`, with a one-second deadline (or `timeout` seconds).
    static func providers(_ server: FakeRoutingServer, timeout: TimeInterval = 1) -> [any DirectionsProvider] {
        [ValhallaDirections(url: server.url, timeout: timeout), OSRMDirections(url: server.url, timeout: timeout)]
    }

    /// The provider's answer.
    static func ask(_ provider: any DirectionsProvider) async -> (
        result: Result<[PlatformRoute], PlatformDirectionsError>, problem: String?
    ) {
        let answer = await provider.directions(for: request, vehicle: portHercule)
        return (answer.result, answer.problem)
    }

    /// How long after its request each of `count` clients closed its connection to `server`, as the server saw it
    /// (the deadline is 1 s; the trickle lasts a minute). Measured by the server's own threads, not by the test's
    /// task: on a loaded 2-core run that task once resumed 58 s after its request, with a deadline of 1 s.
    static func hangUps(at server: FakeRoutingServer, count: Int) async throws -> [TimeInterval] {
        var waits = 0
        while server.hangUpSeconds.count < count, waits < 1_200 {
            try await Task.sleep(for: .milliseconds(50))
            waits += 1
        }
        return server.hangUpSeconds
    }

    @Test(.timeLimit(.minutes(10))) func aSilentServerIsAServerFailureWithinTheDeadline() async throws {
        let server = try FakeRoutingServer(.silent)
        defer { server.stop() }
        let providers = Self.providers(server)
        for provider in providers {
            let answer = await Self.ask(provider)
            expectEqual(answer.result, .failure(.serverFailure))
            expectEqual(answer.problem, "no complete answer within 1 s", "\(provider)")
        }
        let hangUps = try await Self.hangUps(at: server, count: providers.count)
        expectTrue(hangUps.count == providers.count && hangUps.allSatisfy { $0 < 20 }, "\(hangUps)")
    }

    @Test(.timeLimit(.minutes(10)), arguments: [0, 60])
    func aTricklingServerIsAServerFailureWithinTheDeadline(fastBytes: Int) async throws {
        // Headers (fast 0) or the body (fast 60: the headers at once) a byte every 0.2 s: a minute in all, each
        // byte well within an idle timeout.
        let answer = Self.http(String(repeating: " ", count: 300) + "{}")
        let server = try FakeRoutingServer(.trickle(answer: answer, fast: fastBytes, interval: 0.2))
        defer { server.stop() }
        let providers = Self.providers(server)
        for provider in providers {
            let answer = await Self.ask(provider)
            expectEqual(answer.result, .failure(.serverFailure))
            expectEqual(answer.problem, "no complete answer within 1 s", "\(provider)")
        }
        let hangUps = try await Self.hangUps(at: server, count: providers.count)
        expectTrue(hangUps.count == providers.count && hangUps.allSatisfy { $0 < 20 }, "\(hangUps)")
    }

    @Test(.timeLimit(.minutes(10)), arguments: [true, false])
    func anAnswerOverTheSizeLimitIsDropped(announcesLength: Bool) async throws {
        let body = Data(repeating: UInt8(ascii: " "), count: DirectionsLimits.maximumAnswerBytes + 1)
        let server = try FakeRoutingServer(.answer(status: 200, body: body, announcesLength: announcesLength))
        defer { server.stop() }
        // A deadline no machine meets by accident: the 8 MB must pass the size limit, not run out the clock (with 1 s
        // a loaded machine answered "no complete answer" instead).
        for provider in Self.providers(server, timeout: 300) {
            let answer = await Self.ask(provider)
            expectEqual(answer.result, .failure(.serverFailure))
            expectEqual(answer.problem, "an answer of more than 8388608 bytes", "\(provider)")
        }
    }

    @Test(.timeLimit(.minutes(10))) func aServersHugeDurationIsAServerFailureAndTheCarSaysWhy() async throws {
        let server = try FakeRoutingServer(
            .answer(status: 200, body: Data(Self.valhallaRoute.utf8), announcesLength: true))
        defer { server.stop() }
        let answer = await Self.ask(ValhallaDirections(url: server.url, timeout: 5))
        expectEqual(answer.result, .failure(.serverFailure))
        expectEqual(answer.problem, "route 1: travel time 1e+308 s (0 to 2592000 s)")
        // The same answer with a sane time is a route: the server and the client work.
        let sane = try FakeRoutingServer(
            .answer(
                status: 200, body: Data(Self.valhallaRoute.replacingOccurrences(of: "1e308", with: "60").utf8),
                announcesLength: true))
        defer { sane.stop() }
        let route = await Self.ask(ValhallaDirections(url: sane.url, timeout: 5))
        expectEqual((try? route.result.get())?.first?.expectedTravelTime, 60)
    }
}

/// Why a directions request failed goes from the app's session to the car's event log.
@MainActor @Suite struct DirectionsNoteLogTests {
    @Test func aSessionsNoteIsLoggedOnceAsTheCars() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        let session = try require(car.sessions[Apps.playerID])
        session.logs.note("MKDirections: Valhalla at http://127.0.0.1:1 failed: no complete answer within 10 s")
        car.sessionChanged(Apps.playerID)
        car.sessionChanged(Apps.playerID)
        let logged = car.log.entries.filter { $0.text.contains("MKDirections") }
        expectEqual(logged.map(\.kind), [.host])
        expectEqual(
            logged.first?.text.hasSuffix(
                ": MKDirections: Valhalla at http://127.0.0.1:1 failed: no complete answer within 10 s"), true)
    }
}
