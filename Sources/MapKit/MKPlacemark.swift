#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// A user-friendly description of a location on the map: a coordinate and an optional address.
open class MKPlacemark: NSObject, NSCopying, @unchecked Sendable {
    /// The coordinate of the placemark.
    public let coordinate: CLLocationCoordinate2D
    /// The name of the placemark ("Name").
    public let name: String?
    /// The street address ("Street").
    public let thoroughfare: String?
    /// Additional street-level information ("SubThoroughfare").
    public let subThoroughfare: String?
    /// The city ("City").
    public let locality: String?
    /// Additional city-level information ("SubLocality").
    public let subLocality: String?
    /// The state or province ("State").
    public let administrativeArea: String?
    /// Additional administrative area information ("SubAdministrativeArea").
    public let subAdministrativeArea: String?
    /// The postal code ("ZIP").
    public let postalCode: String?
    /// The country or region name ("Country").
    public let country: String?
    /// The abbreviated country or region name ("CountryCode").
    public let isoCountryCode: String?

    /// Creates a placemark with a coordinate and no address.
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate, addressDictionary: nil)
    }

    /// Creates a placemark with a coordinate and an address dictionary (string values for the keys "Name",
    /// "Street", "SubThoroughfare", "City", "SubLocality", "State", "SubAdministrativeArea", "ZIP", "Country",
    /// "CountryCode").
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        let strings = addressDictionary?.compactMapValues { $0 as? String }
        func value(_ key: String) -> String? { strings?[key].flatMap { $0.isEmpty ? nil : $0 } }
        name = value("Name")
        thoroughfare = value("Street") ?? value("Thoroughfare")
        subThoroughfare = value("SubThoroughfare")
        locality = value("City")
        subLocality = value("SubLocality")
        administrativeArea = value("State")
        subAdministrativeArea = value("SubAdministrativeArea")
        postalCode = value("ZIP")
        country = value("Country")
        isoCountryCode = value("CountryCode")
        super.init()
    }

    /// A location object for the coordinate.
    open var location: CLLocation? {
        CLLocationCoordinate2DIsValid(coordinate)
            ? CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude) : nil
    }

    /// The country code ("CountryCode").
    open var countryCode: String? { isoCountryCode }

    /// The single-line address ("Street, City, State ZIP, Country"), else the name; nil without either.
    open var title: String? {
        let stateLine = [administrativeArea, postalCode].compactMap { $0 }.joined(separator: " ")
        let parts = [thoroughfare, locality, stateLine.isEmpty ? nil : stateLine, country].compactMap { $0 }
        return parts.isEmpty ? name : parts.joined(separator: ", ")
    }

    /// No subtitle on this platform.
    open var subtitle: String? { nil }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        let text = [name, title].compactMap { $0 }.joined(separator: ", ")
        return "\(text.isEmpty ? "" : text + " @ ")<\(String(format: "%+.8f", coordinate.latitude)),"
            + "\(String(format: "%+.8f", coordinate.longitude))>"
    }
}
#endif
