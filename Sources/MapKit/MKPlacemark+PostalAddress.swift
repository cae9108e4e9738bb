#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Contacts
import CoreLocation
import Foundation

extension MKPlacemark {
    /// Creates a placemark with a coordinate and a postal address.
    public convenience init(coordinate: CLLocationCoordinate2D, postalAddress: CNPostalAddress) {
        self.init(
            coordinate: coordinate,
            addressDictionary: [
                "Street": postalAddress.street, "SubLocality": postalAddress.subLocality, "City": postalAddress.city,
                "SubAdministrativeArea": postalAddress.subAdministrativeArea, "State": postalAddress.state,
                "ZIP": postalAddress.postalCode, "Country": postalAddress.country,
                "CountryCode": postalAddress.isoCountryCode,
            ])
    }

    /// The placemark's address as a postal address (street number and name on the street line); nil when it has
    /// none.
    public var postalAddress: CNPostalAddress? {
        var street = thoroughfare ?? ""
        if let number = subThoroughfare, !street.hasPrefix(number) {
            street = street.isEmpty ? number : "\(number) \(street)"
        }
        let address = CNMutablePostalAddress()
        address.street = street
        address.subLocality = subLocality ?? ""
        address.city = locality ?? ""
        address.subAdministrativeArea = subAdministrativeArea ?? ""
        address.state = administrativeArea ?? ""
        address.postalCode = postalCode ?? ""
        address.country = country ?? ""
        address.isoCountryCode = isoCountryCode ?? ""
        guard address != CNPostalAddress() else { return nil }
        return address.copy() as? CNPostalAddress
    }
}
#endif
