import Foundation
@_spi(CarPlayHost) import MapKit

/// How many of an overlay's points the car carries to its screen (`MapViewState`): an app's polyline or polygon of
/// a million points (a routing server's, or its own) must not make every page's state megabytes long. A line of up
/// to `exactPointLimit` points goes as it is; a longer one is simplified to what the display can show at the map's
/// zoom (Douglas–Peucker, no point moved, none dropped that is more than `tolerance` points off the line drawn), and
/// at most `maximumPoints` points go whatever the zoom (the tolerance doubles until they fit).
///
/// The work is bounded too: points closer than the tolerance to the last one kept are dropped first in one pass (with
/// a radius doubled until at most `maximumSimplifiedInput` points are left), only those enter Douglas–Peucker, and
/// a run that would measure more than `douglasPeuckerBudget` distances starts again on fewer points. A shape's
/// simplification is worked out once per tolerance and kept with the shape (`_hostSimplifications`): the tolerance
/// follows whole zoom levels, so a map that moves or zooms within a level reuses it.
///
/// All the overlays of one map view go with at most `maximumTotalPoints` points together (`MapViewState`).
enum OverlaySimplification {
    /// Lines of at most this many points are carried exactly.
    static let exactPointLimit = 1_000
    /// The most points a line is carried with.
    static let maximumPoints = 5_000
    /// The most points Douglas–Peucker is run over (its worst case is quadratic).
    static let maximumSimplifiedInput = 20_000
    /// The most points all the overlays of one map view are carried with together.
    static let maximumTotalPoints = 20_000
    /// How many simplifications (tolerances) a shape keeps; one more empties its store first.
    static let keptSimplifications = 24

    /// Map points a simplified line may be off the app's: half a screen point flat (invisible), a quarter on a
    /// pitched map (its near part is magnified), at the next whole zoom level (a finer tolerance than the map's
    /// own zoom asks, shared by every zoom within the level).
    static func tolerance(zoom: Double, pitched: Bool) -> Double {
        let zoom = zoom.isFinite ? min(max(zoom, 0), 30) : 0
        // A map point is a screen point at zoom 20 (MKMapSize.world is 256 × 2^20 points wide).
        return (pitched ? 0.25 : 0.5) * pow(2, 20 - zoom.rounded(.up))
    }

    /// The coordinates of `shape`'s points to carry (`indices(of:tolerance:simplifyShort:)`), made once per shape and
    /// tolerance and kept with it: a map that follows the car is copied every second with the same overlays, whose
    /// points are then neither converted again nor compared point by point (the same array's storage).
    @MainActor static func coordinates(of shape: MKMultiPoint, tolerance: Double, simplifyShort: Bool = false)
        -> [MapViewState.MapCoordinate]
    {
        let key = shape.pointCount <= exactPointLimit && !simplifyShort ? -1 : tolerance
        if let kept = shape._hostCoordinates[key] as? KeptCoordinates { return kept.coordinates }
        let points = shape.points()
        let coordinates = indices(of: shape, tolerance: tolerance, simplifyShort: simplifyShort)
            .compactMap { MapViewState.MapCoordinate(finite: points[$0].coordinate) }
        if shape._hostCoordinates.count >= keptSimplifications { shape._hostCoordinates.removeAll() }
        shape._hostCoordinates[key] = KeptCoordinates(coordinates)
        return coordinates
    }

    /// Coordinates kept with a shape (`MKMultiPoint._hostCoordinates`).
    private final class KeptCoordinates {
        let coordinates: [MapViewState.MapCoordinate]
        init(_ coordinates: [MapViewState.MapCoordinate]) { self.coordinates = coordinates }
    }

    /// The indices of `shape`'s points to carry, in order: all those with finite numbers when there are at most
    /// `exactPointLimit` (unless `simplifyShort`); else its simplification within `tolerance` map points, at most
    /// `maximumPoints`, worked out once per tolerance and kept with the shape.
    @MainActor static func indices(of shape: MKMultiPoint, tolerance: Double, simplifyShort: Bool = false) -> [Int] {
        let points = UnsafeBufferPointer(start: shape.points(), count: shape.pointCount)
        if points.count <= exactPointLimit, !simplifyShort {
            return points.indices.filter { points[$0].x.isFinite && points[$0].y.isFinite }
        }
        if let kept = shape._hostSimplifications[tolerance] { return kept }
        let kept = simplified(points, tolerance: tolerance)
        if shape._hostSimplifications.count >= keptSimplifications { shape._hostSimplifications.removeAll() }
        shape._hostSimplifications[tolerance] = kept
        return kept
    }

    /// A simplification of the finite ones of `points` within `tolerance` map points, at most `maximumPoints`.
    private static func simplified(_ points: UnsafeBufferPointer<MKMapPoint>, tolerance: Double) -> [Int] {
        let finite = points.indices.lazy.filter { points[$0].x.isFinite && points[$0].y.isFinite }
        let epsilon = tolerance.isFinite && tolerance > 0 ? tolerance : 0
        // 1. Radial: drop points within the tolerance of the last kept (keeping the last point); coarser until few
        //    enough are left to bound Douglas–Peucker's work (a dropped point is still near a kept one, and no
        //    regular pattern of the line is aliased away as taking every nth point would).
        var radius = epsilon
        var kept = radial(finite, points: points, radius: radius)
        while true {
            while kept.count > maximumSimplifiedInput {
                radius = max(radius * 2, 1)
                kept = radial(finite, points: points, radius: radius)
            }
            // 2. Douglas–Peucker, then coarser until the line fits; within its budget, else on fewer points.
            if let result = fitted(kept, points: points, epsilon: epsilon) { return result }
            radius = max(radius * 2, 1)
            kept = radial(finite, points: points, radius: radius)
        }
    }

    /// Douglas–Peucker's result at `epsilon`, with the tolerance doubled until at most `maximumPoints` are left;
    /// nil when a run exceeded its budget.
    private static func fitted(_ candidates: [Int], points: UnsafeBufferPointer<MKMapPoint>, epsilon: Double)
        -> [Int]?
    {
        guard var result = douglasPeucker(candidates, points: points, epsilon: epsilon) else { return nil }
        var coarser = max(epsilon, 1)
        while result.count > maximumPoints {
            coarser *= 2
            guard let fewer = douglasPeucker(result, points: points, epsilon: coarser) else { return nil }
            result = fewer
        }
        return result
    }

    /// The indices of `candidates` without those within `radius` of the last one kept (the last always kept).
    private static func radial(
        _ candidates: some Sequence<Int>, points: UnsafeBufferPointer<MKMapPoint>, radius: Double
    ) -> [Int] {
        var kept: [Int] = []
        var last: Int?
        let limit = radius * radius
        for index in candidates {
            last = index
            guard let previous = kept.last else {
                kept.append(index)
                continue
            }
            if distanceSquared(points[previous], points[index]) > limit { kept.append(index) }
        }
        if let last, kept.last != last { kept.append(last) }
        return kept
    }

    /// The most distances one Douglas–Peucker run measures: its worst case (a zigzag, where each split peels off
    /// one point) is quadratic, so a run that would measure more gives up and runs again on fewer points.
    static let douglasPeuckerBudget = 4_000_000

    /// The indices of `candidates` Douglas–Peucker keeps at `epsilon` (an explicit stack, no recursion); nil when
    /// it would measure more than `douglasPeuckerBudget` distances.
    private static func douglasPeucker(_ candidates: [Int], points: UnsafeBufferPointer<MKMapPoint>, epsilon: Double)
        -> [Int]?
    {
        guard candidates.count > 2 else { return candidates }
        var budget = douglasPeuckerBudget
        var keep = [Bool](repeating: false, count: candidates.count)
        keep[0] = true
        keep[candidates.count - 1] = true
        var stack = [(0, candidates.count - 1)]
        let limit = epsilon * epsilon
        while let (first, last) = stack.popLast() {
            guard last - first > 1 else { continue }
            budget -= last - first - 1
            guard budget >= 0 else { return nil }
            let a = points[candidates[first]]
            let b = points[candidates[last]]
            var farthest = first
            var farthestDistance = -1.0
            for index in (first + 1)..<last {
                let distance = segmentDistanceSquared(points[candidates[index]], a, b)
                if distance > farthestDistance {
                    farthest = index
                    farthestDistance = distance
                }
            }
            guard farthestDistance > limit else { continue }
            keep[farthest] = true
            stack.append((first, farthest))
            stack.append((farthest, last))
        }
        return candidates.indices.compactMap { keep[$0] ? candidates[$0] : nil }
    }

    private static func distanceSquared(_ p: MKMapPoint, _ q: MKMapPoint) -> Double {
        (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
    }

    /// The squared distance from `p` to the segment `a`–`b`.
    private static func segmentDistanceSquared(_ p: MKMapPoint, _ a: MKMapPoint, _ b: MKMapPoint) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = dx * dx + dy * dy
        guard length > 0 else { return distanceSquared(p, a) }
        let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length, 0), 1)
        return distanceSquared(p, MKMapPoint(x: a.x + t * dx, y: a.y + t * dy))
    }
}
