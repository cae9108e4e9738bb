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

    /// The navigation app's window as the car shows it below the map template: first sized to the app area, with
    /// the safe area the overlay leaves and the map buttons' guide (the app lays out), then copied. Nil unless the
    /// map template is on screen. Taken on every screen: apps change their views without telling anyone.
    func appWindowSnapshot(barShown: Bool) -> ViewSnapshot? {
        guard appState == .connected, mapTemplateIsVisible, let window = scene?.carWindow, let map = mapTemplateSnapshot
        else { return nil }
        let display = display
        let appFrame = StatusBarLayout.divide(display).1.inset(by: display.safeAreaInsets)
        let context = LayoutContext(display: display, rules: rules, now: clock())
        let areas = MapLayout.windowAreas(map, navigationBarShown: barShown, in: appFrame, context: context)
        return runAsApp {
            WindowGeometry.apply(
                to: window, bounds: Rect(x: 0, y: 0, width: appFrame.width, height: appFrame.height),
                safeArea: areas.safeArea, mapButtonArea: areas.mapButtonArea)
            return windowSnapshot(window)
        }
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
        if mapSession.alertTimedOut(mapTemplateSnapshot?.alert, at: clock()), let template = mapTemplateObject,
            let object = template.currentNavigationAlert
        {
            runAsApp { template._hostNavigationAlertDidTimeOut(object) }
            changed()
        }
        followMapControls()
    }

    /// After the snapshots were taken: a navigation alert that just appeared is on screen now (the app hears
    /// `didShow`, and its timeout starts).
    func followNavigationAlert() {
        guard appState == .connected else { return }
        guard mapSession.followAlert(mapTemplateSnapshot?.alert?.id, at: clock()), let template = mapTemplateObject,
            let object = template.currentNavigationAlert
        else { return }
        runAsApp { template._hostNavigationAlertDidShow(object) }
    }

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

    /// Runs a map input in the app: the map template must be on screen.
    private func performOnMap(_ input: CPMapTemplateHostInput, requiresVisibleMap: Bool = true) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        guard let template = mapTemplateObject, !requiresVisibleMap || mapTemplateIsVisible else {
            return .notOnScreen
        }
        noteInteraction()
        runAsApp { template._hostPerform(input) }
        changed()
        return .handled
    }

    /// A directional button of the panning interface: pressed momentarily, or held (`began`, then `ended`). Only
    /// while the panning interface is up.
    @discardableResult
    public func panMap(_ direction: MapPanDirection, phase: MapPanPhase = .momentary) -> InputOutcome {
        guard let map = mapTemplateSnapshot else { return appState == .connected ? .notOnScreen : .appNotRunning }
        guard map.isPanningInterfaceVisible else { return .unsupported }
        return performOnMap(MapSession.input(pan: direction, phase: phase))
    }

    /// A drag on the map (touch screens): the app hears the pan gesture. `translation` is from where the drag began;
    /// `velocity` in points per second.
    @discardableResult
    public func dragMap(
        _ phase: MapGesturePhase, translation: Point = Point(x: 0, y: 0), velocity: Point = Point(x: 0, y: 0)
    )
        -> InputOutcome
    {
        guard display.inputDevices.contains(.touch) else { return .unsupported }
        return performOnMap(MapSession.input(drag: phase, translation: translation, velocity: velocity))
    }

    /// A pinch on the map (iOS 26, multitouch displays): `scale` since the pinch began, `velocity` scale per second.
    @discardableResult
    public func pinchMap(_ phase: MapGesturePhase, center: Point, scale: Double = 1, velocity: Double = 0)
        -> InputOutcome
    {
        guard rules.sendsMultitouchGestures(display: display) else { return .unsupported }
        return performOnMap(MapSession.input(pinch: phase, center: center, scale: scale, velocity: velocity))
    }

    /// A double tap on the map with `fingers` fingers at `center` (iOS 26, multitouch displays): one finger zooms in,
    /// two zoom out. The app hears a whole zoom gesture around the tap (began, one change of
    /// `Rules.doubleTapZoomScale(fingers:)`, ended), as CarPlay has no double-tap callback of its own.
    @discardableResult
    public func doubleTapMap(at center: Point, fingers: Int) -> InputOutcome {
        guard rules.sendsMultitouchGestures(display: display),
            let scale = Rules.doubleTapZoomScale(fingers: fingers)
        else { return .unsupported }
        for phase in [MapGesturePhase.began, .changed, .ended] {
            let outcome = pinchMap(phase, center: center, scale: scale)
            guard outcome == .handled else { return outcome }
        }
        return .handled
    }

    /// A two-finger rotation on the map (iOS 26, multitouch displays): `rotation` in radians.
    @discardableResult
    public func rotateMap(_ phase: MapGesturePhase, center: Point, rotation: Double = 0, velocity: Double = 0)
        -> InputOutcome
    {
        guard rules.sendsMultitouchGestures(display: display) else { return .unsupported }
        return performOnMap(MapSession.input(rotate: phase, center: center, rotation: rotation, velocity: velocity))
    }

    /// A two-finger vertical slide on the map (iOS 26, multitouch displays).
    @discardableResult
    public func pitchMap(_ phase: MapGesturePhase, center: Point) -> InputOutcome {
        guard rules.sendsMultitouchGestures(display: display) else { return .unsupported }
        return performOnMap(MapSession.input(pitch: phase, center: center))
    }

    /// The trip preview moves to trip `trip` (index among the shown trips) and its route choice `routeChoice`.
    @discardableResult
    public func selectTripPreview(trip: Int, routeChoice: Int = 0) -> InputOutcome {
        guard let previews = mapTemplateSnapshot?.previews else { return .notOnScreen }
        guard previews.trips.indices.contains(trip), previews.trips[trip].routeChoices.indices.contains(routeChoice)
        else { return .unsupported }
        return performOnMap(.selectPreview(tripIndex: trip, routeChoiceIndex: routeChoice))
    }

    /// The trip preview's start button: the app hears `startedTrip` with the shown trip and route choice.
    @discardableResult
    public func startTrip() -> InputOutcome {
        guard let previews = mapTemplateSnapshot?.previews, let trip = previews.selectedTrip else {
            return .notOnScreen
        }
        guard Rules.canStart(trip) else { return .disabled }
        // The trip and route the car shows (a selection past the trips shown opens on the first).
        let tripIndex = previews.trips.indices.contains(previews.selectedTripIndex) ? previews.selectedTripIndex : 0
        return performOnMap(
            .startTrip(tripIndex: tripIndex, routeChoiceIndex: previews.selectedRouteChoiceIndex))
    }

    /// The car's own navigation starts: the system ends the app's guidance (`mapTemplateDidCancelNavigation`).
    @discardableResult
    public func cancelNavigationBySystem() -> InputOutcome {
        guard mapTemplateSnapshot?.navigation != nil else { return .unsupported }
        return performOnMap(.cancelNavigation, requiresVisibleMap: false)
    }

    /// The car reports whose route it follows (26.4 route sharing).
    @discardableResult
    public func reportRouteSource(_ source: CPRouteSource) -> InputOutcome {
        guard sharesRoute else { return .unsupported }
        return performOnMap(.routeSourceChanged(source), requiresVisibleMap: false)
    }

    /// Whether the car and the app share the route (iOS 26.4 and `mapTemplateShouldProvideRouteSharing`): only then
    /// does the car report its route source and propose stops.
    var sharesRoute: Bool { rules.sharesRoute(appOptsIn: mapTemplateSnapshot?.providesRouteSharing == true) }

    /// The car's navigation asks to add a stop to the current segment of the route (26.4): the app answers with
    /// estimates, which `answered` receives (never when the app implements neither spelling of the method).
    @discardableResult
    public func requestWaypoint(
        latitude: Double, longitude: Double, name: String?,
        answered: @escaping @MainActor (TravelEstimatesSnapshot) -> Void
    ) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        guard let template = mapTemplateObject, let session = template._navigationSession else { return .unsupported }
        let waypoint = MapSession.waypoint(latitude: latitude, longitude: longitude, name: name, address: nil)
        runAsApp {
            template._hostRequestToInsert(waypoint, into: session.currentSegment) { estimates in
                answered(TravelEstimatesSnapshot(estimates))
            }
        }
        changed()
        return .handled
    }

    /// The driver accepted or declined a stop the car proposed (26.4); an accepted one is for the current segment.
    @discardableResult
    public func decideWaypoint(latitude: Double, longitude: Double, name: String?, accepted: Bool) -> InputOutcome {
        guard sharesRoute else { return .unsupported }
        guard let session = mapTemplateObject?._navigationSession else { return .unsupported }
        let waypoint = MapSession.waypoint(latitude: latitude, longitude: longitude, name: name, address: nil)
        return performOnMap(
            .waypointDecision(waypoint, accepted: accepted, segment: accepted ? session.currentSegment : nil),
            requiresVisibleMap: false)
    }

    /// How sharing the previewed trip's destination with the car went (26.1/26.4): the app hears `willShare`, then
    /// `didShare` or `didFailToShare`. Only for a trip the app marked `hasShareableDestination`.
    @discardableResult
    public func shareDestination(succeeds: Bool) -> InputOutcome {
        guard rules.acceptsDestinationRequests else { return .unsupported }
        guard let template = mapTemplateObject, template._tripPreviews.indices.contains(template._selectedPreviewIndex)
        else { return .notOnScreen }
        let trip = template._tripPreviews[template._selectedPreviewIndex]
        guard trip.hasShareableDestination else { return .unsupported }
        _ = performOnMap(.willShareDestination(trip), requiresVisibleMap: false)
        return performOnMap(
            succeeds
                ? .didShareDestination(trip)
                : .didFailToShareDestination(trip, CarError.destinationNotAccepted), requiresVisibleMap: false)
    }

    /// Why the car did something the app hears as an error.
    public enum CarError: Error, Sendable, Equatable {
        /// The car did not accept a shared destination.
        case destinationNotAccepted
    }

    /// The car asks the app to navigate to a place (26.4).
    @discardableResult
    public func requestDestination(
        latitude: Double, longitude: Double, name: String?, address: String? = nil
    ) -> InputOutcome {
        guard rules.acceptsDestinationRequests, mapTemplateSnapshot != nil else { return .unsupported }
        let waypoint = MapSession.waypoint(latitude: latitude, longitude: longitude, name: name, address: address)
        return performOnMap(.requestDestination(waypoint), requiresVisibleMap: false)
    }
}
