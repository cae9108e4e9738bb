import CoreLocation
import Foundation

/// Drive's own speed-limit data: the posted `maxspeed` of Monaco's drivable ways from the OpenStreetMap extract the
/// car's map is made of (`Resources/speed-limits.tsv`, made by `SpeedLimitTable` and checked against the extract by a
/// test). The limit where the car is: that of the nearest way within a few metres.
struct DriveSpeedLimits {
    /// One way's limit ("50", "30 mph") and its points.
    struct Way {
        var limit: String
        var coordinates: [CLLocationCoordinate2D]
    }

    private(set) var ways: [Way] = []

    /// The table bundled with the app, read once.
    @MainActor static let bundled = DriveSpeedLimits(table: DriveTable.bundledText("speed-limits"))

    /// How far from a way the car may be to be on it.
    static let matchDistance: CLLocationDistance = 12

    /// Reads a table (`SpeedLimitTable`'s lines, read by `DriveTable`); lines it cannot read are skipped.
    init(table: String) {
        ways = DriveTable(text: table).rows.map { Way(limit: $0.value, coordinates: $0.coordinates) }
    }

    /// The limit a sign shows where the car is ("50"; "30 mph" stays as tagged), nil off the ways with a limit.
    func limit(at coordinate: CLLocationCoordinate2D) -> String? {
        var best: (distance: CLLocationDistance, limit: String)?
        for way in ways {
            for index in 1..<way.coordinates.count {
                let distance = Self.distance(
                    from: coordinate, toSegment: way.coordinates[index - 1], way.coordinates[index])
                if distance <= Self.matchDistance, distance < (best?.distance ?? .infinity) {
                    best = (distance, way.limit)
                }
            }
        }
        return best?.limit
    }

    /// Metres from a point to a segment, on a local flat projection (fine over a city's streets).
    static func distance(
        from point: CLLocationCoordinate2D, toSegment a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D
    ) -> CLLocationDistance {
        let metresPerDegree = 111_320.0
        let scale = cos(point.latitude * .pi / 180)
        func local(_ c: CLLocationCoordinate2D) -> (x: Double, y: Double) {
            ((c.longitude - point.longitude) * metresPerDegree * scale, (c.latitude - point.latitude) * metresPerDegree)
        }
        let p = local(a)
        let q = local(b)
        let dx = q.x - p.x
        let dy = q.y - p.y
        let length = dx * dx + dy * dy
        let t = length > 0 ? max(0, min(1, -(p.x * dx + p.y * dy) / length)) : 0
        let x = p.x + t * dx
        let y = p.y + t * dy
        return (x * x + y * y).squareRoot()
    }
}
