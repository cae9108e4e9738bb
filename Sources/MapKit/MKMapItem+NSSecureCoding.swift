#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Secure coding of map items, for the CarPlay objects that archive them (`CPPointOfInterest.location`).
///
/// `MKMapItem` adopts `NSSecureCoding` on iOS, but a class can only adopt it in its own body (`init?(coder:)` must be
/// `required`), and `MKMapItem.swift` is not to be changed here. Until the class adopts it itself, map items are
/// archived through this box: the placemark (coordinate and address fields), whether it is the current location, the
/// name, phone number, URL and time zone.
final class MKMapItemArchive: NSObject, NSSecureCoding {
    let mapItem: MKMapItem

    init(_ mapItem: MKMapItem) {
        self.mapItem = mapItem
        super.init()
    }

    static var supportsSecureCoding: Bool { true }

    /// The placemark's address fields under the `addressDictionary` keys `MKPlacemark` reads.
    private static func address(of placemark: MKPlacemark) -> [String: String] {
        let fields: [(String, String?)] = [
            ("Name", placemark.name), ("Street", placemark.thoroughfare),
            ("SubThoroughfare", placemark.subThoroughfare),
            ("City", placemark.locality), ("SubLocality", placemark.subLocality),
            ("State", placemark.administrativeArea),
            ("SubAdministrativeArea", placemark.subAdministrativeArea), ("ZIP", placemark.postalCode),
            ("Country", placemark.country), ("CountryCode", placemark.isoCountryCode),
        ]
        return fields.reduce(into: [:]) { result, field in
            if let value = field.1 { result[field.0] = value }
        }
    }

    func encode(with coder: NSCoder) {
        coder.encode(mapItem.isCurrentLocation, forKey: "isCurrentLocation")
        coder.encode(mapItem.placemark.coordinate.latitude, forKey: "latitude")
        coder.encode(mapItem.placemark.coordinate.longitude, forKey: "longitude")
        coder.encode(Self.address(of: mapItem.placemark) as NSDictionary, forKey: "address")
        coder.encode(mapItem.name, forKey: "name")
        coder.encode(mapItem.phoneNumber, forKey: "phoneNumber")
        coder.encode(mapItem.url as NSURL?, forKey: "url")
        coder.encode(mapItem.timeZone?.identifier, forKey: "timeZone")
        coder.encode(mapItem.pointOfInterestCategory?.rawValue, forKey: "pointOfInterestCategory")
    }

    init?(coder: NSCoder) {
        let item: MKMapItem
        if coder.decodeBool(forKey: "isCurrentLocation") {
            item = .forCurrentLocation()
        } else {
            let coordinate = CLLocationCoordinate2D(
                latitude: coder.decodeDouble(forKey: "latitude"), longitude: coder.decodeDouble(forKey: "longitude"))
            let address =
                coder.decodeObject(of: [NSDictionary.self, NSString.self], forKey: "address") as? [String: String]
            item = MKMapItem(placemark: MKPlacemark(coordinate: coordinate, addressDictionary: address))
        }
        item.name = coder.decodeObject(of: NSString.self, forKey: "name") as String?
        item.phoneNumber = coder.decodeObject(of: NSString.self, forKey: "phoneNumber") as String?
        item.url = coder.containsValue(forKey: "url") ? coder.decodeObject(of: NSURL.self, forKey: "url") as URL? : nil
        item.timeZone = (coder.decodeObject(of: NSString.self, forKey: "timeZone") as String?).flatMap {
            TimeZone(identifier: $0)
        }
        item.pointOfInterestCategory =
            (coder.decodeObject(of: NSString.self, forKey: "pointOfInterestCategory")
            as String?).map(MKPointOfInterestCategory.init(rawValue:))
        self.mapItem = item
        super.init()
    }
}

extension NSCoder {
    /// Archives a map item (nothing for nil).
    package func encodeMapItem(_ mapItem: MKMapItem?, forKey key: String) {
        guard let mapItem else { return }
        encode(MKMapItemArchive(mapItem), forKey: key)
    }

    /// A map item that `encodeMapItem(_:forKey:)` archived; nil when there is none.
    package func decodeMapItem(forKey key: String) -> MKMapItem? {
        containsValue(forKey: key) ? decodeObject(of: MKMapItemArchive.self, forKey: key)?.mapItem : nil
    }
}
#endif
