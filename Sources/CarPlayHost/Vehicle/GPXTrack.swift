import Foundation
import OpenStreetMap

/// A recorded drive: the points of a GPX file's tracks (`<trkpt lat="…" lon="…">` with `<time>` and optional
/// `<ele>`), in time order. The car replays it at the recorded times, interpolating between points.
public struct GPXTrack: Hashable, Sendable {
    /// One recorded point.
    public struct Point: Hashable, Sendable {
        public var coordinate: Coordinate
        /// Metres, when recorded.
        public var elevation: Double?
        public var time: Date

        public init(coordinate: Coordinate, elevation: Double? = nil, time: Date) {
            self.coordinate = coordinate
            self.elevation = elevation
            self.time = time
        }
    }

    /// Why a GPX file cannot be replayed.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file has no `<trkpt>`.
        case noPoints
        /// A point lacks `lat` or `lon`, or they are not a position on Earth (1-based point number).
        case invalidCoordinate(point: Int)
        /// A point has no `<time>`, or one that is not an ISO 8601 date and time.
        case invalidTime(point: Int)
        /// A point is recorded before the one before it.
        case timeGoesBack(point: Int)
        /// The file could not be read or is not text.
        case unreadable(String)

        public var description: String {
            switch self {
            case .noPoints: "the GPX file has no track points (<trkpt>)"
            case .invalidCoordinate(let point): "track point \(point) has no valid lat and lon"
            case .invalidTime(let point):
                "track point \(point) has no valid <time> (ISO 8601, e.g. 2026-01-01T12:00:00Z)"
            case .timeGoesBack(let point): "track point \(point) is recorded before the point before it"
            case .unreadable(let reason): "the GPX file cannot be read: \(reason)"
            }
        }
    }

    /// The points, in time order (points recorded at the same time as the one before are dropped).
    public let points: [Point]

    /// A track of `points` in time order.
    public init(points: [Point]) throws(Failure) {
        guard !points.isEmpty else { throw .noPoints }
        var kept: [Point] = []
        for (index, point) in points.enumerated() {
            guard point.coordinate.isValid else { throw .invalidCoordinate(point: index + 1) }
            if let last = kept.last {
                if point.time < last.time { throw .timeGoesBack(point: index + 1) }
                if point.time == last.time { continue }
            }
            kept.append(point)
        }
        self.points = kept
    }

    /// The track points of a GPX document, all its tracks and segments in document order.
    public init(gpx: String) throws(Failure) {
        var points: [Point] = []
        var rest = gpx[...]
        while let open = rest.range(of: "<trkpt") {
            let number = points.count + 1
            guard let tagEnd = rest[open.upperBound...].firstIndex(of: ">") else {
                throw .invalidCoordinate(point: number)
            }
            let tag = rest[open.upperBound..<tagEnd]
            guard let latitude = Self.attribute("lat", in: tag).flatMap(Double.init),
                let longitude = Self.attribute("lon", in: tag).flatMap(Double.init)
            else { throw .invalidCoordinate(point: number) }
            let coordinate = Coordinate(latitude: latitude, longitude: longitude)
            guard coordinate.isValid else { throw .invalidCoordinate(point: number) }
            // A self-closing point has no time.
            guard !tag.hasSuffix("/") else { throw .invalidTime(point: number) }
            let bodyStart = rest.index(after: tagEnd)
            let close = rest[bodyStart...].range(of: "</trkpt>")
            let body = rest[bodyStart..<(close?.lowerBound ?? rest.endIndex)]
            guard let timeText = Self.element("time", in: body), let time = Self.date(timeText) else {
                throw .invalidTime(point: number)
            }
            let elevation = Self.element("ele", in: body).flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
            points.append(Point(coordinate: coordinate, elevation: elevation, time: time))
            rest = rest[(close?.upperBound ?? rest.endIndex)...]
        }
        try self.init(points: points)
    }

    /// The track points of a GPX file.
    public init(contentsOf url: URL) throws(Failure) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadable(error.localizedDescription) }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable("not UTF-8 text") }
        try self.init(gpx: text)
    }

    /// Seconds from the first point to the last.
    public var duration: TimeInterval { points[points.count - 1].time.timeIntervalSince(points[0].time) }

    /// Where the recording was `elapsed` seconds after its first point: interpolated between the points around that
    /// time, at the speed and course of the segment between them (standing before the first and after the last).
    public func sample(at elapsed: TimeInterval) -> (
        coordinate: Coordinate, elevation: Double?, course: Double, speed: Double
    ) {
        let time = points[0].time.addingTimeInterval(elapsed)
        guard points.count >= 2, time > points[0].time else {
            return (points[0].coordinate, points[0].elevation, course(upTo: 0), 0)
        }
        guard time < points[points.count - 1].time else {
            let last = points[points.count - 1]
            return (last.coordinate, last.elevation, course(upTo: points.count - 2), 0)
        }
        var low = 0
        var high = points.count - 2
        while low < high {
            let middle = (low + high + 1) / 2
            if points[middle].time <= time { low = middle } else { high = middle - 1 }
        }
        let from = points[low]
        let to = points[low + 1]
        let span = to.time.timeIntervalSince(from.time)
        let fraction = min(1, max(0, time.timeIntervalSince(from.time) / span))
        let coordinate = Coordinate(
            latitude: from.coordinate.latitude + (to.coordinate.latitude - from.coordinate.latitude) * fraction,
            longitude: from.coordinate.longitude + (to.coordinate.longitude - from.coordinate.longitude) * fraction)
        var elevation: Double?
        if let a = from.elevation, let b = to.elevation { elevation = a + (b - a) * fraction }
        return (coordinate, elevation, course(upTo: low), from.coordinate.distance(to: to.coordinate) / span)
    }

    /// The bearing of segment `index`, or of the last segment before it on which the car moved; -1 before any.
    private func course(upTo index: Int) -> Double {
        var segment = min(index, points.count - 2)
        while segment >= 0 {
            let from = points[segment].coordinate
            let to = points[segment + 1].coordinate
            if from.distance(to: to) >= 0.1 { return from.bearing(to: to) }
            segment -= 1
        }
        return -1
    }

    /// The value of attribute `name` in a start tag's text (quoted with " or ').
    private static func attribute(_ name: String, in tag: Substring) -> String? {
        var rest = tag
        while let found = rest.range(of: name) {
            let before = found.lowerBound == rest.startIndex ? nil : rest[rest.index(before: found.lowerBound)]
            var cursor = found.upperBound
            defer { rest = rest[found.upperBound...] }
            guard before.map({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) ?? true else { continue }
            while cursor < rest.endIndex, rest[cursor] == " " { cursor = rest.index(after: cursor) }
            guard cursor < rest.endIndex, rest[cursor] == "=" else { continue }
            cursor = rest.index(after: cursor)
            while cursor < rest.endIndex, rest[cursor] == " " { cursor = rest.index(after: cursor) }
            guard cursor < rest.endIndex, rest[cursor] == "\"" || rest[cursor] == "'" else { continue }
            let quote = rest[cursor]
            let valueStart = rest.index(after: cursor)
            guard let valueEnd = rest[valueStart...].firstIndex(of: quote) else { return nil }
            return String(rest[valueStart..<valueEnd])
        }
        return nil
    }

    /// The text of the first element `name` in `body`, trimmed.
    private static func element(_ name: String, in body: Substring) -> String? {
        guard let open = body.range(of: "<\(name)>"),
            let close = body[open.upperBound...].range(of: "</\(name)>")
        else { return nil }
        return body[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// An ISO 8601 date and time, with or without fractional seconds.
    private static func date(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
