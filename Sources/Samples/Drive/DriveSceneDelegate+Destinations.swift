import CarPlay
import CoreLocation
import MapKit
import UIKit

extension DriveSceneDelegate {
    // MARK: Destinations

    /// The Destinations list. While a trip is under way it offers its places as a stop on the way (titled "Add
    /// Stop"; the trip's own destination is left out).
    func showDestinations() {
        let destination = guidance?.trip.destination
        let favourites = Self.favourites.compactMap { favourite -> CPListItem? in
            let place = MKMapItem(placemark: MKPlacemark(coordinate: favourite.coordinate))
            place.name = favourite.name
            if let destination, Self.isSamePlace(place, destination) { return nil }
            let item = CPListItem(text: favourite.name, detailText: nil, image: UIImage(systemName: "star.fill"))
            item.handler = { [weak self] _, completion in self?.pick(place, completion: completion) }
            return item
        }
        let categories = Self.categories.map { category in
            let item = CPListItem(
                text: category.title, detailText: nil, image: UIImage(systemName: category.symbolName))
            item.accessoryType = .disclosureIndicator
            item.handler = { [weak self] _, completion in
                self?.showPlaces(in: category, completion: completion)
            }
            return item
        }
        let recentItems = recents.compactMap { place -> CPListItem? in
            if let destination, Self.isSamePlace(place, destination) { return nil }
            let item = CPListItem(
                text: place.name, detailText: distanceText(to: place), image: UIImage(systemName: "clock"))
            item.handler = { [weak self] _, completion in self?.pick(place, completion: completion) }
            return item
        }
        var sections: [CPListSection] = []
        if !favourites.isEmpty {
            sections.append(CPListSection(items: favourites, header: "Favourites", sectionIndexTitle: nil))
        }
        if !recentItems.isEmpty {
            sections.append(CPListSection(items: recentItems, header: "Recents", sectionIndexTitle: nil))
        }
        sections.append(CPListSection(items: categories, header: "Nearby", sectionIndexTitle: nil))
        let list = CPListTemplate(title: guidance == nil ? "Destinations" : Self.addStopTitle, sections: sections)
        interfaceController?.pushTemplate(list, animated: true, completion: nil)
    }

    /// What the lists say while a trip is under way: a place picked there becomes a stop (Apple Maps' wording).
    static let addStopTitle = "Add Stop"

    /// A place the driver picked in Drive's lists: a stop on the way while a trip is under way, otherwise a preview
    /// of the routes to it.
    func pick(_ place: MKMapItem, completion: @escaping () -> Void) {
        if guidance == nil {
            choose(place, completion: completion)
        } else {
            interfaceController?.popToRootTemplate(animated: true, completion: nil)
            addStop(place, completion: completion)
        }
    }

    /// The places of a category near the car (`MKLocalPointsOfInterestRequest` with the category's filter), from
    /// the car's map; the row spins until they come.
    func showPlaces(in category: Category, completion: @escaping () -> Void) {
        let center = lastLocation?.coordinate ?? DriveMapViewController.monaco.center
        let request = MKLocalPointsOfInterestRequest(center: center, radius: Self.nearbyRadius)
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: category.pointsOfInterest)
        let search = MKLocalSearch(request: request)
        Task {
            var places = await Self.distinctPlaces(of: search)
            if let destination = guidance?.trip.destination {
                places.removeAll { Self.isSamePlace($0, destination) }
            }
            if let here = lastLocation {
                places.sort { here.distance(from: Self.location(of: $0)) < here.distance(from: Self.location(of: $1)) }
            }
            completion()
            let items = places.prefix(12).map(self.item(for:))
            // While a trip is under way the places are stops: the section says so.
            let header = guidance == nil ? nil : Self.addStopTitle
            let list = CPListTemplate(
                title: category.title,
                sections: [CPListSection(items: Array(items), header: header, sectionIndexTitle: nil)])
            if items.isEmpty { list.emptyViewTitleVariants = ["No \(category.title.lowercased()) nearby"] }
            interfaceController?.pushTemplate(list, animated: true, completion: nil)
        }
    }

    /// The places `search` finds, in its order, each once (the same name at the same place is one place).
    static func distinctPlaces(of search: MKLocalSearch) async -> [MKMapItem] {
        var places: [MKMapItem] = []
        for place in (try? await search.start().mapItems) ?? []
        where !places.contains(where: { $0.name == place.name && isSamePlace($0, place) }) {
            places.append(place)
        }
        return places
    }

    /// A row for a place the driver may pick: its name, street and distance (`detailText(for:)`).
    func item(for place: MKMapItem) -> CPListItem {
        let item = CPListItem(text: place.name, detailText: detailText(for: place))
        item.handler = { [weak self] _, completion in self?.pick(place, completion: completion) }
        return item
    }

    static func location(of place: MKMapItem) -> CLLocation {
        CLLocation(latitude: place.placemark.coordinate.latitude, longitude: place.placemark.coordinate.longitude)
    }

    static func isSamePlace(_ one: MKMapItem, _ other: MKMapItem) -> Bool {
        location(of: one).distance(from: location(of: other)) < 1
    }

    /// A place's row detail: its street and how far it is ("Avenue de Monte-Carlo · 450 m"), either alone when the
    /// other is unknown.
    func detailText(for place: MKMapItem) -> String? {
        let parts = [place.placemark.thoroughfare, distanceText(to: place)].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    private func distanceText(to place: MKMapItem) -> String? {
        guard let lastLocation else { return nil }
        let destination = place.placemark.coordinate
        let meters = lastLocation.distance(
            from: CLLocation(latitude: destination.latitude, longitude: destination.longitude))
        return format.distance(meters)
    }

    /// Remembers a destination the driver started a trip to: first in the recents, once (the same name within 300 m
    /// is the same place, found by search or picked from the favourites), at most `maximumRecents`.
    func remember(_ place: MKMapItem) {
        recents.removeAll {
            $0.name == place.name && Self.location(of: $0).distance(from: Self.location(of: place)) < 300
        }
        recents.insert(place, at: 0)
        if recents.count > Self.maximumRecents { recents.removeLast(recents.count - Self.maximumRecents) }
    }

    // MARK: Previews

    /// A preview of the routes to `place` on the map; `completion` once they are shown (the row the driver chose
    /// spins until then).
    func choose(_ place: MKMapItem, completion: @escaping () -> Void = {}) {
        let request = MKDirections.Request()
        request.source = MKMapItem.forCurrentLocation()
        request.destination = place
        request.transportType = .automobile
        request.requestsAlternateRoutes = true
        let directions = MKDirections(request: request)
        previewTask = Task {
            defer { completion() }
            interfaceController?.popToRootTemplate(animated: true, completion: nil)
            guard let routes = try? await directions.calculate().routes, !routes.isEmpty else {
                mapTemplate.present(navigationAlert: self.noRouteAlert(to: place), animated: true)
                return
            }
            self.preview(Array(routes.prefix(3)), to: place)
        }
    }

    func noRouteAlert(to place: MKMapItem) -> CPNavigationAlert {
        CPNavigationAlert(
            titleVariants: ["No route to \(place.name ?? "this place")", "No route"], subtitleVariants: [],
            image: nil,
            primaryAction: CPAlertAction(title: "OK", style: .cancel) { _ in }, secondaryAction: nil, duration: 5)
    }

    func preview(_ routes: [MKRoute], to place: MKMapItem) {
        let origin = MKMapItem.forCurrentLocation()
        // Each choice says which way it goes ("Via …", the same words for every route) and how it compares; its
        // time and distance are the trip's estimates, shown once by CarPlay under the choices for the route the
        // driver selects (`selectedPreviewFor` updates them), in CarPlay's own rounding.
        let fastest = routes.first?.expectedTravelTime ?? 0
        let choices = routes.enumerated().map { index, route in
            let choice = CPRouteChoice(
                summaryVariants: [route.name.isEmpty ? "Via local roads" : "Via \(route.name)"],
                additionalInformationVariants: comparison(of: route, fastest: fastest, isFirst: index == 0),
                selectionSummaryVariants: [])
            choice.userInfo = index
            return choice
        }
        let trip = CPTrip(origin: origin, destination: place, routeChoices: choices)
        previewRoutes = routes
        if let fastest = routes.first {
            mapTemplate.updateEstimates(estimates(for: fastest), for: trip)
            mapViewController.show(fastest, to: place.placemark.coordinate, named: place.name ?? "")
        }
        // Cancel leaves the preview (`cancelPreview()`).
        mapTemplate.trailingNavigationBarButtons = [cancelPreviewButton]
        mapTemplate.showTripPreviews(
            [trip],
            textConfiguration: CPTripPreviewTextConfiguration(
                startButtonTitle: "Go", additionalRoutesButtonTitle: "Routes", overviewButtonTitle: "Overview"))
    }

    /// How a route compares with the fastest: "Fastest route", "3 min slower" (with the route's first advisory
    /// notice when it has one, "Toll road · 3 min slower"), "Similar time" within half a minute.
    func comparison(of route: MKRoute, fastest: TimeInterval, isFirst: Bool) -> [String] {
        let notice = route.advisoryNotices.first
        let compared: String
        if isFirst {
            compared = "Fastest route"
        } else if route.expectedTravelTime - fastest < 30 {
            compared = "Similar time"
        } else {
            compared = "\(format.duration(route.expectedTravelTime - fastest)) slower"
        }
        return [notice.map { "\($0) · \(compared)" }, compared].compactMap { $0 }
    }

    func estimates(for route: MKRoute) -> CPTravelEstimates {
        format.estimates(meters: route.distance, seconds: route.expectedTravelTime)
    }

    func route(for choice: CPRouteChoice) -> MKRoute? {
        guard let index = choice.userInfo as? Int, previewRoutes.indices.contains(index) else {
            return previewRoutes.first
        }
        return previewRoutes[index]
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {
        guard let route = route(for: routeChoice) else { return }
        mapTemplate.updateEstimates(estimates(for: route), for: trip)
        let destination = trip.destination
        mapViewController.show(route, to: destination.placemark.coordinate, named: destination.name ?? "")
    }
}
