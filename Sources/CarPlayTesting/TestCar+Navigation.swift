import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
import CarPlayHost

/// Driving a navigation app: the map template's buttons and panning interface, drags and multitouch gestures, trip
/// previews, navigation alerts, and reading what the guidance card, the estimates panel and the previews show.
extension TestCar {
    // MARK: Reading

    /// The map template as the car shows it, nil when the app shows none.
    public var mapTemplate: MapTemplateSnapshot? { session.mapTemplateSnapshot }

    /// The navigation session in progress, as the car shows it.
    public var navigationSession: NavigationSessionSnapshot? { mapTemplate?.navigation }

    /// The navigation metadata the car's cluster and head-up display receive now (nil unless the app opted in and
    /// guides).
    public var metadata: NavigationMetadata? { session.currentNavigationMetadata }

    /// Every change of the metadata the car received, oldest first.
    public var metadataHistory: NavigationMetadataHistory { session.navigationMetadata }

    /// Whether the map template's navigation bar shows now (it hides after a few seconds without interaction).
    public var isMapNavigationBarShown: Bool { session.mapNavigationBarShown }

    /// The guidance card on screen (maneuvers or the paused state), nil when none is.
    public var guidanceCard: ScreenNode? { screen.root.first { $0.role == .guidanceCard } }

    /// The trip estimates panel on screen.
    public var tripEstimates: ScreenNode? { screen.root.first { $0.role == .tripEstimates } }

    /// The trip preview card on screen.
    public var tripPreview: ScreenNode? { screen.root.first { $0.role == .tripPreview } }

    /// The navigation alert on screen.
    public var navigationAlert: ScreenNode? { screen.root.first { $0.role == .navigationAlert } }

    /// The map buttons on screen, in order.
    public var mapButtons: [ScreenNode] { screen.root.all { $0.role == .mapButton } }

    // MARK: Map buttons and panning

    /// Taps the map button at `index` among those on screen.
    @discardableResult
    public func tapMapButton(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        let buttons = mapButtons
        guard buttons.indices.contains(index), let id = buttons[index].id else {
            Issue.record("No map button \(index) on screen (\(buttons.count) shown)", sourceLocation: sourceLocation)
            return .notOnScreen
        }
        return tap(element: id, sourceLocation: sourceLocation)
    }

    /// Presses a directional button of the panning interface momentarily, or holds (`.began`) and releases it
    /// (`.ended`).
    @discardableResult
    public func pan(
        _ direction: MapPanDirection, phase: MapPanPhase = .momentary, sourceLocation: SourceLocation = #_sourceLocation
    ) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.panMap(direction, phase: phase) }
        return outcome
    }

    /// Drags the map by `translation` points (began, one change, ended), at `velocity` points per second.
    @discardableResult
    public func drag(
        by translation: Point, velocity: Point = Point(x: 0, y: 0), sourceLocation: SourceLocation = #_sourceLocation
    ) -> InputOutcome {
        gesture(sourceLocation) { session.dragMap($0, translation: translation, velocity: velocity) }
    }

    /// Pinches the map around `center` to `scale` (iOS 26, multitouch displays).
    @discardableResult
    public func pinch(
        scale: Double, center: Point, velocity: Double = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) -> InputOutcome {
        gesture(sourceLocation) { phase in
            phase == .began
                ? session.pinchMap(.began, center: center)
                : session.pinchMap(phase, center: center, scale: scale, velocity: velocity)
        }
    }

    /// Double-taps the map at `center` with one finger (zoom in) or two (zoom out) (iOS 26, multitouch displays).
    @discardableResult
    public func doubleTap(
        at center: Point, fingers: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
    ) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.doubleTapMap(at: center, fingers: fingers) }
        return outcome
    }

    /// Rotates the map with two fingers by `radians` around `center` (iOS 26, multitouch displays).
    @discardableResult
    public func rotate(
        by radians: Double, center: Point, velocity: Double = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) -> InputOutcome {
        gesture(sourceLocation) { phase in
            phase == .began
                ? session.rotateMap(.began, center: center)
                : session.rotateMap(phase, center: center, rotation: radians, velocity: velocity)
        }
    }

    /// Slides two fingers vertically on the map (pitch) at `center` (iOS 26, multitouch displays).
    @discardableResult
    public func pitch(center: Point, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        gesture(sourceLocation) { session.pitchMap($0, center: center) }
    }

    /// A whole gesture: began, one change, ended; stops at the first phase the car refuses.
    private func gesture(_ location: SourceLocation, _ phase: (MapGesturePhase) -> InputOutcome) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(location) {
            for step in [MapGesturePhase.began, .changed, .ended] {
                outcome = phase(step)
                guard outcome == .handled else { return }
            }
        }
        return outcome
    }

    // MARK: Trips

    /// Moves the trip preview to the trip at `index` (its first route choice).
    @discardableResult
    public func selectTrip(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.selectTripPreview(trip: index, routeChoice: 0) }
        return outcome
    }

    /// Moves the trip preview to route choice `index` of the trip shown.
    @discardableResult
    public func selectRoute(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) {
            let trip = session.mapTemplateSnapshot?.previews?.selectedTripIndex ?? 0
            outcome = session.selectTripPreview(trip: trip, routeChoice: index)
        }
        return outcome
    }

    /// Presses the trip preview's start button.
    @discardableResult
    public func startTrip(sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.startTrip() }
        return outcome
    }

    /// The car's own navigation takes over: the system cancels the app's guidance.
    @discardableResult
    public func cancelNavigationBySystem(sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.cancelNavigationBySystem() }
        return outcome
    }

    // MARK: Navigation alerts

    /// Presses the navigation alert's button titled `title`.
    @discardableResult
    public func tapAlertAction(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        guard let alert = navigationAlert,
            let button = alert.first(where: { $0.role == .alertAction && $0.text == title }), let id = button.id
        else {
            Issue.record("No navigation alert button \"\(title)\" on screen", sourceLocation: sourceLocation)
            return .notOnScreen
        }
        return tap(element: id, sourceLocation: sourceLocation)
    }

    // MARK: Background and banners

    /// The car shows another app or its home screen: the app's scene enters the background (it keeps its templates
    /// and guidance, and its new maneuvers and navigation alerts may become banners).
    public func enterBackground(sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { session.enterBackground() }
    }

    /// The car shows the app again: its scene enters the foreground and its banner goes.
    public func enterForeground(sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { session.enterForeground() }
    }

    /// The banner the app shows while in the background (a lone car has no other app to draw it over: read it here,
    /// or as the car draws it in `navigationBannerNode`).
    public var navigationBanner: NavigationBanner? { session.navigationBanner }

    /// The banner as the car draws it on its display, nil when there is none.
    public var navigationBannerNode: ScreenNode? {
        navigationBanner.map {
            NavigationBannerLayout.node($0, display: display, now: now, locale: session.locale)
        }
    }

    /// Taps the app's banner: the app comes to the front and its scene delegate hears
    /// `templateApplicationScene(_:didSelect:)` with the maneuver or the navigation alert.
    @discardableResult
    public func tapBanner(sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        guard navigationBanner != nil else {
            Issue.record("No navigation banner is up", sourceLocation: sourceLocation)
            return .notOnScreen
        }
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.selectNavigationBanner() }
        return outcome
    }
}
