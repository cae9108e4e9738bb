#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import _PlatformHost

/// A point of interest on the map.
open class MKMapItem: NSObject {
    /// The placemark object containing the location information.
    public let placemark: MKPlacemark
    /// Whether the map item represents the user's current location.
    public let isCurrentLocation: Bool
    /// The descriptive name of the map item (defaults to the placemark's name).
    open var name: String?
    /// The phone number of the map item.
    open var phoneNumber: String?
    /// The URL of the map item's website.
    open var url: URL?
    /// The time zone of the map item's location.
    open var timeZone: TimeZone?
    /// The category of the point of interest (nil for an address or a place of no category).
    @available(iOS 13.0, *)
    open var pointOfInterestCategory: MKPointOfInterestCategory?

    /// Creates a map item for a placemark.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.isCurrentLocation = false
        self.name = placemark.name
        super.init()
    }

    private init(currentLocation: Void) {
        placemark = MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid)
        isCurrentLocation = true
        name = "Current Location"
        super.init()
    }

    /// Creates an empty map item (an invalid coordinate, no name).
    public override convenience init() {
        self.init(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
    }

    /// A map item that represents the user's location ("Current Location"; its placemark coordinate is invalid).
    open class func forCurrentLocation() -> MKMapItem {
        MKMapItem(currentLocation: ())
    }

    open override var description: String {
        var lines = [
            "<MKMapItem: \(PlatformFormat.address(of: self))> {",
            "    isCurrentLocation = \(isCurrentLocation ? 1 : 0);",
        ]
        if let name { lines.append("    name = \"\(name)\";") }
        if let phoneNumber { lines.append("    phoneNumber = \"\(phoneNumber)\";") }
        if let url { lines.append("    url = \"\(url.absoluteString)\";") }
        lines.append("    placemark = \"\(placemark.description)\";")
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
#endif
