import Foundation

/// The turn lanes of an extract's drivable ways as a small text table, one line per way and direction a car may
/// drive it with `turn:lanes` tagged: what a navigation app ships as its own lane data (the Drive sample bundles the
/// Monaco table, so that it reads lanes without this module). Lines:
///
///     way id <TAB> turn:lanes, left to right in the direction driven <TAB> lat,lon;lat,lon;… in the direction driven
///
/// Lines starting with `#` are comments (the first ones say where the data comes from and its licence). Ways in
/// the order of the extract, forward before backward; coordinates with seven decimals, as OpenStreetMap stores them.
public enum TurnLaneTable {
    /// One way and direction with its lanes.
    public struct Entry: Hashable, Sendable {
        public var wayID: Int64
        /// `turn:lanes` for this direction, as tagged ("left|through;right").
        public var turnLanes: String
        /// The way's points in the direction driven.
        public var coordinates: [Coordinate]
    }

    /// The entries of `extract`'s drivable ways (those `RoadGraph` drives) with turn lanes tagged.
    public static func entries(of extract: OSMExtract) -> [Entry] {
        let coordinates = NodeCoordinates(extract)
        var entries: [Entry] = []
        for way in extract.ways {
            guard let road = RoadGraph.road(for: way) else { continue }
            let points = coordinates.points(of: way)
            guard points.count >= 2 else { continue }
            if let lanes = road.forwardTurnLanes, !lanes.isEmpty {
                entries.append(Entry(wayID: way.id, turnLanes: lanes, coordinates: points))
            }
            if let lanes = road.backwardTurnLanes, !lanes.isEmpty {
                entries.append(Entry(wayID: way.id, turnLanes: lanes, coordinates: points.reversed()))
            }
        }
        return entries
    }

    /// The table of `extract`, with `attribution` in its header.
    public static func text(of extract: OSMExtract, attribution: String) -> String {
        var lines = [
            "# Turn lanes of the drivable ways, from OpenStreetMap data: \(attribution)",
            "# way\tturn:lanes (left to right, in the direction driven)\tlat,lon;... (in the direction driven)",
        ]
        for entry in entries(of: extract) {
            let points = entry.coordinates.map { format($0.latitude) + "," + format($0.longitude) }
            lines.append("\(entry.wayID)\t\(entry.turnLanes)\t\(points.joined(separator: ";"))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func format(_ degrees: Double) -> String { String(format: "%.7f", degrees) }
}
