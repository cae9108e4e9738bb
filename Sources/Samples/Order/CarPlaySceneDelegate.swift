import CarPlay
import CoreLocation
import MapKit
import UIKit

/// Order in the car, a quick food ordering app: favourites and recent orders (12 each at most, never a full menu)
/// and the restaurant on a point-of-interest template, in a tab bar; an order is confirmed in an alert, and its status
/// follows the car: the restaurant starts it when the car arrives (the car's location, within 250 m).
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CLLocationManagerDelegate {
    /// A dish or meal the driver can order.
    struct Dish {
        let name: String
        let euros: Double
        var price: String { "€" + String(format: "%.2f", euros) }
    }

    /// The sample's restaurant and dishes (made up: the map holds no menus or prices).
    static let restaurant = "Harbour Burger"
    nonisolated static let restaurantCoordinate = CLLocationCoordinate2D(latitude: 43.7357, longitude: 7.4235)
    static let favourites = [
        Dish(name: "Classic Burger Meal", euros: 9.50), Dish(name: "Veggie Wrap", euros: 7.20),
        Dish(name: "Chicken Salad", euros: 8.40), Dish(name: "Coffee & Croissant", euros: 3.90),
    ]
    /// The most orders a list shows (the guide: favourites and recents limited to 12 items each).
    static let listLimit = 12
    /// How near the car must be for the restaurant to start the order.
    nonisolated static let arrivalDistance: CLLocationDistance = 250

    private var interfaceController: CPInterfaceController?
    private var recentTemplate: CPListTemplate?
    private var orderTemplate: CPInformationTemplate?
    private var recent: [Dish] = [Dish(name: "Classic Burger Meal", euros: 9.50)]
    /// The order under way and whether the car has arrived.
    private var current: (dish: Dish, arrived: Bool)?
    private var locations: CLLocationManager?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        let favourites = CPListTemplate(
            title: "Favourites", sections: [CPListSection(items: Self.favourites.prefix(Self.listLimit).map(row))])
        favourites.tabImage = UIImage(systemName: "star.fill")
        let recent = CPListTemplate(title: "Recent", sections: recentSections())
        recent.tabImage = UIImage(systemName: "clock")
        recentTemplate = recent
        let item = MKMapItem(placemark: MKPlacemark(coordinate: Self.restaurantCoordinate))
        item.name = Self.restaurant
        let point = CPPointOfInterest(
            location: item, title: Self.restaurant, subtitle: "Drive-thru", summary: "Sample restaurant",
            detailTitle: Self.restaurant, detailSubtitle: "Drive-thru · open until 23:00", detailSummary: nil,
            pinImage: nil)
        point.primaryButton = CPTextButton(title: "Navigate", textStyle: .confirm) { _ in
            _ = item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving])
        }
        let restaurant = CPPointOfInterestTemplate(title: "Restaurant", pointsOfInterest: [point], selectedIndex: 0)
        restaurant.tabImage = UIImage(systemName: "mappin")
        interfaceController.setRootTemplate(
            CPTabBarTemplate(templates: [favourites, recent, restaurant]), animated: false, completion: nil)
        let locations = CLLocationManager()
        locations.delegate = self
        locations.requestWhenInUseAuthorization()
        self.locations = locations
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        locations?.stopUpdatingLocation()
        locations = nil
        self.interfaceController = nil
    }

    private func row(_ dish: Dish) -> CPListItem {
        let item = CPListItem(text: dish.name, detailText: dish.price)
        item.handler = { [weak self] _, completion in
            self?.showOrder(dish)
            completion()
        }
        return item
    }

    private func recentSections() -> [CPListSection] {
        [CPListSection(items: recent.prefix(Self.listLimit).map(row))]
    }

    // MARK: Ordering

    /// A dish's card (the second template of two): its price and pickup, and Order for Pickup.
    private func showOrder(_ dish: Dish) {
        let template = CPInformationTemplate(
            title: dish.name, layout: .twoColumn, items: orderItems(dish, status: nil),
            actions: [
                CPTextButton(title: "Order for Pickup", textStyle: .confirm) { [weak self] _ in self?.confirm(dish) }
            ])
        orderTemplate = template
        interfaceController?.pushTemplate(template, animated: true, completion: nil)
    }

    private func orderItems(_ dish: Dish, status: String?) -> [CPInformationItem] {
        [
            CPInformationItem(title: "Restaurant", detail: Self.restaurant),
            CPInformationItem(title: "Price", detail: dish.price),
            CPInformationItem(title: "Pickup", detail: "Drive-thru"),
        ] + (status.map { [CPInformationItem(title: "Status", detail: $0)] } ?? [])
    }

    private func confirm(_ dish: Dish) {
        guard let interfaceController else { return }
        let alert = CPAlertTemplate(
            titleVariants: ["Order \(dish.name) for \(dish.price)?", "Order for \(dish.price)?"],
            actions: [
                CPAlertAction(title: "Order", style: .default) { [weak self] _ in
                    interfaceController.dismissTemplate(animated: true, completion: nil)
                    self?.ordered(dish)
                },
                CPAlertAction(title: "Cancel", style: .cancel) { _ in
                    interfaceController.dismissTemplate(animated: true, completion: nil)
                },
            ])
        interfaceController.presentTemplate(alert, animated: true, completion: nil)
    }

    private func ordered(_ dish: Dish) {
        current = (dish, false)
        recent.removeAll { $0.name == dish.name }
        recent.insert(dish, at: 0)
        recentTemplate?.updateSections(recentSections())
        showStatus()
        locations?.startUpdatingLocation()
    }

    private func showStatus() {
        guard let current else { return }
        let status = current.arrived ? "You're here: it's being made" : "Ordered: we start it when you arrive"
        orderTemplate?.items = orderItems(current.dish, status: status)
        orderTemplate?.actions = []
    }

    // MARK: The car's location

    nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}

    /// The car reached the restaurant: the order starts.
    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let last = locations.last else { return }
        let here = CLLocation(
            latitude: Self.restaurantCoordinate.latitude, longitude: Self.restaurantCoordinate.longitude)
        let arrived = last.distance(from: here) <= Self.arrivalDistance
        MainActor.assumeIsolated { self.carMoved(arrived: arrived) }
    }

    private func carMoved(arrived: Bool) {
        guard arrived, let order = current, !order.arrived else { return }
        current = (order.dish, true)
        showStatus()
        self.locations?.stopUpdatingLocation()
    }
}
