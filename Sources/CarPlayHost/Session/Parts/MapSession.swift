import Foundation
@_spi(CarPlayHost) import CarPlay

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
