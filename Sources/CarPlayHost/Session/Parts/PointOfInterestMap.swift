import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import MapKit

/// The driver moves a point-of-interest template's map, one session's part: a drag pans it, a pinch zooms it
/// (`PointOfInterestCamera`, kept per template in `SessionContext.pointOfInterestCameras`), and when the gesture ends
/// the app hears `pointOfInterestTemplate(_:didChangeMapRegion:)` with the region the map shows, as CarPlay tells
/// it (the app may load the places of the new region).
@MainActor
enum PointOfInterestMap {
    /// How many templates' cameras a session keeps.
    static let retainedCameras = 20

    /// The point-of-interest template in front, its snapshot and its map's frame on screen; nil when another
    /// template is in front (or a modal covers it).
    static func shown(context: any SessionContext) -> (
        template: CPPointOfInterestTemplate, id: ElementID, snapshot: PointOfInterestTemplateSnapshot, frame: Rect
    )? {
        guard SessionSnapshots.presented(context: context) == nil,
            let visible = SessionSnapshots.visible(context: context),
            case .pointOfInterest(let snapshot) = visible.content,
            let template = context.template(for: visible.id) as? CPPointOfInterestTemplate,
            let map = SessionScreen.screen(context: context).root.first(where: { $0.role == .map })
        else { return nil }
        return (template, visible.id, snapshot, map.frame)
    }

    /// Where the map's camera is now: where the driver left it, else framing the template's locations.
    static func camera(
        _ snapshot: PointOfInterestTemplateSnapshot, id: ElementID, frame: Rect, context: any SessionContext
    ) -> PointOfInterestCamera? {
        if let moved = context.pointOfInterestCameras[id] { return moved }
        let padding = ImageLimits.pointOfInterestSelectedPin.height / 2 + 4
        return PointOfInterestLayout.framing(snapshot.points, in: frame, padding: padding).map {
            PointOfInterestCamera(center: $0.center, scale: $0.scale)
        }
    }

    /// A drag on the map (touch screens): the map follows the finger; `translation` is from where the drag began.
    static func drag(_ phase: MapGesturePhase, translation: Point, context: any SessionContext) -> InputOutcome {
        guard context.display.inputDevices.contains(.touch) else { return .unsupported }
        return move(phase, context: context) { $0.dragged(by: translation) }
    }

    /// A pinch on the map (multitouch displays): `scale` since the pinch began zooms the map about its centre.
    static func pinch(_ phase: MapGesturePhase, scale: Double, context: any SessionContext) -> InputOutcome {
        guard context.rules.sendsMultitouchGestures(display: context.display) else { return .unsupported }
        return move(phase, context: context) { $0.zoomed(by: scale) }
    }

    /// A gesture's phase: `began` keeps the camera it starts from, `changed` moves the map from there, `ended`
    /// tells the app the region it shows.
    private static func move(
        _ phase: MapGesturePhase, context: any SessionContext,
        to moved: (PointOfInterestCamera) -> PointOfInterestCamera
    ) -> InputOutcome {
        guard context.appState == .connected else { return .appNotRunning }
        guard let (template, id, snapshot, frame) = shown(context: context),
            let current = camera(snapshot, id: id, frame: frame, context: context)
        else { return .notOnScreen }
        if phase == .began || context.pointOfInterestGesture == nil { context.pointOfInterestGesture = current }
        guard let start = context.pointOfInterestGesture else { return .notOnScreen }
        // The cameras of templates gone long ago are forgotten (a session runs for hours).
        if context.pointOfInterestCameras.count >= retainedCameras { context.pointOfInterestCameras = [:] }
        // The end of a gesture carries no movement of its own (the page sends its velocity): the map stays where the
        // last change left it.
        if phase != .ended || context.pointOfInterestCameras[id] == nil {
            context.pointOfInterestCameras[id] = moved(start)
        }
        if phase == .ended {
            context.pointOfInterestGesture = nil
            if let camera = context.pointOfInterestCameras[id] {
                let region = camera.region(size: frame.size)
                let mapRegion = MKCoordinateRegion(
                    center: CLLocationCoordinate2D(latitude: region.latitude, longitude: region.longitude),
                    span: MKCoordinateSpan(latitudeDelta: region.latitudeDelta, longitudeDelta: region.longitudeDelta))
                context.received("pointOfInterestTemplate(_:didChangeMapRegion:)")
                context.runAsApp { template._hostChangeMapRegion(mapRegion) }
            }
        }
        context.changed()
        return .handled
    }
}
