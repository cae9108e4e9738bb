import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import MapKit
import OpenStreetMap
import Testing

/// A directions provider that answers when the test lets it: the car's answer is asynchronous end to end, and
/// MapKit's request keeps its promises while one is under way.
actor HeldDirections: DirectionsProvider {
    private var arrivals = 0
    private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []
    private var held: [CheckedContinuation<Void, Never>] = []
    private let answer: Result<[DirectionsRoute], DirectionsError>

    init(answer: Result<[DirectionsRoute], DirectionsError>) { self.answer = answer }

    nonisolated var description: String { "held directions" }

    /// The roads each request asked to avoid.
    private(set) var avoidances: [RouteAvoidance] = []

    func routes(
        from origin: Coordinate, to destination: Coordinate, alternatives: Int, avoiding avoid: RouteAvoidance
    ) async -> Result<[DirectionsRoute], DirectionsError> {
        avoidances.append(avoid)
        arrivals += 1
        for waiter in arrivalWaiters { waiter.resume() }
        arrivalWaiters.removeAll()
        await withCheckedContinuation { held.append($0) }
        return answer
    }

    /// Returns once the car has asked (at least `count` times in all).
    func asked(_ count: Int = 1) async {
        while arrivals < count { await withCheckedContinuation { arrivalWaiters.append($0) } }
    }

    /// How many times the car asked.
    var arrivalCount: Int { arrivals }

    /// Lets every request under way answer.
    func release() {
        for request in held { request.resume() }
        held.removeAll()
    }

    static let oneRoute = DirectionsRoute(
        name: "Boulevard Albert 1er", distance: 420, expectedTravelTime: 60,
        coordinates: [
            Coordinate(latitude: 43.7347, longitude: 7.4206), Coordinate(latitude: 43.7360, longitude: 7.4215),
        ],
        steps: [
            .init(
                instructions: "Drive north on Boulevard Albert 1er", distance: 420,
                coordinates: [
                    Coordinate(latitude: 43.7347, longitude: 7.4206), Coordinate(latitude: 43.7360, longitude: 7.4215),
                ]),
            .init(
                instructions: "You have arrived at your destination", notice: "Toll road", distance: 0,
                coordinates: [Coordinate(latitude: 43.7360, longitude: 7.4215)]),
        ], hasTolls: true)
}

/// What a test reads of an `MKRoute` (MapKit's responses are not Sendable; a task hands this back instead).
struct RouteSummary: Sendable {
    var name: String
    var distance: Double
    var expectedTravelTime: Double
    var instructions: [String]
    var notices: [String?]
    var hasTolls: Bool
    var pointCount: Int

    init(_ route: MKRoute) {
        name = route.name
        distance = route.distance
        expectedTravelTime = route.expectedTravelTime
        instructions = route.steps.map(\.instructions)
        notices = route.steps.map(\.notice)
        hasTolls = route.hasTolls
        pointCount = route.polyline.pointCount
    }
}

@MainActor @Suite struct DirectionsProviderCarTests {
    static let casino = CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)

    func request(to coordinate: CLLocationCoordinate2D = casino) -> MKDirections.Request {
        let request = MKDirections.Request()
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: coordinate))
        request.transportType = .automobile
        return request
    }

    @Test func theCarsProviderAnswersAndMapKitWaitsForIt() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let provider = HeldDirections(answer: .success([HeldDirections.oneRoute]))
        car.session.directionsProvider = provider
        let directions = car.run { MKDirections(request: request()) }
        let calculation = Task { @MainActor in try await directions.calculate().routes.map(RouteSummary.init) }
        await provider.asked()
        expectTrue(directions.isCalculating)
        // A second request while one is under way is throttled at once.
        await #expect(throws: MKError(.loadingThrottled)) { try await directions.calculate() }
        await provider.release()
        let route = try require(try await calculation.value.first)
        expectEqual(route.name, "Boulevard Albert 1er")
        expectTrue(route.distance == 420 && route.expectedTravelTime == 60)
        expectEqual(
            route.instructions, ["Drive north on Boulevard Albert 1er", "You have arrived at your destination"])
        expectEqual(route.notices, [nil, "Toll road"])
        expectTrue(route.hasTolls)
        expectEqual(route.pointCount, 2)
        expectTrue(!directions.isCalculating)
    }

    @Test func tollAndHighwayPreferencesReachTheProvider() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let provider = HeldDirections(answer: .success([HeldDirections.oneRoute]))
        car.session.directionsProvider = provider
        let avoiding = request()
        expectTrue(avoiding.tollPreference == .any && avoiding.highwayPreference == .any)
        avoiding.tollPreference = .avoid
        avoiding.highwayPreference = .avoid
        let copy = try require(avoiding.copy() as? MKDirections.Request)
        expectTrue(copy.tollPreference == .avoid && copy.highwayPreference == .avoid)
        let cases: [(MKDirections.Request, RouteAvoidance)] = [(avoiding, [.tolls, .highways]), (request(), [])]
        for (preferences, expected) in cases {
            let directions = car.run { MKDirections(request: preferences) }
            let calculation = Task { @MainActor in try await directions.calculate().routes.count }
            await provider.asked(expected.isEmpty ? 2 : 1)
            await provider.release()
            expectEqual(try await calculation.value, 1)
            expectEqual(await provider.avoidances.last, expected)
        }
        expectEqual(MKDirections.RoutePreference.avoid.rawValue, 1)
    }

    @Test func cancellingWhileTheProviderWorksEndsTheRequestAtOnce() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let provider = HeldDirections(answer: .success([HeldDirections.oneRoute]))
        car.session.directionsProvider = provider
        // The async form: the task's cancellation throws while the provider still works.
        let directions = car.run { MKDirections(request: request()) }
        let calculation = Task { @MainActor in try await directions.calculate().routes.count }
        await provider.asked(1)
        calculation.cancel()
        await #expect(throws: CancellationError.self) { try await calculation.value }
        expectTrue(!directions.isCalculating)
        // The completion form: cancel() drops the answer that comes later; the object can calculate again.
        let handled = car.run { MKDirections(request: request()) }
        nonisolated(unsafe) var called = false
        car.run { handled.calculate { _, _ in called = true } }
        await provider.asked(2)
        handled.cancel()
        await provider.release()
        let again: Int = await withCheckedContinuation { continuation in
            car.run {
                handled.calculate { response, _ in continuation.resume(returning: response?.routes.count ?? -1) }
            }
            Task {
                await provider.asked(3); await provider.release()
            }
        }
        expectEqual(again, 1)
        expectTrue(!called)
    }

    @Test func aTaskCancelledBeforeItCalculatesAsksNothing() async {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let provider = HeldDirections(answer: .success([HeldDirections.oneRoute]))
        car.session.directionsProvider = provider
        let directions = car.run { MKDirections(request: request()) }
        let calculation = Task { @MainActor in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await directions.calculate().routes.count
        }
        await #expect(throws: CancellationError.self) { try await calculation.value }
        expectEqual(await provider.arrivalCount, 0)
        expectTrue(!directions.isCalculating)
    }

    @Test func theProvidersErrorsAreMapKitErrors() async {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        for (error, code) in [
            (DirectionsError.directionsNotFound, MKError.Code.directionsNotFound), (.serverFailure, .serverFailure),
        ] {
            let provider = HeldDirections(answer: .failure(error))
            car.session.directionsProvider = provider
            let directions = car.run { MKDirections(request: request()) }
            let calculation = Task { @MainActor in try await directions.calculate().routes.count }
            await provider.asked()
            await provider.release()
            await #expect(throws: MKError(code)) { try await calculation.value }
        }
        // A provider answers even where the car has no map; no provider and no map is a server failure.
        car.session.carMap = nil
        car.session.directionsProvider = nil
        await #expect(throws: MKError(.serverFailure)) {
            try await car.run { MKDirections(request: request()) }.calculate()
        }
    }

    @Test func aCarSystemGivesItsProviderToEveryApp() {
        let apps = ["com.example.one", "com.example.two"].map { id in
            InstalledApp(bundle: AppBundle(name: id, bundleIdentifier: id, category: .navigation)) {
                CoastalRoadsSceneDelegate()
            }
        }
        let system = CarSystem(apps: apps)
        expectTrue(system.sessions.values.allSatisfy { $0.directionsProvider == nil })
        system.directionsProvider = ValhallaDirections(url: URL(string: "http://127.0.0.1:8002")!)
        expectEqual(system.sessions.count, 2)
        expectTrue(
            system.sessions.values.allSatisfy {
                $0.directionsProvider?.description == "Valhalla at http://127.0.0.1:8002"
            })
    }

    /// The car with a real Valhalla server (`scripts/valhalla start`; see ValhallaServer in CarPlayHostTests).
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["CARPLAY_VALHALLA_URL"] != nil
                || ProcessInfo.processInfo.environment["CI"] != nil,
            "CARPLAY_VALHALLA_URL is not set: start a server with `scripts/valhalla start` and export its URL"))
    func anAppsDirectionsFromValhalla() async throws {
        let url = try require(
            ProcessInfo.processInfo.environment["CARPLAY_VALHALLA_URL"].flatMap(URL.init(string:)),
            "CI is set but CARPLAY_VALHALLA_URL is not: scripts/test must start Valhalla")
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        // A real server's answer, waited for as the host's tests wait (`ValhallaServer.deadline`): not the machine's speed.
        car.session.directionsProvider = ValhallaDirections(url: url, timeout: 120)
        car.session.vehicleCoordinate = Coordinate(latitude: 43.7445, longitude: 7.4335)  // Larvotto
        let station = CLLocationCoordinate2D(latitude: 43.7398, longitude: 7.4194)
        let response = try await car.run {
            let request = request(to: station)
            request.requestsAlternateRoutes = true
            return MKDirections(request: request)
        }.calculate()
        let route = try require(response.routes.first)
        expectTrue(
            route.steps.contains {
                $0.instructions == "Enter Rond-Point du Portier and take the 3rd exit onto Rue du Portier"
            })
        expectEqual(route.steps.first?.instructions.hasPrefix("Drive"), true)
        expectEqual(route.transportType, .automobile)
        expectGreater(route.polyline.pointCount, 10)
        expectLess(abs(route.steps.reduce(0) { $0 + $1.distance } - route.distance), 5)
        // Cars stay cars with any provider.
        await #expect(throws: MKError(.directionsNotFound)) {
            let walking = request(to: station)
            walking.transportType = .walking
            return try await car.run { MKDirections(request: walking) }.calculate()
        }
    }
}
