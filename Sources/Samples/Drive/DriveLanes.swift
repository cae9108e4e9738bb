import CarPlay
import CoreLocation
import Foundation
import MapKit
import UIKit

/// Drive's own lane data: MapKit's route steps carry no lanes, so, like any navigation app, Drive ships lane data
/// of its map: the `turn:lanes` of Monaco's drivable ways from the OpenStreetMap extract the car's map is made of
/// (`Resources/turn-lanes.tsv`, made by `TurnLaneTable` and checked against the extract by a test). A maneuver's
/// lanes are those of the way the route arrives on (its last point is the maneuver's, in the direction driven).
struct DriveLanes {
    /// One way and direction with turn lanes.
    struct Way {
        var wayID: Int64
        /// Each lane's turns, left to right ("left", "through", "slight_right"...; "none" for an unmarked lane).
        var lanes: [[String]]
        var coordinates: [CLLocationCoordinate2D]
    }

    private(set) var ways: [Way] = []
    /// The ways by the rounded coordinates of their points after the first (where a car arriving on them is).
    private var waysByPoint: [Key: [(way: Int, point: Int)]] = [:]

    /// The table bundled with the app, read once.
    @MainActor static let bundled = DriveLanes(table: DriveTable.bundledText("turn-lanes"))

    /// Reads a table (`TurnLaneTable`'s lines, read by `DriveTable`); lines it cannot read are skipped, and ways
    /// with fewer than two lanes.
    init(table: String) {
        for row in DriveTable(text: table).rows {
            let lanes = row.value.split(separator: "|", omittingEmptySubsequences: false).map { lane in
                lane.split(separator: ";").map { String($0).trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
            }
            guard lanes.count >= 2 else { continue }
            let index = ways.count
            ways.append(
                Way(wayID: row.wayID, lanes: lanes.map { $0.isEmpty ? ["none"] : $0 }, coordinates: row.coordinates))
            for point in 1..<row.coordinates.count {
                waysByPoint[Key(row.coordinates[point]), default: []].append((index, point))
            }
        }
    }

    /// A coordinate rounded to about a metre, to find the ways through a point.
    private struct Key: Hashable {
        var latitude: Int
        var longitude: Int
        /// A coordinate off the Earth (a route's point is the car's or a server's data) gets a key no way has,
        /// never a conversion out of `Int`'s range.
        init(_ coordinate: CLLocationCoordinate2D) {
            let valid = CLLocationCoordinate2DIsValid(coordinate)
            latitude = valid ? Int((coordinate.latitude * 100_000).rounded()) : Int.min
            longitude = valid ? Int((coordinate.longitude * 100_000).rounded()) : Int.min
        }
        init(latitude: Int, longitude: Int) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// The lanes of the way a car arrives on at `point` from `approach` (a point before it on the route): a way
    /// through `point` whose part before it heads the way the car drives (within 30°).
    func way(arrivingAt point: CLLocationCoordinate2D, from approach: CLLocationCoordinate2D) -> Way? {
        let driven = Self.bearing(from: approach, to: point)
        let key = Key(point)
        // The cells around too: a point near a cell's edge may round either way.
        var candidates: [(way: Int, point: Int)] = []
        for dy in -1...1 {
            for dx in -1...1 {
                candidates += waysByPoint[Key(latitude: key.latitude + dy, longitude: key.longitude + dx)] ?? []
            }
        }
        return candidates.first { candidate in
            let way = ways[candidate.way]
            let end = way.coordinates[candidate.point]
            guard Self.distance(end, point) < 2 else { return false }
            let bearing = Self.bearing(from: way.coordinates[candidate.point - 1], to: end)
            return abs(Self.turn(from: driven, to: bearing)) < 30
        }.map { ways[$0.way] }
    }

    // MARK: Lane guidance

    /// The turns of `turn:lanes` that lead to a maneuver of `type`, best first; nil when lanes cannot say (a
    /// roundabout, the arrival).
    static func turns(for type: CPManeuverType) -> [String]? {
        switch type {
        case .leftTurn: ["left", "sharp_left", "slight_left"]
        case .sharpLeftTurn: ["sharp_left", "left"]
        case .slightLeftTurn, .keepLeft: ["slight_left", "left", "merge_to_left"]
        case .rightTurn: ["right", "sharp_right", "slight_right"]
        case .sharpRightTurn: ["sharp_right", "right"]
        case .slightRightTurn, .keepRight: ["slight_right", "right", "merge_to_right"]
        case .straightAhead, .followRoad: ["through", "none"]
        case .uTurn: ["reverse"]
        default: nil
        }
    }

    /// The arrow of a turn, in degrees (0 straight ahead, negative to the left).
    static func angle(of turn: String) -> Double {
        switch turn {
        case "sharp_left": -135
        case "left": -90
        case "slight_left": -45
        case "merge_to_left": -20
        case "merge_to_right": 20
        case "slight_right": 45
        case "right": 90
        case "sharp_right": 135
        case "reverse": -180
        default: 0
        }
    }

    /// The lane guidance for a maneuver of `type` on `way`'s lanes: lanes with a turn that leads there are good,
    /// preferred when that turn is their only one (else every good lane is preferred); nil when no lane leads
    /// there, every lane does, or lanes cannot say.
    static func guidance(for type: CPManeuverType, on way: Way) -> CPLaneGuidance? {
        guard let wanted = turns(for: type) else { return nil }
        let leading = way.lanes.map { turns in wanted.first { turns.contains($0) } }
        let good = leading.indices.filter { leading[$0] != nil }
        // Only where the lane matters: some lane does not lead there.
        guard !good.isEmpty, good.count < way.lanes.count else { return nil }
        let dedicated = good.filter { way.lanes[$0].count == 1 }
        let preferred = Set(dedicated.isEmpty ? good : dedicated)
        let guidance = CPLaneGuidance()
        guidance.lanes = way.lanes.indices.map { index in
            let turns = way.lanes[index]
            guard let turn = leading[index] else {
                return CPLane(angles: turns.map { Measurement(value: angle(of: $0), unit: UnitAngle.degrees) })
            }
            let others = turns.filter { angle(of: $0) != angle(of: turn) }
            return CPLane(
                angles: others.map { Measurement(value: angle(of: $0), unit: UnitAngle.degrees) },
                highlightedAngle: Measurement(value: angle(of: turn), unit: UnitAngle.degrees),
                isPreferred: preferred.contains(index))
        }
        guidance.instructionVariants = instructions(preferred: preferred.sorted(), of: way.lanes.count)
        return guidance
    }

    /// "Use the 2 left lanes", "Use the right lane", "Use any lane", then shorter.
    static func instructions(preferred: [Int], of count: Int) -> [String] {
        let n = preferred.count
        let contiguous = preferred.last.map { $0 - (preferred.first ?? 0) + 1 == n } ?? false
        let lanes = n == 1 ? "lane" : "\(n) lanes"
        let plural = n == 1 ? "lane" : "lanes"
        if n == count { return ["Use any lane", "Any lane"] }
        if contiguous, preferred.first == 0 {
            return [n == 1 ? "Use the left lane" : "Use the \(lanes) on the left", "Left \(plural)"]
        }
        if contiguous, preferred.last == count - 1 {
            return [n == 1 ? "Use the right lane" : "Use the \(lanes) on the right", "Right \(plural)"]
        }
        return ["Use the middle \(plural)", "Middle \(plural)"]
    }

    // MARK: Images

    /// The lanes drawn for the card (≤ 140 × 100 pt): an arrow per lane, those that lead to the maneuver
    /// highlighted; black on the light card, white on the dark one.
    @MainActor static func image(of guidance: CPLaneGuidance) -> UIImage? {
        let asset = UIImageAsset()
        let light = UITraitCollection(userInterfaceStyle: .light)
        guard let lightImage = svgImage(of: guidance, color: "#000000"),
            let darkImage = svgImage(of: guidance, color: "#FFFFFF")
        else { return nil }
        asset.register(lightImage, with: light)
        asset.register(darkImage, with: UITraitCollection(userInterfaceStyle: .dark))
        return asset.image(with: light)
    }

    /// An SVG of the lanes in one colour: highlighted arrows opaque, the others faint.
    static func svgText(of guidance: CPLaneGuidance, color: String) -> String {
        let count = guidance.lanes.count
        let laneWidth = min(28.0, 140.0 / Double(max(count, 1)))
        let width = laneWidth * Double(count)
        var shapes: [String] = []
        for (index, lane) in guidance.lanes.enumerated() {
            let center = laneWidth * (Double(index) + 0.5)
            if index > 0 {
                let x = laneWidth * Double(index)
                shapes.append(
                    "<line x1=\"\(x)\" y1=\"4\" x2=\"\(x)\" y2=\"36\" stroke=\"\(color)\" stroke-opacity=\"0.4\" "
                        + "stroke-dasharray=\"4 4\"/>")
            }
            var arrows = lane.angles.map { ($0.converted(to: .degrees).value, false) }
            if let highlighted = lane.highlightedAngle {
                arrows.append((highlighted.converted(to: .degrees).value, true))
            }
            for (degrees, isHighlighted) in arrows {
                let opacity = isHighlighted ? (lane.status == .preferred ? "1" : "0.75") : "0.3"
                shapes.append(
                    "<g transform=\"translate(\(center) 34)\" stroke=\"\(color)\" stroke-opacity=\"\(opacity)\" "
                        + "fill=\"none\" stroke-width=\"3\" stroke-linecap=\"round\">"
                        + "<g transform=\"rotate(\(Int(degrees.rounded())))\">"
                        + "<path d=\"M0 0 V-22 M-5 -17 L0 -22 L5 -17\"/></g></g>")
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width.rounded(.up)))\" height=\"40\" "
            + "viewBox=\"0 0 \(width) 40\">" + shapes.joined() + "</svg>"
    }

    private static func svgImage(of guidance: CPLaneGuidance, color: String) -> UIImage? {
        UIImage(data: Data(svgText(of: guidance, color: color).utf8))
    }

    // MARK: Geometry

    /// Degrees clockwise from north.
    static func bearing(from a: CLLocationCoordinate2D, to b: CLLocationCoordinate2D) -> Double {
        let lat1 = a.latitude * .pi / 180
        let lat2 = b.latitude * .pi / 180
        let dLon = (b.longitude - a.longitude) * .pi / 180
        let y = sin(dLon) * cos(lat2)
        let x = cos(lat1) * sin(lat2) - sin(lat1) * cos(lat2) * cos(dLon)
        return atan2(y, x) * 180 / .pi
    }

    /// The turn from one bearing to another, in degrees (-180 to 180, negative to the left).
    static func turn(from a: Double, to b: Double) -> Double {
        var difference = (b - a).truncatingRemainder(dividingBy: 360)
        if difference > 180 { difference -= 360 }
        if difference < -180 { difference += 360 }
        return difference
    }

    static func distance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> CLLocationDistance {
        CLLocation(latitude: a.latitude, longitude: a.longitude)
            .distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
    }
}
