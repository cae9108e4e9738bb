import Foundation
import UIKit

/// The helpers the navigation classes' `encode(with:)` and `init?(coder:)` share: angles as `Measurement<UnitAngle>`,
/// and attributed instruction variants with their text attachments.
///
/// An angle is archived as its value and its unit's symbol, so a decoded angle keeps the unit the app chose
/// (degrees, radians...). An angle in a unit the framework does not know by symbol is archived in degrees.
/// (`NSMeasurement`'s own coding is not used: Foundation on Linux does not archive units.)
extension NSCoder {
    /// The units an archived angle may name.
    private static var angleUnits: [UnitAngle] {
        [.degrees, .radians, .gradians, .revolutions, .arcMinutes, .arcSeconds]
    }

    /// An angle as a property-list dictionary: value and unit symbol.
    private static func archived(_ angle: Measurement<UnitAngle>) -> NSDictionary {
        let known = angleUnits.contains { $0.symbol == angle.unit.symbol }
        let stored = known ? angle : angle.converted(to: .degrees)
        return ["value": NSNumber(value: stored.value), "unit": NSString(string: stored.unit.symbol)] as NSDictionary
    }

    /// The angle `archived(_:)` made; nil for anything else.
    private static func angle(from object: Any) -> Measurement<UnitAngle>? {
        guard let dictionary = object as? NSDictionary, let value = dictionary["value"] as? NSNumber,
            let symbol = dictionary["unit"] as? NSString,
            let unit = angleUnits.first(where: { $0.symbol == symbol as String })
        else { return nil }
        return Measurement(value: value.doubleValue, unit: unit)
    }

    private static var angleClasses: [AnyClass] { [NSArray.self, NSDictionary.self, NSString.self, NSNumber.self] }

    /// Archives an angle (nothing for nil).
    func encodeAngle(_ angle: Measurement<UnitAngle>?, forKey key: String) {
        guard let angle else { return }
        encode(Self.archived(angle), forKey: key)
    }

    /// The angle `encodeAngle(_:forKey:)` archived; nil when there is none.
    func decodeAngle(forKey key: String) -> Measurement<UnitAngle>? {
        guard containsValue(forKey: key), let object = decodeObject(of: Self.angleClasses, forKey: key) else {
            return nil
        }
        return Self.angle(from: object)
    }

    /// Archives angles in order (nothing for nil).
    func encodeAngles(_ angles: [Measurement<UnitAngle>]?, forKey key: String) {
        guard let angles else { return }
        encode(angles.map(Self.archived) as NSArray, forKey: key)
    }

    /// The angles `encodeAngles(_:forKey:)` archived; nil when the key is missing or holds something else.
    func decodeAngles(forKey key: String) -> [Measurement<UnitAngle>]? {
        guard containsValue(forKey: key), let array = decodeObject(of: Self.angleClasses, forKey: key) as? NSArray
        else { return nil }
        var result: [Measurement<UnitAngle>] = []
        for element in array {
            guard let angle = Self.angle(from: element) else { return nil }
            result.append(angle)
        }
        return result
    }

    // MARK: Attributed strings with text attachments

    /// Archives attributed strings like `encodeAttributedStrings(_:forKey:)`, plus the images of their text
    /// attachments (the one attribute CarPlay keeps in maneuver instructions) and where they are.
    func encodeAttributedStringsWithAttachments(_ strings: [NSAttributedString], forKey key: String) {
        encodeAttributedStrings(strings, forKey: key)
        var places: [NSDictionary] = []
        var images: [UIImage] = []
        for (index, string) in strings.enumerated() {
            string.enumerateAttribute(.attachment, in: NSRange(location: 0, length: string.length)) { value, range, _ in
                guard let image = (value as? NSTextAttachment)?.image else { return }
                places.append(
                    [
                        "string": NSNumber(value: index), "location": NSNumber(value: range.location),
                        "length": NSNumber(value: range.length), "image": NSNumber(value: images.count),
                    ] as NSDictionary)
                images.append(image)
            }
        }
        guard !places.isEmpty else { return }
        encode(places as NSArray, forKey: key + ".attachments")
        encodeImages(images, forKey: key + ".attachmentImages")
    }

    /// Attributed strings that `encodeAttributedStringsWithAttachments(_:forKey:)` archived, each attachment an
    /// `NSTextAttachment` with its image; nil when the key is missing or holds something else.
    func decodeAttributedStringsWithAttachments(forKey key: String) -> [NSAttributedString]? {
        guard let strings = decodeAttributedStrings(forKey: key) else { return nil }
        guard containsValue(forKey: key + ".attachments") else { return strings }
        guard
            let places = decodeObject(
                of: [NSArray.self, NSDictionary.self, NSString.self, NSNumber.self],
                forKey: key + ".attachments") as? NSArray,
            let images = decodeImages(forKey: key + ".attachmentImages")
        else { return nil }
        let mutable = strings.map { NSMutableAttributedString(attributedString: $0) }
        for case let place as NSDictionary in places {
            guard let index = (place["string"] as? NSNumber)?.intValue, mutable.indices.contains(index),
                let location = (place["location"] as? NSNumber)?.intValue,
                let length = (place["length"] as? NSNumber)?.intValue,
                let image = (place["image"] as? NSNumber)?.intValue, images.indices.contains(image),
                location >= 0, length >= 0, location + length <= mutable[index].length
            else { return nil }
            mutable[index].addAttribute(
                .attachment, value: NSTextAttachment(image: images[image]),
                range: NSRange(location: location, length: length))
        }
        return mutable.map { NSAttributedString(attributedString: $0) }
    }
}

/// The helpers the navigation classes' `encode(with:)` and `init?(coder:)` share: lengths, coordinates with an
/// altitude and time zones.
extension NSCoder {
    /// The units a length keeps through an archive; a length in another unit decodes in meters.
    private static let lengthUnits: [UnitLength] = [
        .meters, .kilometers, .centimeters, .millimeters, .micrometers, .nanometers, .picometers, .megameters,
        .hectometers, .decameters, .decimeters, .miles, .yards, .feet, .inches, .nauticalMiles, .scandinavianMiles,
        .fathoms, .furlongs, .lightyears, .astronomicalUnits, .parsecs,
    ]

    /// Archives a length as its value, its unit's symbol and its value in meters (nothing for nil).
    func encodeLength(_ length: Measurement<UnitLength>?, forKey key: String) {
        guard let length else { return }
        encode(length.value, forKey: key + ".value")
        encode(length.unit.symbol, forKey: key + ".unit")
        encode(length.converted(to: .meters).value, forKey: key + ".meters")
    }

    /// A length that `encodeLength(_:forKey:)` archived, in its own unit when that is one of Foundation's; nil when
    /// none was archived.
    func decodeLength(forKey key: String) -> Measurement<UnitLength>? {
        guard containsValue(forKey: key + ".meters") else { return nil }
        if let symbol = decodeString(forKey: key + ".unit"),
            let unit = Self.lengthUnits.first(where: { $0.symbol == symbol })
        {
            return Measurement(value: decodeDouble(forKey: key + ".value"), unit: unit)
        }
        return Measurement(value: decodeDouble(forKey: key + ".meters"), unit: .meters)
    }

    /// Archives coordinates in order, three numbers each.
    func encodeCoordinates(_ coordinates: [CPLocationCoordinate3D], forKey key: String) {
        let numbers = coordinates.flatMap { [$0.latitude, $0.longitude, $0.altitude] }.map { NSNumber(value: $0) }
        encode(numbers as NSArray, forKey: key)
    }

    /// Coordinates that `encodeCoordinates(_:forKey:)` archived; nil when the key is missing or holds something
    /// else.
    func decodeCoordinates(forKey key: String) -> [CPLocationCoordinate3D]? {
        guard containsValue(forKey: key),
            let array = decodeObject(of: [NSArray.self, NSNumber.self], forKey: key) as? NSArray,
            array.count % 3 == 0
        else { return nil }
        var numbers: [Double] = []
        for element in array {
            guard let number = element as? NSNumber else { return nil }
            numbers.append(number.doubleValue)
        }
        return stride(from: 0, to: numbers.count, by: 3).map {
            CPLocationCoordinate3D(latitude: numbers[$0], longitude: numbers[$0 + 1], altitude: numbers[$0 + 2])
        }
    }

    /// Archives one coordinate.
    func encodeCoordinate(_ coordinate: CPLocationCoordinate3D, forKey key: String) {
        encodeCoordinates([coordinate], forKey: key)
    }

    /// A coordinate that `encodeCoordinate(_:forKey:)` archived; nil when there is none.
    func decodeCoordinate(forKey key: String) -> CPLocationCoordinate3D? {
        guard let coordinates = decodeCoordinates(forKey: key), coordinates.count == 1 else { return nil }
        return coordinates[0]
    }

    /// Archives a time zone by its identifier (nothing for nil).
    func encodeTimeZone(_ timeZone: TimeZone?, forKey key: String) {
        guard let timeZone else { return }
        encode(timeZone.identifier, forKey: key)
    }

    /// A time zone that `encodeTimeZone(_:forKey:)` archived; nil when there is none or the identifier is unknown.
    func decodeTimeZone(forKey key: String) -> TimeZone? {
        decodeString(forKey: key).flatMap { TimeZone(identifier: $0) }
    }
}
