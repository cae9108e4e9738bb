import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A `CPMapTemplate` as the app declared it: its settings and buttons, the trip previews, the navigation session
/// and the navigation alert it shows.
public struct MapTemplateSnapshot: Codable, Hashable, Sendable {
    public var navigationBar: NavigationBarButtons
    public var mapButtons: [MapButtonSnapshot]
    /// The guidance card colour the app set (nil: the system's).
    public var guidanceBackgroundColor: ColorSnapshot?
    /// The trip estimates style the app set; nil: it follows the car's appearance.
    public var tripEstimateStyle: EstimateStyle?
    public var automaticallyHidesNavigationBar: Bool
    public var hidesButtonsWithNavigationBar: Bool
    public var isPanningInterfaceVisible: Bool
    /// The trip previews on screen, nil when none are.
    public var previews: TripPreviews?
    /// The navigation session in progress, nil when none is.
    public var navigation: NavigationSessionSnapshot?
    /// The navigation alert on screen.
    public var alert: NavigationAlertSnapshot?
    /// Whether the app sends navigation metadata to the car (`mapTemplateShouldProvideNavigationMetadata`, 17.4).
    public var providesNavigationMetadata: Bool
    /// Whether the app shares its route with the car (`mapTemplateShouldProvideRouteSharing`, 26.4).
    public var providesRouteSharing: Bool

    /// `CPTripEstimateStyle`.
    public enum EstimateStyle: String, Codable, Hashable, Sendable { case light, dark }

    /// A trip's estimates with the colour of its time remaining.
    public struct TripEstimates: Codable, Hashable, Sendable {
        public var estimates: TravelEstimatesSnapshot
        /// `CPTimeRemainingColor`: default, green, orange, red.
        public var timeRemainingColor: TimeRemainingColor

        public init(estimates: TravelEstimatesSnapshot, timeRemainingColor: TimeRemainingColor) {
            self.estimates = estimates
            self.timeRemainingColor = timeRemainingColor
        }
    }

    /// `CPTimeRemainingColor`.
    public enum TimeRemainingColor: String, Codable, Hashable, Sendable {
        case `default`, green, orange, red

        init(_ color: CPTimeRemainingColor) {
            self =
                switch color {
                case .green: .green
                case .orange: .orange
                case .red: .red
                default: .default
                }
        }
    }

    /// The trip previews: the trips (as the app gave them; the car shows the first 12), which one and which route
    /// choice is shown, and the button titles.
    public struct TripPreviews: Codable, Hashable, Sendable {
        public var trips: [TripSnapshot]
        /// Whether one trip's route choices are previewed (`showRouteChoicesPreview`) rather than several trips.
        public var showsRouteChoices: Bool
        public var selectedTripIndex: Int
        public var selectedRouteChoiceIndex: Int
        public var text: TripPreviewTextSnapshot?
        /// The estimates the app gave for each trip, by trip id.
        public var estimates: [ElementID: TripEstimates]

        /// The trip shown now.
        public var selectedTrip: TripSnapshot? {
            trips.indices.contains(selectedTripIndex) ? trips[selectedTripIndex] : trips.first
        }
    }

    /// Copies `template`, keeping from `reusing` its navigation session's maneuvers and route segments whose app
    /// objects did not change since the last refresh.
    @MainActor init(_ template: CPMapTemplate, reusing reuse: SnapshotReuse = SnapshotReuse()) {
        navigationBar = NavigationBarButtons(template)
        mapButtons = template.mapButtons.map(MapButtonSnapshot.init)
        guidanceBackgroundColor = template._guidanceBackgroundColor.map(ColorSnapshot.init)
        tripEstimateStyle = template._tripEstimateStyle.map { $0 == .light ? .light : .dark }
        automaticallyHidesNavigationBar = template.automaticallyHidesNavigationBar
        hidesButtonsWithNavigationBar = template.hidesButtonsWithNavigationBar
        isPanningInterfaceVisible = template.isPanningInterfaceVisible
        let allEstimates = template._tripEstimates
        if template._tripPreviews.isEmpty {
            previews = nil
        } else {
            previews = TripPreviews(
                trips: template._tripPreviews.map(TripSnapshot.init),
                showsRouteChoices: template._previewMode == .routeChoices,
                selectedTripIndex: template._selectedPreviewIndex,
                selectedRouteChoiceIndex: template._selectedRouteChoiceIndex,
                text: template._previewTextConfiguration.map(TripPreviewTextSnapshot.init),
                estimates: Self.estimates(of: template._tripPreviews, in: allEstimates))
        }
        let previous = reuse.previousNavigation(of: ElementID(of: template))
        navigation = template._navigationSession.map { session in
            NavigationSessionSnapshot(
                session, template: template, tripEstimates: Self.estimates(of: session.trip, in: allEstimates),
                reusing: reuse, previous: previous?.id == ElementID(of: session) ? previous : nil)
        }
        alert = template.currentNavigationAlert.map(NavigationAlertSnapshot.init)
        providesNavigationMetadata = template._hostShouldProvideNavigationMetadata
        providesRouteSharing = template._hostShouldProvideRouteSharing
    }

    /// This snapshot with the travel estimates `template` holds now (the previewed trips', the navigated trip's and
    /// its maneuvers'), the rest kept: what the template and its navigation session announce when only their
    /// estimates changed (`notifyHostOfEstimatesChange()`). Nil when `template` no longer navigates the session this
    /// snapshot holds.
    @MainActor func withEstimates(of template: CPMapTemplate) -> MapTemplateSnapshot? {
        var map = self
        let allEstimates = template._tripEstimates
        if map.previews != nil {
            map.previews?.estimates = Self.estimates(of: template._tripPreviews, in: allEstimates)
        }
        if let navigation {
            guard let session = template._navigationSession, ElementID(session._elementID) == navigation.id else {
                return nil
            }
            map.navigation?.tripEstimates = Self.estimates(of: session.trip, in: allEstimates)
            map.navigation?.maneuverEstimates = NavigationSessionSnapshot.maneuverEstimates(of: session)
        }
        return map
    }

    /// The estimates the app gave for `trip`, from a template's estimates by trip id.
    private static func estimates(
        of trip: CPTrip, in all: [CPElementID: (estimates: CPTravelEstimates, color: CPTimeRemainingColor)]
    ) -> TripEstimates? {
        all[trip._elementID].map {
            TripEstimates(
                estimates: TravelEstimatesSnapshot($0.estimates), timeRemainingColor: TimeRemainingColor($0.color))
        }
    }

    /// The estimates the app gave for each of `trips`, by trip id.
    private static func estimates(
        of trips: [CPTrip], in all: [CPElementID: (estimates: CPTravelEstimates, color: CPTimeRemainingColor)]
    ) -> [ElementID: TripEstimates] {
        var byTrip: [ElementID: TripEstimates] = [:]
        for trip in trips {
            if let value = estimates(of: trip, in: all) { byTrip[ElementID(trip._elementID)] = value }
        }
        return byTrip
    }
}

/// A `CPNavigationSession` in progress: the trip, the pause, the maneuvers with their estimates, the lanes and the
/// 17.4/26.4 state the car's displays read.
public struct NavigationSessionSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var trip: TripSnapshot
    /// The pause, nil while guiding.
    public var pause: Pause?
    /// `upcomingManeuvers`, in order.
    public var maneuvers: [ManeuverSnapshot]
    /// The layout the app asked for the second maneuver (`CPManeuverDisplayStyle` raw value; 0 is the default).
    public var secondManeuverDisplayStyle: Int
    /// The latest estimates for each maneuver, by maneuver id.
    public var maneuverEstimates: [ElementID: TravelEstimatesSnapshot]
    /// The trip's estimates (the estimates panel), if the app gave any.
    public var tripEstimates: MapTemplateSnapshot.TripEstimates?
    public var currentLaneGuidance: LaneGuidanceSnapshot?
    public var currentRoadNameVariants: [String]
    /// `CPManeuverState` raw value.
    public var maneuverState: Int
    /// The ids of the maneuvers passed to `add(_:)` (17.4).
    public var addedManeuvers: [ElementID]
    /// The route segments (26.4) and the current one's index.
    public var routeSegments: [RouteSegmentSnapshot]
    public var currentSegmentIndex: Int?
    /// `CPRerouteReason` raw value of the last reroute (26.4).
    public var lastRerouteReason: Int?

    /// Why guidance is paused, with the text and card colour.
    public struct Pause: Codable, Hashable, Sendable {
        public var reason: Reason
        /// The app's text; nil: the system's text for the reason.
        public var description: String?
        public var turnCardColor: ColorSnapshot?

        /// `CPNavigationSession.PauseReason`.
        public enum Reason: String, Codable, Hashable, Sendable {
            case arrived, loading, locating, rerouting, proceedToRoute
        }
    }

    /// Copies `session`; a maneuver or route segment that `previous` (the same session at the last refresh) holds is
    /// kept when none of the app objects it was copied from announced a change since (`reuse`).
    @MainActor init(
        _ session: CPNavigationSession, template: CPMapTemplate, tripEstimates: MapTemplateSnapshot.TripEstimates?,
        reusing reuse: SnapshotReuse = SnapshotReuse(), previous: NavigationSessionSnapshot? = nil
    ) {
        var kept = KeptManeuvers(previous: previous, reuse: reuse)
        id = ElementID(of: session)
        trip = TripSnapshot(session.trip)
        pause = session._pauseReason.map { reason in
            let value: Pause.Reason =
                switch reason {
                case .arrived: .arrived
                case .loading: .loading
                case .locating: .locating
                case .rerouting: .rerouting
                case .proceedToRoute: .proceedToRoute
                }
            return Pause(
                reason: value, description: session._pauseDescription,
                turnCardColor: session._pauseTurnCardColor.map(ColorSnapshot.init))
        }
        let upcoming = session.upcomingManeuvers
        maneuvers = upcoming.map { kept.snapshot($0) }
        // Only the second maneuver's style is asked (Apple: the delegate method applies to it alone).
        secondManeuverDisplayStyle = upcoming.count > 1 ? template._hostDisplayStyle(for: upcoming[1]).rawValue : 0
        maneuverEstimates = Self.maneuverEstimates(of: session)
        self.tripEstimates = tripEstimates
        currentLaneGuidance = session.currentLaneGuidance.map(LaneGuidanceSnapshot.init)
        currentRoadNameVariants = session.currentRoadNameVariants
        maneuverState = session.maneuverState.rawValue
        addedManeuvers = session._addedManeuvers.map { ElementID(of: $0) }
        let segments = session.routeSegments
        let previousSegments = Dictionary(
            (previous?.routeSegments ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        routeSegments = segments.map { segment in
            if let last = previousSegments[segment.identifier], last.isCopy(of: segment, reusing: reuse) { return last }
            return RouteSegmentSnapshot(segment) { kept.snapshot($0) }
        }
        let current = session.currentSegment
        currentSegmentIndex = segments.firstIndex { $0.identifier == current.identifier }
        lastRerouteReason = session._lastRerouteReason?.rawValue
    }

    /// The latest estimates of `session`'s upcoming maneuvers (the app's updates, else each maneuver's initial
    /// ones), by maneuver id.
    @MainActor static func maneuverEstimates(of session: CPNavigationSession) -> [ElementID: TravelEstimatesSnapshot] {
        var byManeuver: [ElementID: TravelEstimatesSnapshot] = [:]
        for maneuver in session.upcomingManeuvers {
            if let estimates = session._maneuverEstimates[maneuver._elementID] ?? maneuver.initialTravelEstimates {
                byManeuver[ElementID(maneuver._elementID)] = TravelEstimatesSnapshot(estimates)
            }
        }
        return byManeuver
    }

    /// The maneuvers the guidance card shows: the first, and the second if there is one.
    public var cardManeuvers: ArraySlice<ManeuverSnapshot> { maneuvers.prefix(2) }
}

/// The map template as a unit: the overlay over a navigation app's window (the guidance card, the trip estimates, the
/// trip preview, the map buttons, the panning interface and the navigation alert), laid out by `MapLayout`. It lays
/// out the whole app area itself: the app's window fills it and the navigation bar comes and goes over the map.
extension MapTemplateSnapshot: TemplateUnit {
    typealias Template = CPMapTemplate
    static var kind: TemplateKind { .map }

    @MainActor static func snapshot(of template: CPMapTemplate, reusing: SnapshotReuse) -> Self {
        Self(template, reusing: reusing)
    }

    var content: TemplateSnapshot.Content { .map(self) }

    /// The map buttons that show, the navigation alert's actions, the selected trip's route choices (selectable)
    /// and the maneuvers' images.
    func list(into contents: inout SnapshotContents) {
        for button in mapButtons where !button.isHidden {
            contents.element(button.id, .mapButton, isEnabled: button.isEnabled)
            contents.image(button.image)
            contents.image(button.focusedImage)
        }
        contents.add(navigationBar)
        if let alert {
            for action in alert.actions { contents.element(action.id, .navigationAlertAction, [action.title]) }
            contents.image(alert.image)
        }
        // The preview's route choices are selectable; maneuvers show their images.
        if let trip = previews?.selectedTrip {
            for route in trip.routeChoices { contents.element(route.id, .routeChoice, route.summaryVariants) }
        }
        for maneuver in navigation?.maneuvers ?? [] {
            contents.image(maneuver.symbolImage)
            contents.image(maneuver.junctionImage)
            for variant in maneuver.guidanceInstructions {
                for attachment in variant.attachments { contents.image(attachment.image) }
            }
        }
    }

    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var map = self
        map.mapButtons = limits.trim(.mapButtons, map.mapButtons)
        map.navigationBar = limits.bar(map.navigationBar)
        if var previews = map.previews {
            previews.trips = limits.trim(.tripPreviews, previews.trips).map { trip in
                var trip = trip
                trip.routeChoices = limits.trim(.routeChoices, trip.routeChoices)
                return trip
            }
            // A selection past what is shown opens on the first trip and route.
            if !previews.trips.indices.contains(previews.selectedTripIndex) { previews.selectedTripIndex = 0 }
            let routes =
                previews.trips.indices.contains(previews.selectedTripIndex)
                ? previews.trips[previews.selectedTripIndex].routeChoices.count : 0
            if previews.selectedRouteChoiceIndex >= routes { previews.selectedRouteChoiceIndex = 0 }
            map.previews = previews
        }
        return map
    }

    var navigationButtons: NavigationBarButtons? { navigationBar }

    func contentNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        MapLayout.layout(
            self, inputs: MapLayout.Inputs(templateID: id, navigationBar: nil, navigationBarShown: true),
            in: frame, context: context)
    }

    /// The app's window (its map) fills the app area; the map template overlays it, its navigation bar comes and goes
    /// over the map.
    func appAreaNodes(of template: TemplateSnapshot, state: ScreenState, in frame: Rect, context: LayoutContext)
        -> AppAreaLayout?
    {
        var nodes: [ScreenNode] = []
        var warnings: [String] = []
        if let window = state.appWindow {
            nodes.append(WindowLayout.nodes(for: window, in: frame, context: context))
            warnings += WindowLayout.warnings(for: window)
        }
        let bar = ScreenLayout.navigationBarNode(
            for: template, state: state, frame: frame.divided(atDistance: Theme.barHeight, from: .top).slice,
            context: context)
        nodes.append(
            MapLayout.layout(
                self,
                inputs: MapLayout.Inputs(
                    templateID: template.id, navigationBar: bar, navigationBarShown: state.mapNavigationBarShown),
                in: frame, context: context))
        return AppAreaLayout(nodes: nodes, warnings: warnings)
    }
}

extension TemplateSnapshot {
    /// The navigation session a map template's snapshot holds, whose estimates are part of it.
    var navigationSessionID: ElementID? {
        guard case .map(let map) = content else { return nil }
        return map.navigation?.id
    }

    /// This snapshot with the travel estimates `template` holds now, when only they changed
    /// (`MapTemplateSnapshot.withEstimates(of:)`); nil when the snapshot holds none (not a map template's) or no
    /// longer matches `template`.
    @MainActor func withEstimates(of template: CPTemplate) -> TemplateSnapshot? {
        guard case .map(let map) = content, let template = template as? CPMapTemplate,
            let updated = map.withEstimates(of: template)
        else { return nil }
        var snapshot = self
        snapshot.content = .map(updated)
        return snapshot
    }
}
