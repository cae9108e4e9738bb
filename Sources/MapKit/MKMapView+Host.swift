#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation

extension MKMapView {
    // MARK: For the host

    /// The view for an annotation on the map, asked of the delegate the first time the car draws it (as iOS asks when
    /// the annotation comes into view).
    @_spi(CarPlayHost) public func _hostAnnotationView(for annotation: any MKAnnotation) -> MKAnnotationView? {
        guard annotationList.contains(where: { $0 === annotation }) else { return nil }
        if let known = annotationViews[ObjectIdentifier(annotation)] { return known }
        let made = delegate?.mapView(self, viewFor: annotation)
        made?.annotation = annotation
        annotationViews[ObjectIdentifier(annotation)] = .some(made)
        return made
    }

    /// The car reports where it is and where it heads (nil: unknown): the user's location moves (the delegate hears
    /// it while the map shows it) and a tracking map follows, turned to the heading with `.followWithHeading`.
    @_spi(CarPlayHost) public func _hostUpdateUserLocation(_ location: CLLocation, course: CLLocationDirection?) {
        let course = course.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        if let current = userLocation.location, current.coordinate.latitude == location.coordinate.latitude,
            current.coordinate.longitude == location.coordinate.longitude, course == userCourse
        {
            return
        }
        userLocation.location = location
        userCourse = course
        guard showsUserLocation else { return }
        delegate?.mapView(self, didUpdate: userLocation)
        follow(animated: true)
    }

    /// The camera as the car draws it: centre, map points per screen point, heading and pitch.
    @_spi(CarPlayHost) public var _hostZoom: Double { zoom }

    /// The overlays with their renderers and levels, in drawing order (renderers made now if the delegate was not
    /// asked yet).
    @_spi(CarPlayHost) public var _hostOverlays:
        [(overlay: any MKOverlay, renderer: MKOverlayRenderer?, level: MKOverlayLevel)]
    {
        // In one pass per level (each overlay's level was once found by a search of the list: quadratic).
        [MKOverlayLevel.aboveRoads, .aboveLabels].flatMap { level in
            overlayEntries.filter { $0.level == level }.map { ($0.overlay, renderer(made: $0.overlay), level) }
        }
    }

    /// The annotations the app added (not the user's location).
    @_spi(CarPlayHost) public var _hostAnnotations: [any MKAnnotation] { annotationList }
}
#endif
