import Foundation

/// Where the driver moved a point-of-interest template's map (a drag, a pinch): the projected centre (longitude,
/// and the Web Mercator latitude in degrees, as `PointOfInterestLayout.projected` makes it) and the scale in points
/// per projected degree. Without one the map frames the template's locations.
public struct PointOfInterestCamera: Hashable, Sendable {
    public var center: Point
    public var scale: Double

    public init(center: Point, scale: Double) {
        self.center = center
        self.scale = scale
    }

    /// The zooms the driver may take the map to: the closest the map frames locations at, out to a region's view.
    static let zoomRange = 9.0...PointOfInterestLayout.closestZoom

    /// The camera moved by a drag of `translation` points (the map follows the finger).
    func dragged(by translation: Point) -> PointOfInterestCamera {
        PointOfInterestCamera(
            center: Point(x: center.x - translation.x / scale, y: center.y + translation.y / scale), scale: scale)
    }

    /// The camera zoomed by `factor` (a pinch's scale), within `zoomRange`.
    func zoomed(by factor: Double) -> PointOfInterestCamera {
        guard factor.isFinite, factor > 0 else { return self }
        let range =
            PointOfInterestLayout.scale(
                atZoom: Self.zoomRange.lowerBound)...PointOfInterestLayout.scale(
                atZoom: Self.zoomRange.upperBound)
        return PointOfInterestCamera(
            center: center, scale: min(max(scale * factor, range.lowerBound), range.upperBound))
    }

    /// The region a map of `size` points shows: its centre and span in degrees.
    func region(size: Size) -> (latitude: Double, longitude: Double, latitudeDelta: Double, longitudeDelta: Double) {
        func latitude(_ y: Double) -> Double { atan(sinh(y * .pi / 180)) * 180 / .pi }
        let halfHeight = size.height / 2 / scale
        return (
            latitude(center.y), center.x, latitude(center.y + halfHeight) - latitude(center.y - halfHeight),
            size.width / scale
        )
    }
}
