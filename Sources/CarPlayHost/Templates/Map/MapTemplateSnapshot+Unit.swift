import Foundation
@_spi(CarPlayHost) import CarPlay

/// The map template as a unit: the overlay over a navigation app's window (the guidance card, the trip estimates, the
/// trip preview, the map buttons, the panning interface and the navigation alert), laid out by `MapLayout`. It lays
/// out the whole app area itself: the app's window fills it and the navigation bar comes and goes over the map.
extension MapTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .map }

    @MainActor static func snapshot(of template: CPMapTemplate, reusing _: [ElementID: TemplateSnapshot]) -> Self {
        Self(template)
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
