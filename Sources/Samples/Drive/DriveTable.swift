import CoreLocation
import Foundation

/// A table of Drive's own map data (`Resources/turn-lanes.tsv`, `Resources/speed-limits.tsv`), one line per way:
///
///     way id <TAB> value <TAB> lat,lon;lat,lon;…
///
/// Lines starting with `#` are comments. `DriveLanes` and `DriveSpeedLimits` read their values from its rows.
struct DriveTable {
    /// One way's line.
    struct Row {
        var wayID: Int64
        /// The second field, as written ("left|through", "50").
        var value: String
        var coordinates: [CLLocationCoordinate2D]
    }

    private(set) var rows: [Row] = []

    /// Reads `text`. Lines it cannot read are skipped: not three fields, a way id that is no number, an empty value,
    /// fewer than two points (a point that is not `lat,lon` in numbers is left out).
    init(text: String) {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let id = Int64(fields[0]), !fields[1].isEmpty else { continue }
            let coordinates = fields[2].split(separator: ";").compactMap { pair -> CLLocationCoordinate2D? in
                let parts = pair.split(separator: ",")
                guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else {
                    return nil
                }
                return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
            }
            guard coordinates.count >= 2 else { continue }
            rows.append(Row(wayID: id, value: String(fields[1]), coordinates: coordinates))
        }
    }

    /// The text of the table `name`.tsv bundled with the app; empty when it is missing or not UTF-8.
    static func bundledText(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Resources"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "" }
        return text
    }
}
