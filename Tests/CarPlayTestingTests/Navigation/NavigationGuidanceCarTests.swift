import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// A map delegate that opts in to metadata and route sharing and records what the car sends.
@MainActor final class RouteSharingDelegate: NSObject, CPMapTemplateDelegate {
    var sources: [CPRouteSource] = []
    var destinations: [String] = []
    var events: [String] = []
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint, into segment: CPRouteSegment
    ) async -> CPTravelEstimates {
        events.append("insert \(waypoint.name ?? "")")
        return CPTravelEstimates(distanceRemaining: Measurement(value: 700, unit: .meters), timeRemaining: 120)
    }
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, waypoint: CPNavigationWaypoint, accepted: Bool,
        forSegment segment: CPRouteSegment?
    ) {
        events.append(
            "\(waypoint.name ?? "") \(accepted ? "accepted" : "declined") \(segment == nil ? "-" : "segment")")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShareDestinationFor trip: CPTrip) { events.append("will share") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShareDestinationFor trip: CPTrip) { events.append("shared") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didFailToShareDestinationFor trip: CPTrip, error: any Error) {
        events.append("share failed")
    }
    func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool { true }
    func mapTemplateShouldProvideRouteSharing(_ mapTemplate: CPMapTemplate) -> Bool { true }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveUpdatedRouteSource routeSource: CPRouteSource) {
        sources.append(routeSource)
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveRequestForDestination waypoint: CPNavigationWaypoint) {
        destinations.append(waypoint.name ?? "")
    }
}

/// Guidance details in a headless car: the metadata the car's displays receive, route sharing from the car, the
/// 17.4 resume, unknown estimates, attributed instructions and junction images, pause texts.
@MainActor @Suite struct NavigationGuidanceCarTests {
    func guiding(osVersion: OSVersion = .latest) -> (TestCar, CoastalRoadsSceneDelegate) {
        let car = TestCar(category: .navigation, osVersion: osVersion)
        let app = CoastalRoadsSceneDelegate()
        car.connect(app)
        car.run {
            let trip = app.trip(to: "Port Hercule")
            app.mapTemplate(app.mapTemplate, startedTrip: trip, using: trip.routeChoices[0])
            app.loadRoute()
        }
        return (car, app)
    }

    func texts(_ node: ScreenNode?) -> [String] { node?.texts ?? [] }

    @Test func theCarReceivesMetadataOnlyWhenTheAppOptsIn() throws {
        let (car, app) = guiding()
        let metadata = try require(car.metadata)
        expectEqual(metadata.currentManeuver?.type, Int(CPManeuverType.rightTurn.rawValue))
        expectEqual(metadata.currentManeuver?.junctionType, .intersection)
        expectEqual(metadata.currentManeuver?.estimates?.distanceRemaining.meters, 300)
        expectEqual(metadata.lanes?.lanes.count, 2)
        expectEqual(metadata.maneuverState, .prepare)
        expectEqual(metadata.currentRoadNameVariants, ["Quai Antoine 1er", "Quai Antoine"])
        expectEqual(metadata.tripEstimates?.timeRemaining, 360)
        expectTrue(metadata.routeSegments.isEmpty)  // no route sharing
        let json = String(decoding: try metadata.jsonData(), as: UTF8.self)
        expectTrue(json.contains("\"typeName\":\"RightTurn\""))

        let before = car.metadataHistory.total
        car.run { app.advance() }
        expectEqual(car.metadata?.currentManeuver?.type, Int(CPManeuverType.keepLeft.rawValue))
        expectEqual(car.metadataHistory.total, before + 1)
        car.run {
            app.metadataEnabled = false; app.navigationSession?.maneuverState = .execute
        }
        expectEqual(car.metadata, nil)
        expectEqual(car.metadataHistory.current, nil)

        // When the app goes, the car's displays lose its guidance.
        car.run {
            app.metadataEnabled = true; app.navigationSession?.maneuverState = .prepare
        }
        expectNotEqual(car.metadataHistory.current, nil)
        car.disconnect()
        expectEqual(car.metadataHistory.current, nil)

        // Before iOS 17.4 there is no metadata, whatever the app answers.
        let (oldCar, _) = guiding(osVersion: .iOS17)
        expectEqual(oldCar.metadata, nil)
    }

    @Test func routeSharingGivesTheCarSegmentsAndTheCarSendsRequests() async throws {
        let (car, app) = guiding()
        car.run { app.reroute() }
        expectEqual(car.metadata?.routeSegments.isEmpty, true)
        // An app that shares its route: the car gets the segments and can send requests.
        let sharingCar = TestCar(category: .navigation)
        let sharing = CoastalRoadsSceneDelegate()
        sharingCar.connect(sharing)
        let delegate = RouteSharingDelegate()
        sharingCar.run {
            sharing.mapTemplate.mapDelegate = delegate
            let trip = sharing.trip(to: "Port Hercule")
            sharing.mapTemplate(sharing.mapTemplate, startedTrip: trip, using: trip.routeChoices[0])
            sharing.loadRoute()
            sharing.reroute()
        }
        let metadata = try require(sharingCar.metadata)
        expectEqual(metadata.routeSegments.count, 1)
        expectEqual(metadata.currentSegmentID, metadata.routeSegments.first?.id)
        expectEqual(metadata.waypoints.count, 2)
        expectEqual(sharingCar.session.reportRouteSource(.sourceVehicle), .handled)
        expectEqual(
            sharingCar.session.requestDestination(latitude: 43.73, longitude: 7.42, name: "Stade Louis II"), .handled)
        expectEqual(delegate.sources, [.sourceVehicle])
        expectEqual(delegate.destinations, ["Stade Louis II"])

        // A stop from the car's navigation: the app answers with estimates (here through the async spelling).
        let answer: Double = await withCheckedContinuation { continuation in
            sharingCar.session.requestWaypoint(latitude: 43.735, longitude: 7.421, name: "Fuel") {
                continuation.resume(returning: $0.timeRemaining)
            }
        }
        expectEqual(answer, 120)
        sharingCar.session.decideWaypoint(latitude: 43.735, longitude: 7.421, name: "Fuel", accepted: true)
        sharingCar.session.decideWaypoint(latitude: 43.735, longitude: 7.421, name: "Cafe", accepted: false)
        expectEqual(delegate.events, ["insert Fuel", "Fuel accepted segment", "Cafe declined -"])

        // Destination sharing needs a previewed trip with a shareable destination.
        expectEqual(sharingCar.session.shareDestination(succeeds: true), .notOnScreen)
        sharingCar.run {
            let trip = sharing.trip(to: "Jardin Exotique")
            trip.hasShareableDestination = true
            sharing.mapTemplate.showTripPreviews([trip], textConfiguration: nil)
        }
        expectEqual(sharingCar.session.shareDestination(succeeds: true), .handled)
        expectEqual(sharingCar.session.shareDestination(succeeds: false), .handled)
        expectEqual(delegate.events.suffix(4), ["will share", "shared", "will share", "share failed"])
    }

    @Test func resumingWithRouteInformation() {
        let (car, app) = guiding()
        car.run {
            guard let session = app.navigationSession else { return }
            session.pauseTrip(for: .rerouting, description: "Finding a faster way")
        }
        expectEqual(texts(car.guidanceCard), ["Finding a faster way"])
        car.run {
            let turn = CoastalRoadsSceneDelegate.maneuver("Turn left onto Rue Grimaldi", short: "Left", type: .leftTurn)
            let estimates = CPTravelEstimates(
                distanceRemaining: Measurement(value: 80, unit: .meters), timeRemaining: 9)
            app.navigationSession?.resumeTrip(
                updatedRouteInformation: CPRouteInformation(
                    maneuvers: [turn], laneGuidances: [], currentManeuvers: [turn],
                    currentLaneGuidance: CPLaneGuidance(),
                    trip: CPTravelEstimates(
                        distanceRemaining: Measurement(value: 3, unit: .kilometers), timeRemaining: 500),
                    maneuverTravelEstimates: estimates))
        }
        expectEqual(car.navigationSession?.pause, nil)
        expectTrue(texts(car.guidanceCard).contains("80 m"))
        expectEqual(texts(car.tripEstimates).suffix(2), ["3.0", "km"])
        expectEqual(car.guidanceCard?.all { $0.role == .lane }.isEmpty, true)
    }

    @Test func outlandishAnglesAndCoordinatesDoNotTakeTheCarDown() async throws {
        let (car, app) = guiding()
        car.run {
            let lanes = CPLaneGuidance()
            lanes.lanes = [
                CPLane(angles: [Measurement(value: 1e20, unit: .degrees), Measurement(value: 450, unit: .degrees)])
            ]
            app.navigationSession?.currentLaneGuidance = lanes
        }
        let lane = try require(car.guidanceCard?.first { $0.role == .lane })
        expectEqual(lane.content.lane?.angles.last, 90)
        let request = MKDirections.Request()
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: .init(latitude: .nan, longitude: 7.42)))
        await #expect(throws: MKError(.placemarkNotFound)) {
            try await car.run { MKDirections(request: request) }.calculate()
        }
        car.session.vehicleCoordinate = .init(latitude: .infinity, longitude: 0)
        let search = try await car.run { MKLocalSearch(request: .init(naturalLanguageQuery: "casino")) }.start()
        expectTrue(!search.mapItems.isEmpty)
    }

    @Test func unknownEstimatesReadAsDashes() {
        let (car, app) = guiding()
        car.run {
            guard let trip = app.activeTrip else { return }
            app.mapTemplate.update(
                CPTravelEstimates(distanceRemaining: Measurement(value: -1, unit: .kilometers), timeRemaining: -1),
                for: trip, with: .red)
        }
        let panel = texts(car.tripEstimates)
        expectEqual(panel, ["--", "arrival", "--", "min", "--"])
    }

    @Test func pauseTextsAndTheProceedToRouteCard() {
        let (car, app) = guiding()
        for (reason, text) in [
            (CPNavigationSession.PauseReason.proceedToRoute, "Proceed to Route"), (.locating, "Locating…"),
            (.loading, "Loading Route…"), (.arrived, "Arrived"),
        ] {
            car.run { app.navigationSession?.pauseTrip(for: reason, description: nil) }
            expectEqual(texts(car.guidanceCard), [text])
        }
    }

    @Test func attributedInstructionsDrawTheirAttachmentAndJunctionImagesShow() throws {
        let (car, app) = guiding()
        car.display = .highResolution
        car.run {
            guard let maneuver = app.navigationSession?.upcomingManeuvers.first else { return }
            let shield = NSTextAttachment(image: UIImage(systemName: "star")!)
            let text = NSMutableAttributedString(string: "Take the ")
            text.append(NSAttributedString(attachment: shield))
            text.append(NSAttributedString(string: " exit", attributes: [.init("NSColor"): "red"]))
            maneuver.attributedInstructionVariants = [text]
            maneuver.junctionImage = UIImage(systemName: "arrow.triangle.branch")
        }
        let card = try require(car.guidanceCard)
        let instruction = try require(card.first { $0.content.field == .instruction })
        expectNotEqual(instruction.image, nil)
        expectEqual(instruction.text?.contains("exit"), true)
        expectNotEqual(card.first { $0.content.field == .junction }, nil)
    }

    /// A guiding app sends new estimates every second; the template and its session announce them alone
    /// (`notifyHostOfEstimatesChange()`), and the host keeps the rest of its snapshot: what the car shows must be
    /// the same as with every object copied again.
    @Test func newEstimatesAloneReachTheCardThePanelAndTheCarsDisplays() throws {
        let (car, app) = guiding()
        let trip = try require(app.activeTrip)
        car.run { app.approach(meters: 250) }
        expectTrue(texts(car.guidanceCard).contains("250 m"), "the session's notice alone")
        expectEqual(car.metadata?.currentManeuver?.estimates?.distanceRemaining.meters, 250)
        car.run {
            app.mapTemplate.update(
                CPTravelEstimates(distanceRemaining: Measurement(value: 4.2, unit: .kilometers), timeRemaining: 600),
                for: trip, with: .red)
        }
        expectEqual(texts(car.tripEstimates).suffix(2), ["4.2", "km"], "the template's notice alone")
        expectEqual(car.metadata?.tripEstimates?.timeRemaining, 600)
        expectEqual(car.navigationSession?.tripEstimates?.timeRemainingColor, .red)
        // New estimates, then something else of the same objects before the car looks: all of it shows.
        car.run {
            app.approach(meters: 60)
            app.advance()
            app.approach(meters: 450)
        }
        expectEqual(car.metadata?.currentManeuver?.type, Int(CPManeuverType.keepLeft.rawValue))
        expectTrue(texts(car.guidanceCard).contains("450 m"))
        // What the car shows equals a snapshot of every object taken again.
        let shown = try require(car.navigationSession)
        app.mapTemplate.leadingNavigationBarButtons = app.mapTemplate.leadingNavigationBarButtons
        expectEqual(car.navigationSession, shown)
    }
}
