import Foundation

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
