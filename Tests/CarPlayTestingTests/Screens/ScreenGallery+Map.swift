import CarPlay
import CarPlayHost
import CarPlayTesting
import Foundation
import MapKit
import UIKit

/// The map template's screens for the gallery: browsing with map buttons, the panning interface, trip previews,
/// guidance with lanes and a second maneuver, a paused trip, and a navigation alert.
enum MapGallery {
    @MainActor static func symbol(_ name: String) -> UIImage { UIImage(systemName: name)! }

    @MainActor static func mapTemplate() -> CPMapTemplate {
        let map = CPMapTemplate()
        map.mapButtons = ["plus.magnifyingglass", "minus.magnifyingglass", "location"].map { name in
            let button = CPMapButton { _ in }
            button.image = symbol(name)
            return button
        }
        map.leadingNavigationBarButtons = [CPBarButton(title: "Destinations") { _ in }]
        map.trailingNavigationBarButtons = [CPBarButton(image: symbol("magnifyingglass")) { _ in }]
        return map
    }

    @MainActor static func trip(_ name: String) -> CPTrip {
        let origin = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7325, longitude: 7.4189)))
        let destination = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)))
        destination.name = name
        return CPTrip(
            origin: origin, destination: destination,
            routeChoices: [
                CPRouteChoice(
                    summaryVariants: ["Via Boulevard Albert 1er"], additionalInformationVariants: ["Fastest"],
                    selectionSummaryVariants: ["Light traffic"]),
                CPRouteChoice(
                    summaryVariants: ["Via Avenue Princesse Grace"], additionalInformationVariants: ["Along the sea"],
                    selectionSummaryVariants: []),
            ])
    }

    @MainActor static func guiding(_ map: CPMapTemplate) -> CPNavigationSession {
        let trip = trip("Casino de Monte-Carlo")
        let session = map.startNavigationSession(for: trip)
        let first = CPManeuver()
        first.instructionVariants = ["Turn right onto Boulevard Albert 1er", "Right on Bd Albert 1er"]
        first.symbolImage = symbol("arrow.turn.up.right")
        let lanes = CPLaneGuidance()
        lanes.lanes = [
            CPLane(angles: [Measurement(value: -90, unit: .degrees)]),
            CPLane(angles: [Measurement(value: 0, unit: .degrees)]),
            CPLane(
                angles: [Measurement(value: 90, unit: .degrees)],
                highlightedAngle: Measurement(value: 90, unit: .degrees),
                isPreferred: true),
        ]
        first.linkedLaneGuidance = lanes
        let second = CPManeuver()
        second.instructionVariants = ["Keep left at Avenue d'Ostende"]
        second.symbolImage = symbol("arrow.up.left")
        session.add([first, second])
        session.upcomingManeuvers = [first, second]
        session.updateEstimates(
            CPTravelEstimates(distanceRemaining: Measurement(value: 300, unit: .meters), timeRemaining: 40), for: first)
        map.update(
            CPTravelEstimates(distanceRemaining: Measurement(value: 1.9, unit: .kilometers), timeRemaining: 360),
            for: trip, with: .green)
        return session
    }

    static let scenes: [GalleryScene] = [
        GalleryScene(
            name: "mapBrowse", category: .navigation, build: { controller in Gallery.root(mapTemplate())(controller) }),
        GalleryScene(
            name: "mapPanning", category: .navigation,
            build: { controller in
                let map = mapTemplate()
                map.trailingNavigationBarButtons = [CPBarButton(title: "Done") { _ in }]
                map.showPanningInterface(animated: false)
                Gallery.root(map)(controller)
            }),
        GalleryScene(
            name: "mapPreviews", category: .navigation,
            build: { controller in
                let map = mapTemplate()
                let trips = [trip("Casino de Monte-Carlo"), trip("Port Hercule")]
                map.updateEstimates(
                    CPTravelEstimates(
                        distanceRemaining: Measurement(value: 1.9, unit: .kilometers), timeRemaining: 360),
                    for: trips[0])
                map.showTripPreviews(
                    trips,
                    textConfiguration: CPTripPreviewTextConfiguration(
                        startButtonTitle: "Start", additionalRoutesButtonTitle: nil, overviewButtonTitle: nil))
                Gallery.root(map)(controller)
            }),
        GalleryScene(
            name: "mapGuidance", category: .navigation,
            build: { controller in
                let map = mapTemplate()
                _ = guiding(map)
                Gallery.root(map)(controller)
            }),
        GalleryScene(
            name: "mapPaused", category: .navigation,
            build: { controller in
                let map = mapTemplate()
                guiding(map).pauseTrip(for: .rerouting, description: nil)
                Gallery.root(map)(controller)
            }),
        GalleryScene(
            name: "mapAlert", category: .navigation,
            build: { controller in
                let map = mapTemplate()
                _ = guiding(map)
                Gallery.root(map)(controller)
                map.present(
                    navigationAlert: CPNavigationAlert(
                        titleVariants: ["Road closed ahead"], subtitleVariants: ["Avenue de la Costa"],
                        image: symbol("exclamationmark.triangle"),
                        primaryAction: CPAlertAction(title: "Reroute", style: .default) { _ in },
                        secondaryAction: CPAlertAction(title: "Dismiss", style: .cancel) { _ in }, duration: 0),
                    animated: false)
            }),
    ]
}
