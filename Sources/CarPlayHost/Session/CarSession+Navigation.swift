import Foundation
@_spi(CarPlayHost) import CarPlay

/// The map template (Parts/MapSession.swift): its snapshot, the system's timers (the navigation bar's auto-hide,
/// navigation alert timeouts), the guidance the car's displays receive and the driver's map input (panning
/// interface, drags, multitouch, trip previews, the car's own navigation); and a navigation app's banners while it
/// is in the background: a new first maneuver and a new navigation alert become banners when the map template's
/// delegate agrees, and tapping the banner brings the app forward.
extension CarSession {
    /// The map template as the car shows it, nil when the app shows none. See ``MapSession/templateSnapshot(context:)``.
    public var mapTemplateSnapshot: MapTemplateSnapshot? { MapSession.templateSnapshot(context: self) }
    /// Whether the map template's navigation bar shows now. See ``MapSession/showsNavigationBar(context:)``.
    public var mapNavigationBarShown: Bool { MapSession.showsNavigationBar(context: self) }
    /// The car's clock moved (front ends call it as they move it). See ``MapSession/clockDidAdvance(context:)``.
    public func clockDidAdvance() {
        MapSession.clockDidAdvance(context: self)
        siriConversation?.clockDidAdvance()
    }

    /// What the car's cluster and head-up display receive now. See ``MapSession/metadata(of:rules:)``.
    public var currentNavigationMetadata: NavigationMetadata? {
        MapSession.metadata(of: mapTemplateSnapshot, rules: rules)
    }

    /// A directional button of the panning interface. See ``MapSession/pan(_:phase:context:)``.
    @discardableResult
    public func panMap(_ direction: MapPanDirection, phase: MapPanPhase = .momentary) -> InputOutcome {
        MapSession.pan(direction, phase: phase, context: self)
    }

    /// A drag on the map (touch screens). See ``MapSession/drag(_:translation:velocity:context:)``.
    @discardableResult
    public func dragMap(
        _ phase: MapGesturePhase, translation: Point = Point(x: 0, y: 0), velocity: Point = Point(x: 0, y: 0)
    ) -> InputOutcome {
        if PointOfInterestMap.shown(context: self) != nil {
            return PointOfInterestMap.drag(phase, translation: translation, context: self)
        }
        return MapSession.drag(phase, translation: translation, velocity: velocity, context: self)
    }

    /// A pinch on the map (iOS 26). See ``MapSession/pinch(_:center:scale:velocity:context:)``.
    @discardableResult
    public func pinchMap(_ phase: MapGesturePhase, center: Point, scale: Double = 1, velocity: Double = 0)
        -> InputOutcome
    {
        if PointOfInterestMap.shown(context: self) != nil {
            return PointOfInterestMap.pinch(phase, scale: scale, context: self)
        }
        return MapSession.pinch(phase, center: center, scale: scale, velocity: velocity, context: self)
    }

    /// A double tap with `fingers` fingers (iOS 26). See ``MapSession/doubleTap(at:fingers:context:)``.
    @discardableResult
    public func doubleTapMap(at center: Point, fingers: Int) -> InputOutcome {
        MapSession.doubleTap(at: center, fingers: fingers, context: self)
    }

    /// A two-finger rotation (iOS 26). See ``MapSession/rotate(_:center:rotation:velocity:context:)``.
    @discardableResult
    public func rotateMap(_ phase: MapGesturePhase, center: Point, rotation: Double = 0, velocity: Double = 0)
        -> InputOutcome
    { MapSession.rotate(phase, center: center, rotation: rotation, velocity: velocity, context: self) }

    /// A two-finger vertical slide (iOS 26). See ``MapSession/pitch(_:center:context:)``.
    @discardableResult
    public func pitchMap(_ phase: MapGesturePhase, center: Point) -> InputOutcome {
        MapSession.pitch(phase, center: center, context: self)
    }

    /// The trip preview moves to a trip and route choice. See ``MapSession/selectTripPreview(trip:routeChoice:context:)``.
    @discardableResult
    public func selectTripPreview(trip: Int, routeChoice: Int = 0) -> InputOutcome {
        MapSession.selectTripPreview(trip: trip, routeChoice: routeChoice, context: self)
    }

    /// The trip preview's start button. See ``MapSession/startTrip(context:)``.
    @discardableResult
    public func startTrip() -> InputOutcome { MapSession.startTrip(context: self) }
    /// The car's own navigation starts. See ``MapSession/cancelNavigationBySystem(context:)``.
    @discardableResult
    public func cancelNavigationBySystem() -> InputOutcome { MapSession.cancelNavigationBySystem(context: self) }

    /// The car reports whose route it follows (26.4). See ``MapSession/reportRouteSource(_:context:)``.
    @discardableResult
    public func reportRouteSource(_ source: CPRouteSource) -> InputOutcome {
        MapSession.reportRouteSource(source, context: self)
    }

    /// The car asks to add a stop (26.4). See ``MapSession/requestWaypoint(latitude:longitude:name:answered:context:)``.
    @discardableResult
    public func requestWaypoint(
        latitude: Double, longitude: Double, name: String?,
        answered: @escaping @MainActor (TravelEstimatesSnapshot) -> Void
    ) -> InputOutcome {
        MapSession.requestWaypoint(
            latitude: latitude, longitude: longitude, name: name, answered: answered, context: self)
    }

    /// The driver decided on a stop (26.4). See ``MapSession/decideWaypoint(latitude:longitude:name:accepted:context:)``.
    @discardableResult
    public func decideWaypoint(latitude: Double, longitude: Double, name: String?, accepted: Bool) -> InputOutcome {
        MapSession.decideWaypoint(
            latitude: latitude, longitude: longitude, name: name, accepted: accepted, context: self)
    }

    /// How sharing the previewed trip's destination went (26.1/26.4); a failure is
    /// `CarError.destinationNotAccepted`. See ``MapSession/shareDestination(succeeds:failure:context:)``.
    @discardableResult
    public func shareDestination(succeeds: Bool) -> InputOutcome {
        MapSession.shareDestination(succeeds: succeeds, failure: CarError.destinationNotAccepted, context: self)
    }

    /// Why the car did something the app hears as an error.
    public enum CarError: Error, Sendable, Equatable {
        /// The car did not accept a shared destination.
        case destinationNotAccepted
    }

    /// The car asks the app to navigate to a place (26.4). See
    /// ``MapSession/requestDestination(latitude:longitude:name:address:context:)``.
    @discardableResult
    public func requestDestination(
        latitude: Double, longitude: Double, name: String?, address: String? = nil
    ) -> InputOutcome {
        MapSession.requestDestination(
            latitude: latitude, longitude: longitude, name: name, address: address, context: self)
    }

    // MARK: Banners (Parts/NavigationBanners.swift; spec api-navigation §6.3, §17 item 7)

    /// The banner the app shows now while in the background. See ``NavigationBanners/current(context:)``.
    public var navigationBanner: NavigationBanner? { NavigationBanners.current(context: self) }

    /// The driver tapped the app's banner. See ``NavigationBanners/select(comingForward:context:)``.
    @discardableResult
    public func selectNavigationBanner<Failure: Error>(comingForward: () throws(Failure) -> Void) throws(Failure)
        -> InputOutcome
    { try NavigationBanners.select(comingForward: comingForward, context: self) }

    /// The driver tapped the app's banner (a lone session: it enters the foreground itself).
    @discardableResult
    public func selectNavigationBanner() -> InputOutcome { selectNavigationBanner(comingForward: {}) }
}
