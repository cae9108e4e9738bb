import Expectations
import Foundation
import MapKit
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// The navigation rules that open a feature by iOS release or by what the app and trip provide: metadata, route
/// sharing, destination requests, the cluster scene, starting a trip, which directions the car answers.
@MainActor
@Suite struct NavigationGateRulesTests {
    @Test func metadataNeedsIOS17_4AndTheAppsOptIn() {
        expectTrue(Rules(category: .navigation, osVersion: OSVersion(17, 4)).sendsNavigationMetadata(appOptsIn: true))
        expectTrue(!Rules(category: .navigation, osVersion: OSVersion(17, 3)).sendsNavigationMetadata(appOptsIn: true))
        expectTrue(!Rules(category: .navigation).sendsNavigationMetadata(appOptsIn: false))
    }

    @Test func routeSharingAndDestinationRequestsNeedIOS26_4() {
        expectTrue(Rules(category: .navigation, osVersion: .iOS26_4).sharesRoute(appOptsIn: true))
        expectTrue(!Rules(category: .navigation, osVersion: .iOS26_3).sharesRoute(appOptsIn: true))
        expectTrue(!Rules(category: .navigation, osVersion: .iOS26_4).sharesRoute(appOptsIn: false))
        expectTrue(Rules(category: .navigation, osVersion: .iOS26_4).acceptsDestinationRequests)
        expectTrue(!Rules(category: .navigation, osVersion: .iOS26_3).acceptsDestinationRequests)
    }

    @Test func theClusterSceneOptionsRaiseTheClustersFirstRelease() {
        expectEqual(Rules.minimumClusterVersion(hasClusterSceneOptions: false), OSVersion(15, 4))
        expectEqual(Rules.minimumClusterVersion(hasClusterSceneOptions: true), OSVersion(26, 2))
    }

    @Test func aTripStartsOnlyWithARouteChoice() {
        let empty = CPTrip(origin: .forCurrentLocation(), destination: MKMapItem(), routeChoices: [])
        let choice = CPRouteChoice(
            summaryVariants: ["Coast road"], additionalInformationVariants: [], selectionSummaryVariants: [])
        let routed = CPTrip(origin: .forCurrentLocation(), destination: MKMapItem(), routeChoices: [choice])
        expectTrue(!Rules.canStart(TripSnapshot(empty)))
        expectTrue(Rules.canStart(TripSnapshot(routed)))
    }

    @Test func theCarAnswersDirectionsForCarsOnly() {
        expectTrue(Rules.answersDirections(transportType: MKDirectionsTransportType.automobile.rawValue))
        expectTrue(Rules.answersDirections(transportType: MKDirectionsTransportType.any.rawValue))
        expectTrue(!Rules.answersDirections(transportType: MKDirectionsTransportType.walking.rawValue))
        expectTrue(!Rules.answersDirections(transportType: MKDirectionsTransportType.transit.rawValue))
    }
}
