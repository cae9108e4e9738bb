import Foundation
@_spi(CarPlayHost) import CarPlay
import UIKit

/// A phase of a pan input: a momentary press, or the start and end of a held one.
public enum MapPanPhase: String, Codable, Hashable, Sendable { case momentary, began, ended }

/// The phase of a touch gesture on the map.
public enum MapGesturePhase: String, Codable, Hashable, Sendable { case began, changed, ended }

/// The car's side of the map template, one session's part: when the driver last touched the screen (the navigation
/// bar hides after a while), which navigation alert is on screen since when (it times out), whether the bar showed
/// when the car last looked, and how the driver's map input and the guidance read for the app and the car's
/// displays.
///
/// Plain state on the injected clock. The session reads the map template's snapshot, asks here what follows, and
/// calls the app (`CPMapTemplate._hostPerform`, `_hostNavigationAlertDidShow`...) with what it gets.
struct MapSession: Sendable, Hashable {
    /// The driver's last interaction with the screen.
    private(set) var lastInteraction: Date?
    /// The navigation alert on screen and when it appeared.
    private(set) var shownAlert: ElementID?
    private(set) var alertShownAt: Date?
    /// Whether the navigation bar showed when the car last looked (to tell front ends when it hides).
    private(set) var navigationBarShown = true

    /// A map session whose driver last touched the screen at `lastInteraction`.
    init(lastInteraction: Date? = nil) { self.lastInteraction = lastInteraction }

    // MARK: The navigation bar

    /// Whether `map`'s navigation bar shows at `now` (Rules: auto-hide after the driver's last interaction, never
    /// while panning); true without a map template.
    func showsNavigationBar(_ map: MapTemplateSnapshot?, at now: Date) -> Bool {
        guard let map else { return true }
        return Rules.showsMapNavigationBar(
            automaticallyHides: map.automaticallyHidesNavigationBar, panning: map.isPanningInterfaceVisible,
            sinceLastInteraction: lastInteraction.map { now.timeIntervalSince($0) })
    }

    /// The driver touched the screen or turned the knob.
    mutating func noteInteraction(at now: Date) { lastInteraction = now }

    /// Takes in whether the bar shows now; true when that changed since the car last looked (front ends must hear).
    mutating func followNavigationBar(shown: Bool) -> Bool {
        guard shown != navigationBarShown else { return false }
        navigationBarShown = shown
        return true
    }

    // MARK: The navigation alert

    /// Takes in the alert a snapshot shows at `now`; true when a new one appeared (the app hears `didShow`, its
    /// timeout starts).
    mutating func followAlert(_ alert: ElementID?, at now: Date) -> Bool {
        guard alert != shownAlert else { return false }
        shownAlert = alert
        alertShownAt = alert == nil ? nil : now
        return alert != nil
    }

    /// Whether `alert`, the one on screen, ran out of time at `now` (Rules: its duration, at least 5 s; none for
    /// an alert without a duration).
    func alertTimedOut(_ alert: NavigationAlertSnapshot?, at now: Date) -> Bool {
        guard let alert, alert.id == shownAlert, let shownAt = alertShownAt,
            let deadline = Rules.navigationAlertDeadline(shownAt: shownAt, duration: alert.duration)
        else { return false }
        return now >= deadline
    }

    // MARK: The driver's map input, as the app hears it

    /// A button of the panning interface.
    static func input(pan direction: MapPanDirection, phase: MapPanPhase) -> CPMapTemplateHostInput {
        let value: CPMapTemplate.PanDirection =
            switch direction {
            case .left: .left
            case .right: .right
            case .up: .up
            case .down: .down
            }
        return switch phase {
        case .momentary: .pan(value)
        case .began: .panBegan(value)
        case .ended: .panEnded(value)
        }
    }

    /// A drag on the map: `translation` from where it began, `velocity` in points per second.
    static func input(drag phase: MapGesturePhase, translation: Point, velocity: Point) -> CPMapTemplateHostInput {
        let t = CGPoint(x: translation.x, y: translation.y)
        let v = CGPoint(x: velocity.x, y: velocity.y)
        return switch phase {
        case .began: .panGestureBegan
        case .changed: .panGestureChanged(translation: t, velocity: v)
        case .ended: .panGestureEnded(velocity: v)
        }
    }

    /// A pinch: `scale` since it began, `velocity` scale per second.
    static func input(pinch phase: MapGesturePhase, center: Point, scale: Double, velocity: Double)
        -> CPMapTemplateHostInput
    {
        let c = CGPoint(x: center.x, y: center.y)
        return switch phase {
        case .began: .zoomBegan
        case .changed: .zoomChanged(center: c, scale: CGFloat(scale), velocity: CGFloat(velocity))
        case .ended: .zoomEnded(velocity: CGFloat(velocity))
        }
    }

    /// A two-finger rotation: `rotation` in radians.
    static func input(rotate phase: MapGesturePhase, center: Point, rotation: Double, velocity: Double)
        -> CPMapTemplateHostInput
    {
        let c = CGPoint(x: center.x, y: center.y)
        return switch phase {
        case .began: .rotationBegan
        case .changed: .rotationChanged(center: c, rotation: CGFloat(rotation), velocity: CGFloat(velocity))
        case .ended: .rotationEnded(velocity: CGFloat(velocity))
        }
    }

    /// A two-finger vertical slide.
    static func input(pitch phase: MapGesturePhase, center: Point) -> CPMapTemplateHostInput {
        let c = CGPoint(x: center.x, y: center.y)
        return switch phase {
        case .began: .pitchBegan
        case .changed: .pitchChanged(center: c)
        case .ended: .pitchEnded(center: c)
        }
    }

    /// A place the car proposes or asks for (26.4), as the app receives it.
    static func waypoint(latitude: Double, longitude: Double, name: String?, address: String?)
        -> CPNavigationWaypoint
    {
        CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: latitude, longitude: longitude, altitude: 0),
            locationThreshold: nil, name: name, address: address, entryPoints: [], timeZone: nil)
    }

    // MARK: Guidance for the car's displays

    /// What the car's cluster and head-up display receive from `map`: nil unless a navigation session is in
    /// progress and the app opted in (`mapTemplateShouldProvideNavigationMetadata`, iOS 17.4); route segments and
    /// waypoints only with route sharing (`mapTemplateShouldProvideRouteSharing`, iOS 26.4).
    static func metadata(of map: MapTemplateSnapshot?, rules: Rules) -> NavigationMetadata? {
        guard let map, rules.sendsNavigationMetadata(appOptsIn: map.providesNavigationMetadata),
            let navigation = map.navigation
        else { return nil }
        let sharesRoute = rules.sharesRoute(appOptsIn: map.providesRouteSharing)
        let first = navigation.maneuvers.first
        let segments = sharesRoute ? navigation.routeSegments : []
        return NavigationMetadata(
            maneuvers: navigation.maneuvers, currentLaneGuidance: navigation.currentLaneGuidance,
            maneuverState: NavigationMetadata.ManeuverState(
                CPManeuverState(rawValue: navigation.maneuverState) ?? .continue),
            currentRoadNameVariants: navigation.currentRoadNameVariants,
            tripEstimates: navigation.tripEstimates?.estimates,
            maneuverEstimates: first.flatMap { navigation.maneuverEstimates[$0.id] }, trip: navigation.trip,
            routeSegments: segments,
            currentSegmentID: sharesRoute
                ? navigation.currentSegmentIndex.map { navigation.routeSegments[$0].id } : nil)
    }
}

// MARK: The app's window, the alert's timer and the driver's map input, in a session

@MainActor
extension MapSession {
    /// The navigation app's window as the car shows it below the map template: first sized to the app area, with
    /// the safe area the overlay leaves and the map buttons' guide (the app lays out), then copied. Nil unless the
    /// map template is on screen. Taken on every screen: apps change their views without telling anyone.
    static func appWindowSnapshot(barShown: Bool, context: any SessionContext) -> ViewSnapshot? {
        guard context.appState == .connected, isTemplateVisible(context: context),
            let window = context.scene?.carWindow,
            let map = context.mapTemplateSnapshot
        else { return nil }
        let display = context.display
        let appFrame = StatusBarLayout.divide(display).1.inset(by: display.safeAreaInsets)
        let layoutContext = LayoutContext(display: display, rules: context.rules, now: context.clock())
        let areas = MapLayout.windowAreas(map, navigationBarShown: barShown, in: appFrame, context: layoutContext)
        return context.runAsApp {
            WindowGeometry.setScreen(of: window, display: display)
            WindowGeometry.apply(
                to: window, bounds: Rect(x: 0, y: 0, width: appFrame.width, height: appFrame.height),
                safeArea: areas.safeArea, mapButtonArea: areas.mapButtonArea)
            return SessionWindows.snapshot(window, context: context)
        }
    }

    /// The car's clock moved: a navigation alert on screen past its duration times out and the app hears it.
    static func timeOutAlert(context: any SessionContext) {
        guard context.mapSession.alertTimedOut(context.mapTemplateSnapshot?.alert, at: context.clock()),
            let template = templateObject(context: context), let object = template.currentNavigationAlert
        else { return }
        context.runAsApp { template._hostNavigationAlertDidTimeOut(object) }
        context.changed()
    }

    /// After the session's snapshots were taken: a navigation alert that just appeared is on screen now (the app
    /// hears `didShow`, and its timeout starts).
    static func followAlert(context: any SessionContext) {
        guard context.appState == .connected else { return }
        guard context.mapSession.followAlert(context.mapTemplateSnapshot?.alert?.id, at: context.clock()),
            let template = templateObject(context: context), let object = template.currentNavigationAlert
        else { return }
        context.runAsApp { template._hostNavigationAlertDidShow(object) }
    }

    /// Runs a map input in the session's app: the map template must be on screen (unless `requiresVisibleMap` is
    /// false: the car's own navigation acts on a map under other templates). The input counts as the driver's
    /// interaction (a hidden navigation bar comes back).
    static func perform(
        _ input: CPMapTemplateHostInput, requiresVisibleMap: Bool = true, context: any SessionContext
    ) -> InputOutcome {
        guard context.appState == .connected else { return .appNotRunning }
        guard let template = templateObject(context: context),
            !requiresVisibleMap || isTemplateVisible(context: context)
        else {
            return .notOnScreen
        }
        noteInteraction(context: context)
        context.runAsApp { template._hostPerform(input) }
        context.changed()
        return .handled
    }

    /// A directional button of the panning interface: pressed momentarily, or held (`began`, then `ended`). Only
    /// while the panning interface is up.
    static func pan(_ direction: MapPanDirection, phase: MapPanPhase, context: any SessionContext) -> InputOutcome {
        guard let map = context.mapTemplateSnapshot else {
            return context.appState == .connected ? .notOnScreen : .appNotRunning
        }
        guard map.isPanningInterfaceVisible else { return .unsupported }
        return perform(input(pan: direction, phase: phase), context: context)
    }

    /// A drag on the map (touch screens): the app hears the pan gesture. `translation` is from where the drag began;
    /// `velocity` in points per second.
    static func drag(
        _ phase: MapGesturePhase, translation: Point, velocity: Point, context: any SessionContext
    ) -> InputOutcome {
        guard context.display.inputDevices.contains(.touch) else { return .unsupported }
        return perform(input(drag: phase, translation: translation, velocity: velocity), context: context)
    }

    /// A pinch on the map (iOS 26, multitouch displays): `scale` since the pinch began, `velocity` scale per second.
    static func pinch(
        _ phase: MapGesturePhase, center: Point, scale: Double, velocity: Double, context: any SessionContext
    ) -> InputOutcome {
        guard context.rules.sendsMultitouchGestures(display: context.display) else { return .unsupported }
        return perform(input(pinch: phase, center: center, scale: scale, velocity: velocity), context: context)
    }

    /// A double tap on the map with `fingers` fingers at `center` (iOS 26, multitouch displays): one finger zooms in,
    /// two zoom out. The app hears a whole zoom gesture around the tap (began, one change of
    /// `Rules.doubleTapZoomScale(fingers:)`, ended), as CarPlay has no double-tap callback of its own.
    static func doubleTap(at center: Point, fingers: Int, context: any SessionContext) -> InputOutcome {
        guard context.rules.sendsMultitouchGestures(display: context.display),
            let scale = Rules.doubleTapZoomScale(fingers: fingers)
        else { return .unsupported }
        for phase in [MapGesturePhase.began, .changed, .ended] {
            let outcome = pinch(phase, center: center, scale: scale, velocity: 0, context: context)
            guard outcome == .handled else { return outcome }
        }
        return .handled
    }

    /// A two-finger rotation on the map (iOS 26, multitouch displays): `rotation` in radians.
    static func rotate(
        _ phase: MapGesturePhase, center: Point, rotation: Double, velocity: Double, context: any SessionContext
    ) -> InputOutcome {
        guard context.rules.sendsMultitouchGestures(display: context.display) else { return .unsupported }
        return perform(input(rotate: phase, center: center, rotation: rotation, velocity: velocity), context: context)
    }

    /// A two-finger vertical slide on the map (iOS 26, multitouch displays).
    static func pitch(_ phase: MapGesturePhase, center: Point, context: any SessionContext) -> InputOutcome {
        guard context.rules.sendsMultitouchGestures(display: context.display) else { return .unsupported }
        return perform(input(pitch: phase, center: center), context: context)
    }

    /// The trip preview moves to trip `trip` (index among the shown trips) and its route choice `routeChoice`.
    static func selectTripPreview(trip: Int, routeChoice: Int, context: any SessionContext) -> InputOutcome {
        guard let previews = context.mapTemplateSnapshot?.previews else { return .notOnScreen }
        guard previews.trips.indices.contains(trip), previews.trips[trip].routeChoices.indices.contains(routeChoice)
        else { return .unsupported }
        return perform(.selectPreview(tripIndex: trip, routeChoiceIndex: routeChoice), context: context)
    }

    /// The trip preview's start button: the app hears `startedTrip` with the shown trip and route choice.
    static func startTrip(context: any SessionContext) -> InputOutcome {
        guard let previews = context.mapTemplateSnapshot?.previews, let trip = previews.selectedTrip else {
            return .notOnScreen
        }
        guard Rules.canStart(trip) else { return .disabled }
        // The trip and route the car shows (a selection past the trips shown opens on the first).
        let tripIndex = previews.trips.indices.contains(previews.selectedTripIndex) ? previews.selectedTripIndex : 0
        return perform(
            .startTrip(tripIndex: tripIndex, routeChoiceIndex: previews.selectedRouteChoiceIndex), context: context)
    }

    /// The car's own navigation starts: the system ends the app's guidance (`mapTemplateDidCancelNavigation`).
    static func cancelNavigationBySystem(context: any SessionContext) -> InputOutcome {
        guard context.mapTemplateSnapshot?.navigation != nil else { return .unsupported }
        return perform(.cancelNavigation, requiresVisibleMap: false, context: context)
    }

    /// The car reports whose route it follows (26.4 route sharing).
    static func reportRouteSource(_ source: CPRouteSource, context: any SessionContext) -> InputOutcome {
        guard sharesRoute(context: context) else { return .unsupported }
        return perform(.routeSourceChanged(source), requiresVisibleMap: false, context: context)
    }

    /// The car's navigation asks to add a stop to the current segment of the route (26.4): the app answers with
    /// estimates, which `answered` receives (never when the app implements neither spelling of the method).
    static func requestWaypoint(
        latitude: Double, longitude: Double, name: String?,
        answered: @escaping @MainActor (TravelEstimatesSnapshot) -> Void, context: any SessionContext
    ) -> InputOutcome {
        guard context.appState == .connected else { return .appNotRunning }
        guard let template = templateObject(context: context), let session = template._navigationSession else {
            return .unsupported
        }
        let waypoint = Self.waypoint(latitude: latitude, longitude: longitude, name: name, address: nil)
        context.runAsApp {
            template._hostRequestToInsert(waypoint, into: session.currentSegment) { estimates in
                answered(TravelEstimatesSnapshot(estimates))
            }
        }
        context.changed()
        return .handled
    }

    /// The driver accepted or declined a stop the car proposed (26.4); an accepted one is for the current segment.
    static func decideWaypoint(
        latitude: Double, longitude: Double, name: String?, accepted: Bool, context: any SessionContext
    ) -> InputOutcome {
        guard sharesRoute(context: context) else { return .unsupported }
        guard let session = templateObject(context: context)?._navigationSession else { return .unsupported }
        let waypoint = Self.waypoint(latitude: latitude, longitude: longitude, name: name, address: nil)
        return perform(
            .waypointDecision(waypoint, accepted: accepted, segment: accepted ? session.currentSegment : nil),
            requiresVisibleMap: false, context: context)
    }

    /// How sharing the previewed trip's destination with the car went (26.1/26.4): the app hears `willShare`, then
    /// `didShare` or `didFailToShare` (with `failure`). Only for a trip the app marked `hasShareableDestination`.
    static func shareDestination(succeeds: Bool, failure: any Error, context: any SessionContext) -> InputOutcome {
        guard context.rules.acceptsDestinationRequests else { return .unsupported }
        guard let template = templateObject(context: context),
            template._tripPreviews.indices.contains(template._selectedPreviewIndex)
        else { return .notOnScreen }
        let trip = template._tripPreviews[template._selectedPreviewIndex]
        guard trip.hasShareableDestination else { return .unsupported }
        _ = perform(.willShareDestination(trip), requiresVisibleMap: false, context: context)
        return perform(
            succeeds ? .didShareDestination(trip) : .didFailToShareDestination(trip, failure),
            requiresVisibleMap: false, context: context)
    }

    /// The car asks the app to navigate to a place (26.4).
    static func requestDestination(
        latitude: Double, longitude: Double, name: String?, address: String?, context: any SessionContext
    ) -> InputOutcome {
        guard context.rules.acceptsDestinationRequests, context.mapTemplateSnapshot != nil else { return .unsupported }
        let waypoint = Self.waypoint(latitude: latitude, longitude: longitude, name: name, address: address)
        return perform(.requestDestination(waypoint), requiresVisibleMap: false, context: context)
    }
}

// MARK: The session's map template

@MainActor
extension MapSession {
    /// The map template the session shows: the root when it is one (a navigation app's), else the visible template
    /// when it is one.
    static func templateID(context: any SessionContext) -> ElementID? {
        SessionSnapshots.refresh(context: context)
        if let root = context.hierarchy.root, SessionSnapshots.displayed(root, context: context)?.kind == .map {
            return root
        }
        if let visible = SessionSnapshots.visible(context: context), visible.kind == .map { return visible.id }
        return nil
    }

    /// The map template as the car shows it, nil when the app shows none.
    static func templateSnapshot(context: any SessionContext) -> MapTemplateSnapshot? {
        guard let id = templateID(context: context),
            case .map(let map)? = SessionSnapshots.displayed(id, context: context)?.content
        else { return nil }
        return map
    }

    /// The live map template object (SPI resolution).
    static func templateObject(context: any SessionContext) -> CPMapTemplate? {
        templateID(context: context).flatMap { context.template(for: $0) as? CPMapTemplate }
    }

    /// Whether the map template is the template on screen (nothing pushed or presented over it).
    static func isTemplateVisible(context: any SessionContext) -> Bool {
        guard let id = templateID(context: context) else { return false }
        return SessionSnapshots.visible(context: context)?.id == id && context.hierarchy.presented == nil
    }

    /// Whether the car and the app share the route (iOS 26.4 and `mapTemplateShouldProvideRouteSharing`): only then
    /// does the car report its route source and propose stops.
    static func sharesRoute(context: any SessionContext) -> Bool {
        context.rules.sharesRoute(appOptsIn: context.mapTemplateSnapshot?.providesRouteSharing == true)
    }

    /// Whether the map template's navigation bar shows now (Rules: auto-hide after the driver's last interaction,
    /// never while panning).
    static func showsNavigationBar(context: any SessionContext) -> Bool {
        context.mapSession.showsNavigationBar(context.mapTemplateSnapshot, at: context.clock())
    }

    /// The driver touched the screen or turned the knob: a hidden navigation bar comes back.
    static func noteInteraction(context: any SessionContext) {
        context.mapSession.noteInteraction(at: context.clock())
        followControls(context: context)
    }

    /// Tells front ends when the navigation bar (and the buttons with it) appeared or hid.
    private static func followControls(context: any SessionContext) {
        if context.mapSession.followNavigationBar(shown: showsNavigationBar(context: context)) { context.onChange?() }
    }

    /// The car's clock moved: the vehicle and speech move on, then the navigation bar may hide and a navigation
    /// alert may time out. Front ends call it (`CarSession.clockDidAdvance()`) when they move the injected clock
    /// (`TestCar.now`) or on a timer (the simulator).
    static func clockDidAdvance(context: any SessionContext) {
        LocationServices.advanceVehicle(context: context)  // The car drives on.
        SessionSpeech.advance(context: context)  // Speech goes on.
        guard context.appState == .connected else { return }
        SessionSnapshots.refresh(context: context)
        timeOutAlert(context: context)
        followControls(context: context)
    }

    /// After the snapshots were taken: the car receives the navigation metadata when it changed.
    static func followMetadata(context: any SessionContext) {
        guard context.appState == .connected else { return }
        _ = context.navigationMetadata.append(
            metadata(of: context.mapTemplateSnapshot, rules: context.rules), at: context.clock())
    }
}
