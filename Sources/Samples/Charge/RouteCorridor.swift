import CoreLocation
import Foundation

/// Where places lie along a route: how far each is from the route's line and how far along the route its nearest
/// point comes, in metres, on a flat projection around the route (fine for the few kilometres of a town's drive).
struct RouteCorridor {
    /// A place near the route.
    struct Stop<Place> {
        let place: Place
        /// From the route's line, in metres.
        let offRoute: Double
        /// From the route's start to its point nearest the place, in metres.
        let alongRoute: Double
    }

    private let points: [(x: Double, y: Double)]
    private let origin: CLLocationCoordinate2D

    init(route coordinates: [CLLocationCoordinate2D]) {
        let origin = coordinates.first ?? CLLocationCoordinate2D(latitude: 0, longitude: 0)
        self.origin = origin
        points = coordinates.map { Self.project($0, around: origin) }
    }

    /// The places within `width` metres of the route, in the order the route passes them.
    func stops<Place>(_ places: [Place], within width: Double, at coordinate: (Place) -> CLLocationCoordinate2D)
        -> [Stop<Place>]
    {
        guard points.count >= 2 else { return [] }
        return places.compactMap { place -> Stop<Place>? in
            let p = Self.project(coordinate(place), around: origin)
            var best = (off: Double.infinity, along: 0.0)
            var travelled = 0.0
            for (a, b) in zip(points, points.dropFirst()) {
                let (dx, dy) = (b.x - a.x, b.y - a.y)
                let length = (dx * dx + dy * dy).squareRoot()
                let t = length > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (length * length))) : 0
                let (nx, ny) = (a.x + t * dx, a.y + t * dy)
                let off = ((p.x - nx) * (p.x - nx) + (p.y - ny) * (p.y - ny)).squareRoot()
                if off < best.off { best = (off, travelled + t * length) }
                travelled += length
            }
            return best.off <= width ? Stop(place: place, offRoute: best.off, alongRoute: best.along) : nil
        }
        .sorted { $0.alongRoute < $1.alongRoute }
    }

    /// Metres east and north of `origin`.
    private static func project(_ coordinate: CLLocationCoordinate2D, around origin: CLLocationCoordinate2D) -> (
        x: Double, y: Double
    ) {
        let metresPerDegree = 111_320.0
        let x = (coordinate.longitude - origin.longitude) * metresPerDegree * cos(origin.latitude * .pi / 180)
        let y = (coordinate.latitude - origin.latitude) * metresPerDegree
        return (x, y)
    }
}
