@_spi(CarPlayHost) import CarPlayTestSupport
import CoreLocation
import Expectations
import Foundation
import MapKit
import Testing
import UIKit
@_spi(CarPlayHost) @testable import CarPlay

/// A map delegate that records every call, named as in Swift.
@MainActor final class RecordingMapDelegate: NSObject, CPMapTemplateDelegate {
    var calls: [String] = []
    var displayStyle: CPManeuverDisplayStyle = .symbolOnly
    var showsBanners = true

    func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle {
        calls.append("displayStyleFor")
        return displayStyle
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {
        calls.append("selectedPreviewFor \(trip.destination.name ?? "") \(routeChoice.summaryVariants.first ?? "")")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        calls.append("startedTrip \(trip.destination.name ?? "") \(routeChoice.summaryVariants.first ?? "")")
    }
    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) { calls.append("didCancelNavigation") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool {
        calls.append("shouldShowNotificationFor maneuver")
        return showsBanners
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert) {
        calls.append("willShow")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) {
        calls.append("didShow")
    }
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert,
        dismissalContext: CPNavigationAlert.DismissalContext
    ) { calls.append("willDismiss \(dismissalContext.rawValue)") }
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert,
        dismissalContext: CPNavigationAlert.DismissalContext
    ) { calls.append("didDismiss \(dismissalContext.rawValue)") }
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) { calls.append("didShowPanning") }
    func mapTemplateWillDismissPanningInterface(_ mapTemplate: CPMapTemplate) { calls.append("willDismissPanning") }
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) { calls.append("didDismissPanning") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {
        calls.append("panWith \(direction.rawValue)")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection) {
        calls.append("panBegan \(direction.rawValue)")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection) {
        calls.append("panEnded \(direction.rawValue)")
    }
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat,
        velocity: CGFloat
    ) { calls.append("zoom \(scale)") }
}

/// A delegate that answers waypoint insertions only with the `async` spelling.
@MainActor final class AsyncInsertDelegate: NSObject, CPMapTemplateDelegate {
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint, into segment: CPRouteSegment
    ) async -> CPTravelEstimates {
        CPTravelEstimates(distanceRemaining: Measurement(value: 1200, unit: .meters), timeRemaining: 90)
    }
}

/// A delegate that answers waypoint insertions with the completion spelling.
@MainActor final class CompletionInsertDelegate: NSObject, CPMapTemplateDelegate {
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint,
        into segment: CPRouteSegment, completion: @escaping (CPTravelEstimates) -> Void
    ) {
        completion(CPTravelEstimates(distanceRemaining: Measurement(value: 300, unit: .meters), timeRemaining: 30))
    }
}

/// A delegate that implements no method at all.
@MainActor final class SilentMapDelegate: NSObject, CPMapTemplateDelegate {}

@MainActor @Suite struct MapTemplateTests {
    static func trip(_ name: String, routes: [String] = ["Fastest", "Scenic"]) -> CPTrip {
        let origin = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.73, longitude: 7.42)))
        let destination = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.74, longitude: 7.43)))
        destination.name = name
        return CPTrip(
            origin: origin, destination: destination,
            routeChoices: routes.map {
                CPRouteChoice(summaryVariants: [$0], additionalInformationVariants: [], selectionSummaryVariants: [])
            })
    }

    @Test func defaultsAsApple() {
        let template = CPMapTemplate()
        expectTrue(template.automaticallyHidesNavigationBar)
        expectTrue(template.hidesButtonsWithNavigationBar)
        expectEqual(template.tripEstimateStyle, .dark)
        expectEqual(template._tripEstimateStyle, nil)
        expectTrue(template.mapButtons.isEmpty && template.leadingNavigationBarButtons.isEmpty)
        expectTrue(!template.isPanningInterfaceVisible)
        expectEqual(template.currentNavigationAlert, nil)
        expectEqual(template._guidanceBackgroundColor, nil)
        template.tripEstimateStyle = .light
        expectEqual(template._tripEstimateStyle, .light)
        expectTrue(CPMapTemplate.PanDirection.left.rawValue == 1 && CPMapTemplate.PanDirection.right.rawValue == 2)
        expectTrue(CPMapTemplate.PanDirection.up.rawValue == 4 && CPMapTemplate.PanDirection.down.rawValue == 8)
        expectEqual(CPNavigationSession.PauseReason(rawValue: 0), nil)
        expectEqual(CPNavigationSession.PauseReason.arrived.rawValue, 1)
        expectEqual(CPNavigationSession.PauseReason.proceedToRoute.rawValue, 5)
    }

    @Test func panningInterfaceCallsInOrderAndOnlyOnChange() {
        let template = CPMapTemplate()
        let delegate = RecordingMapDelegate()
        template.mapDelegate = delegate
        template.showPanningInterface(animated: true)
        template.showPanningInterface(animated: true)
        expectTrue(template.isPanningInterfaceVisible)
        template.dismissPanningInterface(animated: true)
        template.dismissPanningInterface(animated: false)
        expectTrue(!template.isPanningInterfaceVisible)
        expectEqual(delegate.calls, ["didShowPanning", "willDismissPanning", "didDismissPanning"])
    }

    @Test func oneNavigationAlertAtATimeWithItsLifeCycle() async {
        let template = CPMapTemplate()
        let delegate = RecordingMapDelegate()
        template.mapDelegate = delegate
        var tapped: [String] = []
        let first = CPNavigationAlert(
            titleVariants: ["Speed camera"], subtitleVariants: nil, image: nil,
            primaryAction: CPAlertAction(title: "OK", style: .default) { _ in tapped.append("OK") },
            secondaryAction: CPAlertAction(title: "Report", style: .default) { _ in tapped.append("Report") },
            duration: 10)
        let second = CPNavigationAlert(
            titleVariants: ["Road closed"], subtitleVariants: nil, image: nil,
            primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil, duration: 0)
        template.present(navigationAlert: first, animated: true)
        template.present(navigationAlert: second, animated: true)
        expectTrue(template.currentNavigationAlert === first)
        template._hostNavigationAlertDidShow(first)
        template._hostNavigationAlertDidShow(second)
        expectEqual(delegate.calls, ["willShow", "didShow"])

        expectTrue(!template._hostSelectNavigationAlertAction(CPElementID.make()))
        expectTrue(template._hostSelectNavigationAlertAction(first.secondaryAction!._elementID))
        expectEqual(tapped, ["Report"])
        expectEqual(template.currentNavigationAlert, nil)
        expectEqual(delegate.calls.suffix(2), ["willDismiss 1", "didDismiss 1"])

        template.present(navigationAlert: second, animated: false)
        #expect(await template.dismissNavigationAlert(animated: true))
        #expect(!(await template.dismissNavigationAlert(animated: true)))
        expectEqual(delegate.calls.suffix(2), ["willDismiss 2", "didDismiss 2"])

        let third = CPNavigationAlert(
            titleVariants: ["Traffic"], subtitleVariants: nil, image: nil,
            primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil, duration: 5)
        template.present(navigationAlert: third, animated: false)
        template._hostNavigationAlertDidTimeOut(third)
        expectEqual(delegate.calls.suffix(2), ["willDismiss 0", "didDismiss 0"])
        var answered: [Bool] = []
        template.dismissNavigationAlert(animated: false) { answered.append($0) }
        expectEqual(answered, [false])
    }

    @Test func tripPreviewsSelectionAndStart() {
        let template = CPMapTemplate()
        let delegate = RecordingMapDelegate()
        template.mapDelegate = delegate
        let casino = Self.trip("Casino"), port = Self.trip("Port Hercule")
        template.showTripPreviews([casino, port], selectedTrip: port, textConfiguration: nil)
        expectEqual(template._selectedPreviewIndex, 1)
        template.showTripPreviews([casino, port], selectedTrip: Self.trip("Elsewhere"), textConfiguration: nil)
        expectEqual(template._selectedPreviewIndex, 0)
        template._hostPerform(.selectPreview(tripIndex: 1, routeChoiceIndex: 1))
        template._hostPerform(.selectPreview(tripIndex: 1, routeChoiceIndex: 5))
        template._hostPerform(.selectPreview(tripIndex: 7, routeChoiceIndex: 0))
        template._hostPerform(.startTrip(tripIndex: 1, routeChoiceIndex: 1))
        template._hostPerform(.startTrip(tripIndex: 5, routeChoiceIndex: 0))
        expectEqual(delegate.calls, ["selectedPreviewFor Port Hercule Scenic", "startedTrip Port Hercule Scenic"])
        template.showRouteChoicesPreview(for: casino, textConfiguration: nil)
        expectTrue(template._previewMode == .routeChoices && template._tripPreviews.count == 1)
        template.hideTripPreviews()
        expectTrue(template._tripPreviews.isEmpty)
    }

    @Test func navigationSessionPausesResumesAndEnds() {
        let template = CPMapTemplate()
        let trip = Self.trip("Casino")
        let session = template.startNavigationSession(for: trip)
        expectTrue(session.trip === trip)
        expectTrue(template._navigationSession === session)
        session.pauseTrip(for: .loading, description: nil)
        expectEqual(session._pauseReason, .loading)
        let maneuver = CPManeuver()
        maneuver.instructionVariants = ["Turn right onto Avenue de Monte-Carlo"]
        session.add([maneuver])
        session.upcomingManeuvers = [maneuver]
        expectEqual(session._pauseReason, nil)
        session.updateEstimates(
            CPTravelEstimates(distanceRemaining: Measurement(value: 200, unit: .meters), timeRemaining: 20),
            for: maneuver)
        expectEqual(session._maneuverEstimates[maneuver._elementID]?.timeRemaining, 20)

        session.pauseTrip(for: .rerouting, description: "Finding a new route", turnCardColor: .systemRed)
        let lanes = CPLaneGuidance()
        lanes.lanes = [CPLane(angles: [Measurement(value: 0, unit: .degrees)])]
        let next = CPManeuver()
        let estimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 2, unit: .kilometers), timeRemaining: 240)
        session.resumeTrip(
            updatedRouteInformation: CPRouteInformation(
                maneuvers: [next], laneGuidances: [lanes], currentManeuvers: [next], currentLaneGuidance: lanes,
                trip: estimates, maneuverTravelEstimates: estimates))
        expectTrue(session._pauseReason == nil && session._resumeCount == 1)
        expectTrue(session.upcomingManeuvers.count == 1 && session.upcomingManeuvers[0] === next)
        expectEqual(session.currentLaneGuidance?.lanes.count, 1)
        expectEqual(template._tripEstimates[trip._elementID]?.estimates.timeRemaining, 240)

        // A new session replaces one in progress, which ends.
        let replacement = template.startNavigationSession(for: trip)
        expectTrue(session._isEnded && !replacement._isEnded)
        session.upcomingManeuvers = []
        expectEqual(session.upcomingManeuvers.count, 1)
        replacement.finishTrip()
        expectEqual(template._navigationSession, nil)

        let cancelled = template.startNavigationSession(for: trip)
        let delegate = RecordingMapDelegate()
        template.mapDelegate = delegate
        template._hostPerform(.cancelNavigation)
        expectTrue(cancelled._isEnded && template._navigationSession == nil)
        expectEqual(delegate.calls, ["didCancelNavigation"])
        template._hostPerform(.cancelNavigation)
        expectEqual(delegate.calls, ["didCancelNavigation"])
    }

    @Test func currentSegmentBeforeAnySegmentRunsFromOriginToDestination() {
        let template = CPMapTemplate()
        let session = template.startNavigationSession(for: Self.trip("Casino"))
        expectTrue(session.routeSegments.isEmpty)
        let segment = session.currentSegment
        expectTrue(segment.maneuvers.isEmpty)
        expectEqual(segment.destination.centerPoint.latitude, 43.74)
        expectTrue(session.currentSegment === segment)
        // The segment made for an empty route gives way to the first segment added.
        let estimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 1, unit: .kilometers), timeRemaining: 60)
        let added = CPRouteSegment(
            origin: segment.origin, destination: segment.destination, maneuvers: [CPManeuver()], laneGuidances: [],
            currentManeuvers: [], currentLaneGuidance: CPLaneGuidance(), tripTravelEstimates: estimates,
            maneuverTravelEstimates: estimates, coordinates: [])
        session.addRouteSegments([added])
        expectTrue(session.currentSegment === added)
    }

    @Test func optionalMethodsAnswerAsWhenMissing() {
        let template = CPMapTemplate()
        template.mapDelegate = SilentMapDelegate()
        let maneuver = CPManeuver()
        expectEqual(template._hostDisplayStyle(for: maneuver), [])
        expectTrue(!template._hostShouldShowNotification(for: maneuver))
        expectTrue(!template._hostShouldProvideNavigationMetadata)
        expectTrue(!template._hostShouldProvideRouteSharing)
        let recording = RecordingMapDelegate()
        template.mapDelegate = recording
        expectEqual(template._hostDisplayStyle(for: maneuver), .symbolOnly)
        expectTrue(template._hostShouldShowNotification(for: maneuver))
        template._hostPerform(.pan(.left))
        template._hostPerform(.panBegan([.up, .right]))
        template._hostPerform(.panEnded([.up, .right]))
        template._hostPerform(.zoomChanged(center: .zero, scale: 2, velocity: 1))
        expectEqual(recording.calls.suffix(4), ["panWith 1", "panBegan 6", "panEnded 6", "zoom 2.0"])
    }

    @Test func waypointInsertionAnswersThroughEitherSpelling() async {
        let waypoint = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 43.73, longitude: 7.42, altitude: 0), locationThreshold: nil,
            name: "Stop", address: nil, entryPoints: [], timeZone: nil)
        let template = CPMapTemplate()
        let session = template.startNavigationSession(for: Self.trip("Casino"))
        for (delegate, expected) in [
            (AsyncInsertDelegate() as any CPMapTemplateDelegate, 90.0), (CompletionInsertDelegate(), 30.0),
        ] {
            template.mapDelegate = delegate
            let answer: TimeInterval = await withCheckedContinuation { continuation in
                template._hostRequestToInsert(waypoint, into: session.currentSegment) {
                    continuation.resume(returning: $0.timeRemaining)
                }
            }
            expectEqual(answer, expected)
        }
        // Neither spelling: no answer ever comes.
        let silent = SilentMapDelegate()
        template.mapDelegate = silent
        var answered = false
        template._hostRequestToInsert(waypoint, into: session.currentSegment) { _ in answered = true }
        for _ in 0..<20 { await Task.yield() }
        expectTrue(!answered)
    }

    @Test func archivesSettingsAndButtons() throws {
        let template = CPMapTemplate()
        template.guidanceBackgroundColor = .systemBlue
        template.tripEstimateStyle = .light
        template.automaticallyHidesNavigationBar = false
        template.mapButtons = [CPMapButton(), CPMapButton()]
        template.leadingNavigationBarButtons = [CPBarButton(title: "Pan") { _ in }]
        let data = try NSKeyedArchiver.archivedData(withRootObject: template, requiringSecureCoding: true)
        let copy = try require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CPMapTemplate.self, from: data))
        expectTrue(copy.tripEstimateStyle == .light && !copy.automaticallyHidesNavigationBar)
        expectTrue(copy.hidesButtonsWithNavigationBar)
        expectTrue(copy.mapButtons.count == 2 && copy.leadingNavigationBarButtons.first?.title == "Pan")
        expectNotEqual(copy._guidanceBackgroundColor, nil)
        expectNotEqual(copy._elementID, template._elementID)
    }
}
