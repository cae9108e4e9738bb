import CoreLocation
import MapKit

/// Where the car is along a route: the route's line measured from its start, and where each step begins on it.
struct DriveRouteProgress {
    /// The route's points and the distance from the start to each.
    private let points: [MKMapPoint]
    private let offsets: [CLLocationDistance]
    /// The distance along the line where each step begins (its maneuver).
    let stepStarts: [CLLocationDistance]
    /// The line's length.
    let length: CLLocationDistance

    init(route: MKRoute) {
        let line = route.polyline
        points = Array(UnsafeBufferPointer(start: line.points(), count: line.pointCount))
        var offsets: [CLLocationDistance] = [0]
        for index in points.indices.dropFirst() {
            offsets.append(offsets[index - 1] + points[index - 1].distance(to: points[index]))
        }
        self.offsets = offsets
        length = offsets.last ?? 0
        // The steps' own lengths, scaled to the line (they are measured on the same roads).
        let stepTotal = route.steps.reduce(0) { $0 + $1.distance }
        let scale = stepTotal > 0 ? length / stepTotal : 0
        var starts: [CLLocationDistance] = []
        var travelled: CLLocationDistance = 0
        for step in route.steps {
            starts.append(travelled * scale)
            travelled += step.distance
        }
        stepStarts = starts
    }

    /// The car's position on the line: how far along it (searching from `notBefore` on, so that a road driven twice
    /// is not mistaken for its first pass) and how far from it.
    func locate(_ coordinate: CLLocationCoordinate2D, notBefore: CLLocationDistance = 0)
        -> (along: CLLocationDistance, offRoute: CLLocationDistance)?
    {
        spot(of: coordinate, notBefore: notBefore).map { ($0.along, $0.offRoute) }
    }

    /// Where `coordinate` lies on the line, as `locate` finds it, and the range of `notBefore` over which that answer
    /// holds: a search from further on finds the same while the nearest segment is still searched (the segments
    /// searched only lose their first ones), so a place that stays put (a speed camera) is found once a route.
    func spot(of coordinate: CLLocationCoordinate2D, notBefore: CLLocationDistance = 0) -> Spot? {
        guard CLLocationCoordinate2DIsValid(coordinate), points.count > 1 else { return nil }
        let point = MKMapPoint(coordinate)
        var best: Spot?
        for index in points.indices.dropFirst() where offsets[index] >= notBefore {
            let start = points[index - 1]
            let end = points[index]
            let dx = end.x - start.x
            let dy = end.y - start.y
            let squared = dx * dx + dy * dy
            let fraction =
                squared > 0 ? min(max(((point.x - start.x) * dx + (point.y - start.y) * dy) / squared, 0), 1) : 0
            let nearest = MKMapPoint(x: start.x + fraction * dx, y: start.y + fraction * dy)
            let away = nearest.distance(to: point)
            if away < (best?.offRoute ?? .infinity) {
                best = Spot(
                    along: offsets[index - 1] + fraction * (offsets[index] - offsets[index - 1]), offRoute: away,
                    holds: notBefore...offsets[index])
            }
        }
        return best
    }

    /// A place on the line: how far along it and how far from it, and for which `notBefore` a search finds it.
    struct Spot {
        var along: CLLocationDistance
        var offRoute: CLLocationDistance
        var holds: ClosedRange<CLLocationDistance>
    }

    /// The index of the next step whose maneuver is still ahead of `along` (nil once all are passed).
    func nextStep(after along: CLLocationDistance, passedWithin margin: CLLocationDistance = 10) -> Int? {
        stepStarts.indices.dropFirst().first { stepStarts[$0] > along + margin }
    }
}
