/// Each category's app (its CarPlay scene delegate, written as for iOS) and the tests that drive it in `TestCar`
/// (audio, navigation and communication here; the others in AppTemplate+Categories.swift).
extension AppTemplate {
    var sceneDelegate: String {
        switch category {
        case .audio: audioApp
        case .navigation: navigationApp
        case .communication: communicationApp
        case .evCharging, .fueling, .parking: placesApp
        case .quickFoodOrdering: orderingApp
        case .drivingTask, .publicSafety: tasksApp
        case .voiceConversational: voiceApp
        }
    }

    var tests: String {
        let body =
            switch category {
            case .audio: audioTests
            case .navigation: navigationTests
            case .communication: communicationTests
            case .evCharging, .fueling, .parking: placesTests
            case .quickFoodOrdering: orderingTests
            case .drivingTask, .publicSafety: tasksTests
            case .voiceConversational: voiceTests
            }
        return """
            import CarPlay
            import CarPlayTesting
            import Testing

            /// \(name) in a headless car that enforces CarPlay's rules for its category: installed from its
            /// Info.plist and entitlements as the browser car installs it, and driven as a driver does.
            @MainActor
            struct \(name)Tests {
                let car: TestCar

                init() throws {
                    car = try TestCar(appModule: \(literal(name)))
                    try car.connect()
                }

            \(body)
            }

            """
    }

    /// The disconnect method of the apps without a window: the scene went, the interface controller with it.
    var disconnectMethod: String {
        """
            func templateApplicationScene(
                _ templateApplicationScene: CPTemplateApplicationScene,
                didDisconnectInterfaceController interfaceController: CPInterfaceController
            ) {
                self.interfaceController = nil
            }
        """
    }

    // MARK: Audio

    private var audioApp: String {
        """
        import CarPlay
        import MediaPlayer
        import UIKit

        /// \(name)'s CarPlay scene. CarPlay makes it from the Info.plist's `UISceneDelegateClassName` when the car
        /// connects: a list of stations; selecting one plays it and shows the Now Playing screen.
        final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
            private var interfaceController: CPInterfaceController?

            /// What the app plays (replace with your library).
            private let stations = [
                (title: "Morning Jazz", detail: "Relaxed tunes to start the day"),
                (title: "Classic Rock", detail: "The greatest hits"),
                (title: "News Hour", detail: "Headlines every hour"),
            ]

            func templateApplicationScene(
                _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
            ) {
                self.interfaceController = interfaceController
                let items = stations.map { station in
                    let item = CPListItem(text: station.title, detailText: station.detail)
                    item.handler = { [weak self] _, completion in
                        self?.play(station.title)
                        self?.interfaceController?.pushTemplate(CPNowPlayingTemplate.shared, animated: true) { _, _ in
                            completion()
                        }
                    }
                    return item
                }
                let stationList = CPListTemplate(title: "Stations", sections: [CPListSection(items: items)])
                interfaceController.setRootTemplate(stationList, animated: false, completion: nil)
            }

        \(disconnectMethod)

            /// Tells the system what plays (the Now Playing screen shows it); start your player here.
            private func play(_ title: String) {
                MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                    MPMediaItemPropertyTitle: title, MPMediaItemPropertyArtist: \(literal(name)),
                ]
                MPNowPlayingInfoCenter.default().playbackState = .playing
            }
        }

        """
    }

    private var audioTests: String {
        """
            @Test func theStationsAreTheRoot() {
                #expect(car.rootTemplate?.kind == .list)
                #expect(car.element("Morning Jazz") != nil)
            }

            @Test func aStationPlaysOnTheNowPlayingScreen() {
                car.select("Classic Rock")
                #expect(car.topTemplate?.kind == .nowPlaying)
                #expect(car.faults.isEmpty)
            }
        """
    }

    // MARK: Navigation

    private var navigationApp: String {
        """
        import CarPlay
        import MapKit
        import UIKit

        /// \(name)'s CarPlay scene. CarPlay makes it from the Info.plist's `UISceneDelegateClassName` when the car
        /// connects, and gives a navigation app a window for its map: a map template whose Places button lists
        /// destinations; picking one previews the route from the car, and Go starts guidance.
        final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate,
            MKMapViewDelegate
        {
            private var interfaceController: CPInterfaceController?
            private let mapView = MKMapView()
            private let mapTemplate = CPMapTemplate()
            private var navigationSession: CPNavigationSession?

            /// Where the driver can go (replace with your app's places or a search). The simulator's map is Monaco.
            private let places: [MKMapItem] = [
                ("Casino de Monte-Carlo", 43.7394, 7.4281), ("Port Hercule", 43.7350, 7.4215),
                ("Stade Louis II", 43.7276, 7.4155),
            ].map { name, latitude, longitude in
                let item = MKMapItem(
                    placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude)))
                item.name = name
                return item
            }

            func templateApplicationScene(
                _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
                to window: CPWindow
            ) {
                self.interfaceController = interfaceController
                let mapController = UIViewController()
                mapController.view = mapView
                mapView.delegate = self
                mapView.showsUserLocation = true
                mapView.userTrackingMode = .follow
                window.rootViewController = mapController

                mapTemplate.mapDelegate = self
                mapTemplate.trailingNavigationBarButtons = [
                    CPBarButton(title: "Places") { [weak self] _ in self?.showPlaces() }
                ]
                interfaceController.setRootTemplate(mapTemplate, animated: false, completion: nil)
            }

            func templateApplicationScene(
                _ templateApplicationScene: CPTemplateApplicationScene,
                didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
            ) {
                self.interfaceController = nil
                navigationSession = nil
            }

            private func showPlaces() {
                let items = places.map { place in
                    let item = CPListItem(text: place.name, detailText: nil)
                    item.handler = { [weak self] _, completion in
                        self?.interfaceController?.popToRootTemplate(animated: true, completion: nil)
                        self?.previewRoute(to: place)
                        completion()
                    }
                    return item
                }
                let list = CPListTemplate(title: "Places", sections: [CPListSection(items: items)])
                interfaceController?.pushTemplate(list, animated: true, completion: nil)
            }

            /// Asks MapKit for a route from the car to `place`, draws it and shows it as a trip preview.
            private func previewRoute(to place: MKMapItem) {
                let request = MKDirections.Request()
                request.source = MKMapItem.forCurrentLocation()
                request.destination = place
                MKDirections(request: request).calculate { [weak self] response, _ in
                    guard let self, let route = response?.routes.first else { return }
                    mapView.removeOverlays(mapView.overlays)
                    mapView.addOverlay(route.polyline)
                    mapView.setVisibleMapRect(
                        route.polyline.boundingMapRect, edgePadding: UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40),
                        animated: true)
                    let choice = CPRouteChoice(
                        summaryVariants: ["Via \\(route.name)"], additionalInformationVariants: [],
                        selectionSummaryVariants: [])
                    let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: place, routeChoices: [choice])
                    mapTemplate.showTripPreviews([trip], textConfiguration: nil)
                    mapTemplate.updateEstimates(
                        CPTravelEstimates(
                            distanceRemaining: Measurement(value: route.distance, unit: .meters),
                            timeRemaining: route.expectedTravelTime),
                        for: trip)
                }
            }

            func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
                mapTemplate.hideTripPreviews()
                let session = mapTemplate.startNavigationSession(for: trip)
                let maneuver = CPManeuver()
                maneuver.instructionVariants = ["Drive to \\(trip.destination.name ?? "the destination")"]
                session.upcomingManeuvers = [maneuver]
                navigationSession = session
                mapTemplate.leadingNavigationBarButtons = [
                    CPBarButton(title: "End") { [weak self] _ in self?.endTrip() }
                ]
            }

            private func endTrip() {
                navigationSession?.finishTrip()
                navigationSession = nil
                mapTemplate.leadingNavigationBarButtons = []
                mapView.removeOverlays(mapView.overlays)
            }

            func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
                let renderer = MKPolylineRenderer(overlay: overlay)
                renderer.strokeColor = .systemBlue
                renderer.lineWidth = 8
                return renderer
            }
        }

        """
    }

    private var navigationTests: String {
        """
            @Test func theMapIsTheRoot() {
                #expect(car.rootTemplate?.kind == .map)
            }

            @Test func aPlaceGetsARouteAndGuidance() async {
                car.tap("Places")
                car.select("Casino de Monte-Carlo")
                await car.wait { car.tripPreview != nil }
                #expect(car.topTemplate?.kind == .map)
                car.startTrip()
                #expect(car.navigationSession != nil)
                #expect(car.guidanceCard?.texts.contains("Drive to Casino de Monte-Carlo") == true)
                car.tap("End")
                #expect(car.navigationSession == nil)
                #expect(car.faults.isEmpty)
            }
        """
    }

    // MARK: Communication

    private var communicationApp: String {
        """
        import CarPlay
        import UIKit

        /// \(name)'s CarPlay scene. CarPlay makes it from the Info.plist's `UISceneDelegateClassName` when the car
        /// connects: the driver's favourite contacts; selecting one shows its contact card with a call button.
        /// (Messages are read and dictated by Siri, never shown as text: guideline 6 of the CarPlay Developer Guide.)
        final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
            private var interfaceController: CPInterfaceController?

            /// The driver's favourites (replace with your app's contacts).
            private let favourites = [
                (name: "Alex Martin", detail: "Mobile"), (name: "Sam Rivera", detail: "Work"),
                (name: "Jordan Lee", detail: "Home"),
            ]

            func templateApplicationScene(
                _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
            ) {
                self.interfaceController = interfaceController
                let items = favourites.map { person in
                    let item = CPListItem(text: person.name, detailText: person.detail)
                    item.accessoryType = .disclosureIndicator
                    item.handler = { [weak self] _, completion in
                        self?.showContact(person.name, person.detail)
                        completion()
                    }
                    return item
                }
                let list = CPListTemplate(title: "Favourites", sections: [CPListSection(items: items)])
                interfaceController.setRootTemplate(list, animated: false, completion: nil)
            }

        \(disconnectMethod)

            private func showContact(_ name: String, _ detail: String) {
                let contact = CPContact(name: name, image: UIImage(systemName: "person.crop.circle") ?? UIImage())
                contact.subtitle = detail
                contact.actions = [
                    CPContactCallButton { _ in
                        // Start the call with CallKit here (CXCallController, CXStartCallAction).
                    }
                ]
                interfaceController?.pushTemplate(CPContactTemplate(contact: contact), animated: true, completion: nil)
            }
        }

        """
    }

    private var communicationTests: String {
        """
            @Test func theFavouritesAreTheRoot() {
                #expect(car.rootTemplate?.kind == .list)
                #expect(car.element("Alex Martin") != nil)
            }

            @Test func aFavouriteShowsItsContactCard() {
                car.select("Sam Rivera")
                #expect(car.topTemplate?.kind == .contact)
                #expect(car.faults.isEmpty)
            }
        """
    }
}
