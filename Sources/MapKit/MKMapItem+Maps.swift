#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The mode of transportation (`MKLaunchOptionsDirectionsMode…`).
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// The type of map to display: an `MKMapType` raw value.
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
/// Whether to display traffic.
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
/// The coordinate to center the map on (an `NSValue`-wrapped coordinate on iOS).
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
/// The amount of the map to display.
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
/// The camera to view the map with.
public let MKLaunchOptionsCameraKey = "MKLaunchOptionsCamera"
/// Directions by the user's preferred transport.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Public transit directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
/// Cycling directions.
public let MKLaunchOptionsDirectionsModeCycling = "MKLaunchOptionsDirectionsModeCycling"

extension MKMapItem {
    /// Opens the place in the maps app: in the car, the car's navigation app, with directions to it when the
    /// options ask for a directions mode. True when a maps app opens it.
    @MainActor
    public func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
        MKMapItem.openMaps(with: [self], launchOptions: launchOptions)
    }

    /// Opens places in the maps app: with a directions mode, directions from the first to the last (the current
    /// location when only one is given); else the places themselves. True when a maps app opens them.
    @MainActor
    public class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool {
        guard let url = mapsURL(for: mapItems, launchOptions: launchOptions) else { return false }
        return PlatformHost.openURL(url)
    }

    /// The `maps:` URL of Apple's Maps URL scheme for the items and options (nil for no item): `daddr` and `saddr`
    /// with `dirflg` for directions, else `ll`; `q` names the place.
    static func mapsURL(for mapItems: [MKMapItem], launchOptions: [String: Any]?) -> URL? {
        guard let last = mapItems.last else { return nil }
        func coordinate(_ item: MKMapItem) -> String? {
            guard !item.isCurrentLocation, CLLocationCoordinate2DIsValid(item.placemark.coordinate) else { return nil }
            return String(format: "%.6f,%.6f", item.placemark.coordinate.latitude, item.placemark.coordinate.longitude)
        }
        var components = URLComponents()
        components.scheme = "maps"
        var query: [URLQueryItem] = []
        if let mode = launchOptions?[MKLaunchOptionsDirectionsModeKey] as? String {
            if mapItems.count > 1, let source = coordinate(mapItems[0]) {
                query.append(URLQueryItem(name: "saddr", value: source))
            }
            if let destination = coordinate(last) { query.append(URLQueryItem(name: "daddr", value: destination)) }
            let flag =
                switch mode {
                case MKLaunchOptionsDirectionsModeWalking: "w"
                case MKLaunchOptionsDirectionsModeTransit: "r"
                case MKLaunchOptionsDirectionsModeCycling: "c"
                default: "d"
                }
            query.append(URLQueryItem(name: "dirflg", value: flag))
        } else if let place = coordinate(last) {
            query.append(URLQueryItem(name: "ll", value: place))
        }
        if let name = last.name, !last.isCurrentLocation { query.append(URLQueryItem(name: "q", value: name)) }
        components.queryItems = query
        return components.url
    }
}
#endif
