import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost

/// The driver's input on the car's main display by screen node, one session's part: taps by position, a node
/// selected (a tap, or a knob press on the focused node) and what its `ScreenAction` means — an element's handler,
/// Back, the system's Now Playing, the keyboard, playback controls, the map's panning and trip previews, the
/// navigation banner.
///
/// No state of its own: every input counts as the driver's interaction (`MapSession`) and runs app code, so the
/// members take the session as `context`.
@MainActor
enum DriverInput {
    /// Taps the screen at `point` (in points): the element there is selected.
    static func tap(at point: Point, context: any SessionContext) -> InputOutcome {
        // Any touch is an interaction: a map template's hidden navigation bar comes back.
        MapSession.noteInteraction(context: context)
        guard let node = SessionScreen.screen(context: context).hitTest(point), let id = node.id else {
            return .notOnScreen
        }
        return activate(screenElement: id, context: context)
    }

    /// Selects the node of the screen with `id`. Only nodes the driver can reach count (inside the modal when one
    /// is up).
    static func activate(screenElement id: ElementID, context: any SessionContext) -> InputOutcome {
        guard context.appState == .connected else { return .appNotRunning }
        return activate(SessionScreen.screen(context: context).reachableNode(id), context: context)
    }

    /// Selects a node found on the session's screen where the driver can reach it (nil: none): the car runs the
    /// node's action, if it is enabled.
    static func activate(_ node: ScreenNode?, context: any SessionContext) -> InputOutcome {
        guard context.appState == .connected else { return .appNotRunning }
        guard let node, let action = node.action else { return .notOnScreen }
        guard node.isEnabled else { return .disabled }
        MapSession.noteInteraction(context: context)
        return perform(action, context: context)
    }

    /// Runs a screen action: what selecting a node means.
    static func perform(_ action: ScreenAction, context: any SessionContext) -> InputOutcome {
        switch action {
        case .select(let id): return context.send(InputEvent(target: id))
        case .selectImage(let row, let index):
            return context.send(InputEvent(target: row, action: .selectElement(index)))
        case .back: return context.back()
        case .showNowPlaying: return TemplateOperations.showNowPlaying(context: context)
        case .insertText(let search, let text):
            // A full field takes nothing (`SearchFieldRule`).
            return editSearchText(of: search, context: context, refusingNoChange: true) {
                $0 + (SearchFieldRule.typing(text, into: $0) ?? "")
            }
        case .deleteBackward(let search):
            return editSearchText(of: search, context: context) { String($0.dropLast()) }
        case .playback(let control): return context.sendRemoteCommand(control.command)
        case .launchApp, .showDashboard, .showHomePage: return .unsupported  // the car system's home screen runs these
        case .panMap(let direction): return MapSession.pan(direction, phase: .momentary, context: context)
        case .selectTripPreview(let trip, let routeChoice):
            return MapSession.selectTripPreview(trip: trip, routeChoice: routeChoice, context: context)
        case .startTrip: return MapSession.startTrip(context: context)
        case .showMapControls:
            guard MapSession.isTemplateVisible(context: context) else { return .notOnScreen }
            MapSession.noteInteraction(context: context)
            return .handledBySystem
        case .selectNavigationBanner(let id):
            // The car draws the banner over another app; a lone session runs its own.
            guard id == context.app.bundleIdentifier else { return .unsupported }
            return NavigationBanners.select(comingForward: {}, context: context)
        case .dismissSiri:
            guard context.siriState != .idle else { return .notOnScreen }
            context.cancelSiri()
            return .handledBySystem
        case .callControl(let control):
            return context.callCenter?.perform(control) ?? .notOnScreen
        case .selectNotification(let app, _):
            // The car draws other apps' notifications over this one; a lone session runs its own.
            guard app == context.app.bundleIdentifier, let center = context.carNotifications,
                let notification = center.takeBanner()
            else { return .notOnScreen }
            NotificationTap.run(notification, center: center, context: context)
            return .handledBySystem
        }
    }

    /// A handler of the app started and has not called its completion yet: its element shows a spinner.
    static func beginHandler(_ id: ElementID, context: any SessionContext) {
        context.pendingHandlers.insert(id)
        context.onChange?()
    }

    /// The app called a handler's completion: its spinner goes.
    static func endHandler(_ id: ElementID, context: any SessionContext) {
        guard context.pendingHandlers.remove(id) != nil else { return }
        context.onChange?()
    }

    /// A keyboard key changes the search text of the search template `search`; the app's delegate hears the new text.
    /// `refusingNoChange`: a key that changes nothing (the field is full) is `disabled` and the delegate hears nothing.
    private static func editSearchText(
        of search: ElementID, context: any SessionContext, refusingNoChange: Bool = false, _ edit: (String) -> String
    ) -> InputOutcome {
        guard let visible = SessionSnapshots.visible(context: context), visible.id == search,
            case .search(let template) = visible.content
        else { return .notOnScreen }
        let edited = edit(template.searchText)
        if refusingNoChange, edited == template.searchText { return .disabled }
        return context.send(InputEvent(target: search, action: .searchText(edited)))
    }
}
