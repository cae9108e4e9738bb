import CarPlay
import MapKit
import UIKit

/// Fuel in the car, a fueling app (whose templates may go 3 deep): the car map's fuel stations on a point-of-interest
/// template with the sample's prices; Fuel Here lists the station's pumps; a pump's card authorises a payment after
/// the driver confirms it in an alert, and the pump unlocks — all within the depth of 3.
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private var interfaceController: CPInterfaceController?
    private var stations: CPPointOfInterestTemplate?
    private var pumpTemplate: CPInformationTemplate?

    /// The sample's prices (made up: stations publish their own, which the map does not hold), euros per litre.
    static let prices: [(fuel: String, euroPerLitre: Double)] = [("Unleaded 95", 1.89), ("Diesel", 1.79)]
    /// How much a payment authorises at the pump.
    static let authorisedEuros = 100
    /// A station's pumps.
    static let pumps = 1...6
    /// Where Fuel looks for stations: above Monaco, within 3 km (the extract's stations are outside the centre).
    static let searchCenter = CLLocationCoordinate2D(latitude: 43.7480, longitude: 7.4170)
    static let searchRadius: CLLocationDistance = 3000

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        let template = CPPointOfInterestTemplate(
            title: "Fuel Stations", pointsOfInterest: [], selectedIndex: NSNotFound)
        stations = template
        interfaceController.setRootTemplate(template, animated: false, completion: nil)
        let request = MKLocalPointsOfInterestRequest(center: Self.searchCenter, radius: Self.searchRadius)
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.gasStation])
        MKLocalSearch(request: request).start { [weak self] response, _ in
            guard let self, let stations else { return }
            // The template uses the first 12 locations.
            let points = (response?.mapItems ?? []).prefix(12).map(pointOfInterest)
            stations.setPointsOfInterest(points, selectedIndex: points.isEmpty ? NSNotFound : 0)
        }
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
        stations = nil
        pumpTemplate = nil
    }

    /// "Unleaded 95 €1.89 · Diesel €1.79 (sample prices)".
    static var priceLine: String {
        prices.map { "\($0.fuel) €" + String(format: "%.2f", $0.euroPerLitre) }.joined(separator: " · ")
            + " (sample prices)"
    }

    private func pointOfInterest(_ item: MKMapItem) -> CPPointOfInterest {
        let name = item.name ?? "Fuel station"
        let point = CPPointOfInterest(
            location: item, title: name, subtitle: item.placemark.thoroughfare, summary: Self.priceLine,
            detailTitle: name, detailSubtitle: item.placemark.thoroughfare, detailSummary: Self.priceLine,
            pinImage: nil)
        point.primaryButton = CPTextButton(title: "Fuel Here", textStyle: .confirm) { [weak self] _ in
            self?.showPumps(at: name)
        }
        point.secondaryButton = CPTextButton(title: "Navigate", textStyle: .normal) { _ in
            _ = item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving])
        }
        return point
    }

    /// The station's pumps (the second template of three).
    private func showPumps(at station: String) {
        let items = Self.pumps.map { pump in
            let item = CPListItem(text: "Pump \(pump)", detailText: Self.prices.map(\.fuel).joined(separator: ", "))
            item.handler = { [weak self] _, completion in
                self?.showPump(pump, at: station)
                completion()
            }
            return item
        }
        let list = CPListTemplate(title: station, sections: [CPListSection(items: items)])
        interfaceController?.pushTemplate(list, animated: true, completion: nil)
    }

    /// A pump's card (the third and last template): its prices, and the payment that unlocks it.
    private func showPump(_ pump: Int, at station: String) {
        let template = CPInformationTemplate(
            title: "Pump \(pump)", layout: .twoColumn, items: pumpItems(pump, station, status: "Awaiting payment"),
            actions: [
                CPTextButton(title: "Authorise €\(Self.authorisedEuros)", textStyle: .confirm) { [weak self] _ in
                    self?.confirmPayment(pump, at: station)
                }
            ])
        pumpTemplate = template
        interfaceController?.pushTemplate(template, animated: true, completion: nil)
    }

    private func pumpItems(_ pump: Int, _ station: String, status: String) -> [CPInformationItem] {
        [CPInformationItem(title: "Station", detail: station), CPInformationItem(title: "Pump", detail: "\(pump)")]
            + Self.prices.map {
                CPInformationItem(title: $0.fuel, detail: "€" + String(format: "%.2f", $0.euroPerLitre) + " per litre")
            }
            + [CPInformationItem(title: "Status", detail: status)]
    }

    /// The payment, confirmed in an alert (a modal: it does not count towards the depth).
    private func confirmPayment(_ pump: Int, at station: String) {
        guard let interfaceController else { return }
        let alert = CPAlertTemplate(
            titleVariants: [
                "Authorise €\(Self.authorisedEuros) for pump \(pump)?", "Authorise €\(Self.authorisedEuros)?",
            ],
            actions: [
                CPAlertAction(title: "Authorise", style: .default) { [weak self] _ in
                    interfaceController.dismissTemplate(animated: true, completion: nil)
                    self?.paid(pump, at: station)
                },
                CPAlertAction(title: "Cancel", style: .cancel) { _ in
                    interfaceController.dismissTemplate(animated: true, completion: nil)
                },
            ])
        interfaceController.presentTemplate(alert, animated: true, completion: nil)
    }

    private func paid(_ pump: Int, at station: String) {
        guard let pumpTemplate else { return }
        pumpTemplate.items = pumpItems(pump, station, status: "Unlocked: fuel now")
        pumpTemplate.actions = [
            CPTextButton(title: "Done", textStyle: .normal) { [weak self] _ in
                self?.interfaceController?.popToRootTemplate(animated: true, completion: nil)
            }
        ]
    }
}
