import CarPlay
import MapKit
import UIKit

// Drive is the car's maps app: a `maps:` URL another app opens (`MKMapItem.openInMaps`, `UIApplication.open`)
// previews the routes to its place, as Apple Maps shows directions.
extension DriveSceneDelegate {
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        // Launched to open a URL: opened once the map template is up (after didConnect).
        urlsToOpen = connectionOptions.urlContexts.map(\.url)
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { openMapsURL(context.url) }
    }

    /// Opens the URLs Drive was launched with.
    func openLaunchURLs() {
        let urls = urlsToOpen
        urlsToOpen = []
        for url in urls { openMapsURL(url) }
    }

    /// Previews the routes to the place of a maps URL (Apple's Maps URL scheme): `daddr` (directions) or `ll` as
    /// "latitude,longitude", named by `q`; a name alone is searched for. Other URLs are ignored.
    func openMapsURL(_ url: URL) {
        guard let place = Self.place(ofMapsURL: url) else {
            guard let query = Self.queryItems(of: url)["q"], !query.isEmpty else { return }
            let request = MKLocalSearch.Request()
            request.naturalLanguageQuery = query
            MKLocalSearch(request: request).start { [weak self] response, _ in
                guard let found = response?.mapItems.first else { return }
                self?.choose(found)
            }
            return
        }
        choose(place)
    }

    /// The place a maps URL names by its coordinate, or nil.
    static func place(ofMapsURL url: URL) -> MKMapItem? {
        let items = queryItems(of: url)
        guard let text = items["daddr"] ?? items["ll"] else { return nil }
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1] else { return nil }
        let coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        guard CLLocationCoordinate2DIsValid(coordinate) else { return nil }
        let place = MKMapItem(placemark: MKPlacemark(coordinate: coordinate))
        place.name = items["q"] ?? "Dropped Pin"
        return place
    }

    private static func queryItems(of url: URL) -> [String: String] {
        guard ["maps", "http", "https"].contains(url.scheme?.lowercased() ?? "") else { return [:] }
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.compactMap { item in item.value.map { (item.name, $0) } }) { first, _ in first }
    }
}
