import Contacts
import CoreLocation
import Expectations
import Foundation
import MapKit
import Testing

/// Postal addresses as iOS code uses them around CarPlay: a placemark's `postalAddress` and the formatter's mailing
/// address, in the order of the address's country.
struct ContactsTests {
    func address(
        _ street: String, _ city: String, _ state: String, _ postalCode: String, _ country: String, _ code: String
    ) -> CNPostalAddress {
        let address = CNMutablePostalAddress()
        address.street = street
        address.city = city
        address.state = state
        address.postalCode = postalCode
        address.country = country
        address.isoCountryCode = code
        return address.copy() as! CNPostalAddress
    }

    @Test func mailingAddressesFollowTheCountrysOrder() {
        let cupertino = address("1 Infinite Loop", "Cupertino", "CA", "95014", "United States", "us")
        expectEqual(
            CNPostalAddressFormatter.string(from: cupertino, style: .mailingAddress),
            "1 Infinite Loop\nCupertino CA 95014\nUnited States")
        let casino = address("Place du Casino", "Monaco", "", "98000", "Monaco", "MC")
        expectEqual(CNPostalAddressFormatter().string(from: casino), "Place du Casino\n98000 Monaco\nMonaco")
        let london = address("10 Downing Street", "London", "", "SW1A 2AA", "United Kingdom", "gb")
        expectEqual(
            CNPostalAddressFormatter().string(for: london), "10 Downing Street\nLondon\nSW1A 2AA\nUnited Kingdom")
        // Missing parts leave no empty lines.
        expectEqual(CNPostalAddressFormatter().string(from: address("", "Monaco", "", "", "", "mc")), "Monaco")
    }

    @Test func addressesAreValuesAndCopiesAreImmutable() {
        let mutable = CNMutablePostalAddress()
        mutable.street = "Place du Casino"
        let copy = mutable.copy() as! CNPostalAddress
        expectTrue(!(copy is CNMutablePostalAddress))
        expectEqual(copy, mutable)
        mutable.street = "Avenue d'Ostende"
        expectEqual(copy.street, "Place du Casino")
        expectNotEqual(copy, mutable)
        expectEqual(CNPostalAddress.localizedString(forKey: CNPostalAddressPostalCodeKey), "ZIP")
    }

    @Test func aPlacemarksPostalAddress() {
        let coordinate = CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)
        let casino = address("Place du Casino", "Monaco", "", "98000", "Monaco", "mc")
        let placemark = MKPlacemark(coordinate: coordinate, postalAddress: casino)
        expectEqual(placemark.postalAddress, casino)
        expectTrue(placemark.locality == "Monaco" && placemark.thoroughfare == "Place du Casino")
        // The street line holds the number and the street.
        let numbered = MKPlacemark(
            coordinate: coordinate, addressDictionary: ["SubThoroughfare": "1", "Street": "Infinite Loop"])
        expectEqual(numbered.postalAddress?.street, "1 Infinite Loop")
        expectEqual(MKPlacemark(coordinate: coordinate).postalAddress, nil)
    }
}
