#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An immutable postal address. Every part is a string, empty when unknown.
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The parts, in one value (`CNMutablePostalAddress` changes them).
    struct Parts: Hashable {
        var street = ""
        var subLocality = ""
        var city = ""
        var subAdministrativeArea = ""
        var state = ""
        var postalCode = ""
        var country = ""
        var isoCountryCode = ""
    }

    var parts: Parts

    init(parts: Parts) {
        self.parts = parts
        super.init()
    }

    /// An empty address.
    public override convenience init() { self.init(parts: Parts()) }

    /// The street name and number ("1 Infinite Loop"); several lines are separated by newlines.
    open var street: String { parts.street }
    /// The part of the city (a neighbourhood).
    open var subLocality: String { parts.subLocality }
    /// The city.
    open var city: String { parts.city }
    /// The part of the state (a county).
    open var subAdministrativeArea: String { parts.subAdministrativeArea }
    /// The state or province.
    open var state: String { parts.state }
    /// The postal code.
    open var postalCode: String { parts.postalCode }
    /// The country or region.
    open var country: String { parts.country }
    /// The ISO 3166-1 code of the country or region ("us").
    open var isoCountryCode: String { parts.isoCountryCode }

    open func copy(with zone: NSZone? = nil) -> Any { CNPostalAddress(parts: parts) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutablePostalAddress(parts: parts) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CNPostalAddress)?.parts == parts
    }

    open override var hash: Int { parts.hashValue }

    /// The localized name of a property key (`CNPostalAddressStreetKey`…): "Street", "City"…
    open class func localizedString(forKey key: String) -> String {
        switch key {
        case CNPostalAddressStreetKey: "Street"
        case CNPostalAddressSubLocalityKey: "Neighborhood"
        case CNPostalAddressCityKey: "City"
        case CNPostalAddressSubAdministrativeAreaKey: "County"
        case CNPostalAddressStateKey: "State"
        case CNPostalAddressPostalCodeKey: "ZIP"
        case CNPostalAddressCountryKey: "Country"
        case CNPostalAddressISOCountryCodeKey: "Country Code"
        default: key
        }
    }
}

/// The key of `CNPostalAddress.street`.
public let CNPostalAddressStreetKey = "street"
/// The key of `CNPostalAddress.subLocality`.
public let CNPostalAddressSubLocalityKey = "subLocality"
/// The key of `CNPostalAddress.city`.
public let CNPostalAddressCityKey = "city"
/// The key of `CNPostalAddress.subAdministrativeArea`.
public let CNPostalAddressSubAdministrativeAreaKey = "subAdministrativeArea"
/// The key of `CNPostalAddress.state`.
public let CNPostalAddressStateKey = "state"
/// The key of `CNPostalAddress.postalCode`.
public let CNPostalAddressPostalCodeKey = "postalCode"
/// The key of `CNPostalAddress.country`.
public let CNPostalAddressCountryKey = "country"
/// The key of `CNPostalAddress.isoCountryCode`.
public let CNPostalAddressISOCountryCodeKey = "ISOCountryCode"
#endif
