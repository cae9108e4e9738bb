import Foundation

/// The posted speed limits of an extract's drivable ways as a small text table, one line per way with a numeric
/// `maxspeed`: what a navigation app ships as its own speed-limit data (the Drive sample bundles Monaco's, so that its
/// cluster shows the limit without this module). Lines:
///
///     way id <TAB> maxspeed as tagged ("50", "30 mph") <TAB> lat,lon;lat,lon;… in the way's order
///
/// Lines starting with `#` are comments (the first says where the data comes from and its licence). Ways in the
/// order of the extract; coordinates with six decimals (about 10 cm).
public enum SpeedLimitTable {
    /// The table of `extract`, with `attribution` in its header.
    public static func text(of extract: OSMExtract, attribution: String) -> String {
        let coordinates = NodeCoordinates(extract)
        var lines = [
            "# Speed limits of the drivable ways, from OpenStreetMap data: \(attribution)",
            "# way\tmaxspeed (km/h, or mph when it says so)\tlat,lon;... (in the way's order)",
        ]
        for way in extract.ways {
            guard RoadGraph.road(for: way) != nil, let maxspeed = way.tags["maxspeed"], isNumeric(maxspeed) else {
                continue
            }
            let points = coordinates.points(of: way)
            guard points.count >= 2 else { continue }
            let line = points.map { String(format: "%.6f,%.6f", $0.latitude, $0.longitude) }.joined(separator: ";")
            lines.append("\(way.id)\t\(maxspeed)\t\(line)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "50" or "30 mph": a limit a sign shows (not "none", "FR:urban" or "signals").
    static func isNumeric(_ maxspeed: String) -> Bool {
        let text = maxspeed.trimmingCharacters(in: .whitespaces).lowercased()
        let number = text.hasSuffix("mph") ? text.dropLast(3).trimmingCharacters(in: .whitespaces) : text
        return Int(number).map { $0 > 0 } ?? false
    }
}
