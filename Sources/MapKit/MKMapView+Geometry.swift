#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import UIKit

extension MKMapView {
    // MARK: Geometry

    /// The view's size as the map uses it.
    var viewSize: (width: Double, height: Double) {
        let size = bounds.size
        let width = Double(size.width)
        let height = Double(size.height)
        return (
            width.isFinite && width > 0 ? width : Self.fallbackSide,
            height.isFinite && height > 0 ? height : Self.fallbackSide
        )
    }

    static func clampZoom(_ zoom: Double, height: Double) -> Double {
        let maximum = MKMapSize.world.height / max(height, 1)
        return min(max(zoom, minimumZoom), maximum)
    }

    /// A map point's offset from the centre, in screen points from the view's middle (turned by the heading).
    func screenOffset(of point: MKMapPoint) -> (x: Double, y: Double) {
        var dx = point.x - centerPoint.x
        let world = MKMapSize.world.width
        if dx > world / 2 { dx -= world } else if dx < -world / 2 { dx += world }
        let dy = point.y - centerPoint.y
        let h = currentHeading * .pi / 180
        return ((dx * cos(h) + dy * sin(h)) / zoom, (-dx * sin(h) + dy * cos(h)) / zoom)
    }

    /// The map point at a screen offset from the view's middle.
    func mapPoint(atOffset x: Double, _ y: Double) -> MKMapPoint {
        let h = currentHeading * .pi / 180
        let dx = (x * cos(h) - y * sin(h)) * zoom
        let dy = (x * sin(h) + y * cos(h)) * zoom
        return MKMapPoint(x: centerPoint.x + dx, y: centerPoint.y + dy)
    }

    /// The map points at the view's four corners.
    var cornerPoints: [MKMapPoint] {
        let (w, h) = viewSize
        return [(-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)].map {
            mapPoint(atOffset: $0.0, $0.1)
        }
    }

    /// The zoom (map points per screen point) that shows a `width` × `height` map area inside the view less
    /// `insets`, within the zoom limits; the current zoom for an empty area.
    func fittedZoom(width: Double, height: Double, insets: UIEdgeInsets) -> Double {
        let inner = innerSize(insets)
        let fitted = max(width / inner.width, height / inner.height)
        return fitted > 0 ? Self.clampZoom(fitted, height: viewSize.height) : zoom
    }

    /// The view's size less `insets`, in points (at least one point each way).
    func innerSize(_ insets: UIEdgeInsets) -> (width: Double, height: Double) {
        let (w, h) = viewSize
        return (max(w - Double(insets.left + insets.right), 1), max(h - Double(insets.top + insets.bottom), 1))
    }

    /// Whether `rect` is a rectangle the map can show (not null, finite, not negative).
    static func isShowable(_ rect: MKMapRect) -> Bool {
        !rect.isNull && rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
            && rect.width >= 0 && rect.height >= 0
    }

    /// The map rectangle a region covers, nil for an invalid region (what `setRegion` refuses).
    static func mapRect(of region: MKCoordinateRegion) -> MKMapRect? {
        let c = region.center
        let s = region.span
        guard c.latitude.isFinite, c.longitude.isFinite, abs(c.latitude) <= 90, abs(c.longitude) <= 180,
            (0...180).contains(s.latitudeDelta), (0...360).contains(s.longitudeDelta)
        else { return nil }
        let north = MKMapPoint(
            CLLocationCoordinate2D(latitude: min(c.latitude + s.latitudeDelta / 2, 90), longitude: c.longitude))
        let south = MKMapPoint(
            CLLocationCoordinate2D(latitude: max(c.latitude - s.latitudeDelta / 2, -90), longitude: c.longitude))
        let width = s.longitudeDelta / 360 * MKMapSize.world.width
        let center = MKMapPoint(c)
        return MKMapRect(x: center.x - width / 2, y: north.y, width: width, height: south.y - north.y)
    }

    /// The reason of iOS's exception for an invalid region: "Invalid Region <center:+43.73750000, +7.42400000
    /// span:-1.00000000, +1.00000000>".
    static func invalidRegionReason(_ region: MKCoordinateRegion) -> String {
        let values = [
            region.center.latitude, region.center.longitude, region.span.latitudeDelta, region.span.longitudeDelta,
        ]
        .map { String(format: "%+.8f", $0) }
        return "Invalid Region <center:\(values[0]), \(values[1]) span:\(values[2]), \(values[3])>"
    }

    static func normalized(_ heading: Double) -> Double {
        let value = heading.truncatingRemainder(dividingBy: 360)
        return value < 0 ? value + 360 : value
    }

    // MARK: Region changes

    /// Runs `body`, telling the delegate when the visible region changes: will change, did change visible region,
    /// did change (synchronously: the car shows the new region on its next screen).
    func change(animated: Bool, _ body: () -> Void) {
        let before = (centerPoint, zoom, currentHeading, currentPitch)
        body()
        // The camera zoom range holds for every camera the view takes.
        let range = zoomRange.zooms(height: viewSize.height, latitude: centerPoint.coordinate.latitude)
        if let closest = range.closest { zoom = max(zoom, closest) }
        if let farthest = range.farthest { zoom = min(zoom, farthest) }
        let after = (centerPoint, zoom, currentHeading, currentPitch)
        guard before != after else { return }
        // Tell "will change" with the old region in place, as iOS does.
        (centerPoint, zoom, currentHeading, currentPitch) = before
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        (centerPoint, zoom, currentHeading, currentPitch) = after
        delegate?.mapViewDidChangeVisibleRegion(self)
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }
}
#endif
