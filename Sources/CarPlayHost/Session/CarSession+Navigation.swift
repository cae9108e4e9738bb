import Foundation
@_spi(CarPlayHost) import CarPlay
import UIKit
@_spi(CarPlayHost) import _PlatformHost
import OpenStreetMap

/// The map template: its snapshot, driver input (panning interface, drags, multitouch, trip previews) and the
/// system's timers (the navigation bar's auto-hide, navigation alert timeouts).
extension CarSession {
    /// The map template the session shows: the root when it is one (a navigation app's), else the visible template
    /// when it is one.
    var mapTemplateID: ElementID? {
        refreshSnapshotsIfNeeded()
        if let root = hierarchy.root, snapshot(of: root)?.kind == .map { return root }
        if let visible = visibleSnapshot, visible.kind == .map { return visible.id }
        return nil
    }

    /// The map template as the car shows it, nil when the app shows none.
    public var mapTemplateSnapshot: MapTemplateSnapshot? {
        guard let id = mapTemplateID, case .map(let map)? = snapshot(of: id)?.content else { return nil }
        return map
    }

    /// The live map template object (SPI resolution).
    var mapTemplateObject: CPMapTemplate? { mapTemplateID.flatMap { template(for: $0) as? CPMapTemplate } }

    /// Whether the map template is the template on screen (nothing pushed or presented over it).
    var mapTemplateIsVisible: Bool {
        guard let id = mapTemplateID else { return false }
        return visibleSnapshot?.id == id && hierarchy.presented == nil
    }

    // MARK: The app's window

    /// The navigation app's window as the car shows it below the map template; nil unless the map template is on
    /// screen. See ``MapSession/appWindowSnapshot(barShown:context:)``.
    func appWindowSnapshot(barShown: Bool) -> ViewSnapshot? {
        MapSession.appWindowSnapshot(barShown: barShown, context: self)
    }

    // MARK: Navigation bar and map buttons

    /// Whether the map template's navigation bar shows now (Rules: auto-hide after the driver's last interaction,
    /// never while panning).
    public var mapNavigationBarShown: Bool { mapSession.showsNavigationBar(mapTemplateSnapshot, at: clock()) }

    /// The driver touched the screen or turned the knob: a hidden navigation bar comes back.
    func noteInteraction() {
        mapSession.noteInteraction(at: clock())
        followMapControls()
    }

    /// Tells front ends when the navigation bar (and the buttons with it) appeared or hid.
    private func followMapControls() {
        if mapSession.followNavigationBar(shown: mapNavigationBarShown) { onChange?() }
    }

    // MARK: Time

    /// The car's clock moved: the navigation bar may hide and a navigation alert may time out. Front ends call it
    /// when they move the injected clock (`TestCar.now`) or on a timer (the simulator).
    public func clockDidAdvance() {
        advanceVehicle()  // The car drives on (CarSession+Location.swift).
        advanceSpeech()  // Speech goes on (CarSession+Speech.swift).
        guard appState == .connected else { return }
        refreshSnapshotsIfNeeded()
        MapSession.timeOutAlert(context: self)
        followMapControls()
    }

    /// After the snapshots were taken: a navigation alert that just appeared is on screen now. See
    /// ``MapSession/followAlert(context:)``.
    func followNavigationAlert() { MapSession.followAlert(context: self) }

    // MARK: Directions

    /// The app's `MKDirections` request, answered by the car's directions provider (else its map's router) from
    /// the car's position.
    func directions(for request: PlatformDirectionsRequest) async -> Result<[PlatformRoute], PlatformDirectionsError> {
        guard let provider = directionsProvider ?? carMap else { return .failure(.serverFailure) }
        return await provider.directions(for: request, vehicle: vehicleCoordinate)
    }

    /// The app's `MKLocalSearch`, answered from the names of the car's map.
    func places(for request: PlatformSearchRequest) async -> Result<[PlatformPlace], PlatformDirectionsError> {
        guard let carMap else { return .failure(.serverFailure) }
        return .success(carMap.places(for: request, vehicle: vehicleCoordinate))
    }

    // MARK: Metadata for the car's displays

    /// What the car's cluster and head-up display receive now (`MapSession.metadata(of:rules:)`).
    public var currentNavigationMetadata: NavigationMetadata? {
        MapSession.metadata(of: mapTemplateSnapshot, rules: rules)
    }

    /// After the snapshots were taken: the car receives the metadata when it changed.
    func followNavigationMetadata() {
        guard appState == .connected else { return }
        _ = navigationMetadata.append(currentNavigationMetadata, at: clock())
    }

    // MARK: Driver input

    /// A directional button of the panning interface, only while it is up. See ``MapSession/pan(_:phase:context:)``.
    @discardableResult
    public func panMap(_ direction: MapPanDirection, phase: MapPanPhase = .momentary) -> InputOutcome {
        MapSession.pan(direction, phase: phase, context: self)
    }

    /// A drag on the map (touch screens). See ``MapSession/drag(_:translation:velocity:context:)``.
    @discardableResult
    public func dragMap(
        _ phase: MapGesturePhase, translation: Point = Point(x: 0, y: 0), velocity: Point = Point(x: 0, y: 0)
    )
        -> InputOutcome
    {
        MapSession.drag(phase, translation: translation, velocity: velocity, context: self)
    }

    /// A pinch on the map (iOS 26, multitouch displays). See ``MapSession/pinch(_:center:scale:velocity:context:)``.
    @discardableResult
    public func pinchMap(_ phase: MapGesturePhase, center: Point, scale: Double = 1, velocity: Double = 0)
        -> InputOutcome
    {
        MapSession.pinch(phase, center: center, scale: scale, velocity: velocity, context: self)
    }

    /// A double tap on the map with `fingers` fingers (iOS 26, multitouch displays): a whole zoom gesture. See
    /// ``MapSession/doubleTap(at:fingers:context:)``.
    @discardableResult
    public func doubleTapMap(at center: Point, fingers: Int) -> InputOutcome {
        MapSession.doubleTap(at: center, fingers: fingers, context: self)
    }

    /// A two-finger rotation on the map (iOS 26, multitouch displays). See
    /// ``MapSession/rotate(_:center:rotation:velocity:context:)``.
    @discardableResult
    public func rotateMap(_ phase: MapGesturePhase, center: Point, rotation: Double = 0, velocity: Double = 0)
        -> InputOutcome
    {
        MapSession.rotate(phase, center: center, rotation: rotation, velocity: velocity, context: self)
    }

    /// A two-finger vertical slide on the map (iOS 26, multitouch displays). See
    /// ``MapSession/pitch(_:center:context:)``.
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

    /// The car's own navigation starts: the system ends the app's guidance. See
    /// ``MapSession/cancelNavigationBySystem(context:)``.
    @discardableResult
    public func cancelNavigationBySystem() -> InputOutcome { MapSession.cancelNavigationBySystem(context: self) }

    /// The car reports whose route it follows (26.4 route sharing). See ``MapSession/reportRouteSource(_:context:)``.
    @discardableResult
    public func reportRouteSource(_ source: CPRouteSource) -> InputOutcome {
        MapSession.reportRouteSource(source, context: self)
    }

    /// Whether the car and the app share the route (iOS 26.4 and `mapTemplateShouldProvideRouteSharing`): only then
    /// does the car report its route source and propose stops.
    var sharesRoute: Bool { rules.sharesRoute(appOptsIn: mapTemplateSnapshot?.providesRouteSharing == true) }

    /// The car's navigation asks to add a stop (26.4); `answered` receives the app's estimates. See
    /// ``MapSession/requestWaypoint(latitude:longitude:name:answered:context:)``.
    @discardableResult
    public func requestWaypoint(
        latitude: Double, longitude: Double, name: String?,
        answered: @escaping @MainActor (TravelEstimatesSnapshot) -> Void
    ) -> InputOutcome {
        MapSession.requestWaypoint(
            latitude: latitude, longitude: longitude, name: name, answered: answered, context: self)
    }

    /// The driver accepted or declined a stop the car proposed (26.4). See
    /// ``MapSession/decideWaypoint(latitude:longitude:name:accepted:context:)``.
    @discardableResult
    public func decideWaypoint(latitude: Double, longitude: Double, name: String?, accepted: Bool) -> InputOutcome {
        MapSession.decideWaypoint(
            latitude: latitude, longitude: longitude, name: name, accepted: accepted, context: self)
    }

    /// How sharing the previewed trip's destination with the car went (26.1/26.4); a failure is
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
}
