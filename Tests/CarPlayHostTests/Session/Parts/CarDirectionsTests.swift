import Foundation
import Testing
@_spi(CarPlayHost) import _PlatformHost
@testable import CarPlayHost

@MainActor
@Suite("Session parts: directions and places")
struct CarDirectionsTests {
    @Test("without a map the car answers MapKit's requests with a server failure")
    func noMap() async {
        let (session, _) = PartsTestApp.session()
        session.carMap = nil
        let request = PlatformSearchRequest(
            query: "Casino", near: nil, includesPointsOfInterest: true, includesAddresses: true)
        let places = await CarDirections.places(for: request, context: session)
        guard case .failure(.serverFailure) = places else {
            Issue.record("expected a server failure, got \(places)")
            return
        }
    }

    @Test("with a map the car answers from it")
    func places() async {
        let (session, _) = PartsTestApp.session()
        let request = PlatformSearchRequest(
            query: "Casino", near: nil, includesPointsOfInterest: true, includesAddresses: true)
        let places = await CarDirections.places(for: request, context: session)
        guard case .success = places else {
            Issue.record("the car's map did not answer: \(places)")
            return
        }
    }
}
