import OpenStreetMap

/// Google's encoded polyline format, in which Valhalla (precision 6: "polyline6") and OSRM (precision 5) send
/// route shapes: each point's latitude and longitude as the difference from the previous point, in units of
/// 10^-precision degrees, zigzag-encoded and written 5 bits a character (offset by 63, 0x20 marks "more follows").
enum EncodedPolyline {
    /// The points of `text`; nil when it is not an encoded polyline (a character outside the format, a value cut
    /// short, or a point off the Earth) or holds more than `maximumPoints` points.
    static func decode(
        _ text: String, precision: Int = 6, maximumPoints: Int = DirectionsLimits.maximumPoints
    ) -> [Coordinate]? {
        let scale = pow10(precision)
        var points: [Coordinate] = []
        var latitude = 0
        var longitude = 0
        var bytes = text.utf8.makeIterator()
        enum Read { case value(Int), end, malformed }
        func next() -> Read {
            var result = 0
            var shift = 0
            var sawAny = false
            while let byte = bytes.next() {
                guard (63...126).contains(byte), shift <= 60 else { return .malformed }
                sawAny = true
                let chunk = Int(byte) - 63
                result |= (chunk & 0x1f) << shift
                shift += 5
                if chunk < 0x20 { return .value((result & 1) != 0 ? ~(result >> 1) : (result >> 1)) }
            }
            return sawAny ? .malformed : .end
        }
        while true {
            let first = next()
            if case .end = first { break }
            guard case .value(let latitudeDelta) = first, case .value(let longitudeDelta) = next() else { return nil }
            latitude += latitudeDelta
            longitude += longitudeDelta
            let point = Coordinate(latitude: Double(latitude) / scale, longitude: Double(longitude) / scale)
            guard point.isValid, points.count < maximumPoints else { return nil }
            points.append(point)
        }
        return points
    }

    /// `points` encoded (the inverse of `decode`, for tests and servers written in Swift).
    static func encode(_ points: [Coordinate], precision: Int = 6) -> String {
        let scale = pow10(precision)
        var text = ""
        var previous = (latitude: 0, longitude: 0)
        func write(_ value: Int) {
            var zigzag = value < 0 ? ~(value << 1) : value << 1
            while zigzag >= 0x20 {
                text.unicodeScalars.append(Unicode.Scalar(UInt8((0x20 | (zigzag & 0x1f)) + 63)))
                zigzag >>= 5
            }
            text.unicodeScalars.append(Unicode.Scalar(UInt8(zigzag + 63)))
        }
        for point in points {
            let latitude = Int((point.latitude * scale).rounded())
            let longitude = Int((point.longitude * scale).rounded())
            write(latitude - previous.latitude)
            write(longitude - previous.longitude)
            previous = (latitude, longitude)
        }
        return text
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<max(exponent, 0)).reduce(1.0) { value, _ in value * 10 }
    }
}
