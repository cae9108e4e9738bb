import Foundation
@_spi(CarPlayHost) import CarPlay

/// The rules of the map template and navigation guidance that are not count limits (those are rows of
/// `CountLimit.table`: map buttons, trip previews, route choices, bar buttons, Dashboard buttons). Sources:
/// `spec/api-navigation.md` §2, §4, §17; choices Apple leaves open are marked "Decision" and listed in
/// docs/DECISIONS.md.
extension Rules {
    /// Map buttons that stay visible while the panning interface is up: 2; the system hides the others from the end
    /// of `mapButtons` (the header; older docs say all hide).
    public static let mapButtonsWhilePanning = 2

    /// How long the map template's navigation bar (and, with it, the map buttons) stays after the driver's last
    /// interaction when the template hides it automatically. Decision: 5 seconds (Apple says "a short idle period").
    public static let mapControlsIdleTimeout: TimeInterval = 5

    /// The Dashboard's shortcut buttons CarPlay shows, in order: the first of those the app declared (the limit of
    /// `CPDashboardController.shortcutButtons`, `CountLimit.table`), of them the ones with an image and a non-empty
    /// title (`DashboardButtonSnapshot.isShown`).
    public func shownDashboardButtons(_ buttons: [DashboardButtonSnapshot]) -> [DashboardButtonSnapshot] {
        countLimit(.dashboardShortcutButtons).trimmed(buttons).filter(\.isShown)
    }

    /// The map buttons CarPlay shows, in order: of those the app declared (already trimmed to
    /// `CPMapTemplate.mapButtons`' limit), the ones not hidden; while panning, only the first two of them.
    public static func shownMapButtons(_ buttons: [MapButtonSnapshot], panning: Bool) -> [MapButtonSnapshot] {
        let visible = buttons.filter { !$0.isHidden }
        return panning ? Array(visible.prefix(mapButtonsWhilePanning)) : visible
    }

    /// Whether the map template's navigation bar shows: always when the template does not hide it automatically or
    /// while the panning interface is up (Decision: its exit button must stay reachable), otherwise until
    /// `mapControlsIdleTimeout` after the driver's last interaction.
    public static func showsMapNavigationBar(
        automaticallyHides: Bool, panning: Bool, sinceLastInteraction idle: TimeInterval?
    ) -> Bool {
        guard automaticallyHides, !panning else { return true }
        guard let idle else { return false }
        return idle < mapControlsIdleTimeout
    }

    /// Whether the map buttons show: with the navigation bar when the template hides them together, else always.
    public static func showsMapButtons(hidesWithNavigationBar: Bool, navigationBarShown: Bool) -> Bool {
        !hidesWithNavigationBar || navigationBarShown
    }

    /// When a navigation alert shown at `shownAt` times out: never for a duration of 0 (it stays until dismissed),
    /// otherwise after its duration but not before `CPNavigationAlertMinimumDuration` (5 s).
    public static func navigationAlertDeadline(shownAt: Date, duration: TimeInterval) -> Date? {
        guard duration > 0, duration.isFinite else { return nil }
        return shownAt.addingTimeInterval(max(duration, CPNavigationAlertMinimumDuration))
    }

    /// The guidance card's colour: the maneuver's, else the template's, else the system's; its alpha is ignored,
    /// and a colour the card would vanish in (contrast with the map below 1.5:1) gives way to the system's.
    /// Decision: Apple says only that "the system checks contrast"; the text on the card adapts (white or black,
    /// whichever contrasts more), so the check that remains is against the map around the card.
    public static func guidanceCardColor(
        maneuver: ColorSnapshot.RGBA?, template: ColorSnapshot.RGBA?, system: ColorSnapshot.RGBA,
        map: ColorSnapshot.RGBA
    ) -> ColorSnapshot.RGBA {
        guard var color = maneuver ?? template else { return system }
        color.alpha = 1
        return contrastRatio(color, map) < minimumCardContrast ? system : color
    }

    /// The least contrast between the guidance card and the map (Decision, see `guidanceCardColor`).
    public static let minimumCardContrast = 1.5

    /// The WCAG contrast ratio of two opaque colours (1...21).
    public static func contrastRatio(_ a: ColorSnapshot.RGBA, _ b: ColorSnapshot.RGBA) -> Double {
        let (la, lb) = (relativeLuminance(a), relativeLuminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// WCAG relative luminance of an sRGB colour.
    public static func relativeLuminance(_ color: ColorSnapshot.RGBA) -> Double {
        func linear(_ channel: Double) -> Double {
            let c = min(max(channel.isFinite ? channel : 0, 0), 1)
            return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// Whether text on `background` is white (else black): whichever contrasts more.
    public static func prefersWhiteText(on background: ColorSnapshot.RGBA) -> Bool {
        let white = ColorSnapshot.RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        let black = ColorSnapshot.RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        return contrastRatio(background, white) >= contrastRatio(background, black)
    }

    /// Whether the car's cluster and head-up display receive navigation metadata: iOS 17.4 and the app's
    /// `mapTemplateShouldProvideNavigationMetadata`.
    public func sendsNavigationMetadata(appOptsIn: Bool) -> Bool { osVersion >= OSVersion(17, 4) && appOptsIn }

    /// Whether the car and the app share the route (segments and waypoints in the metadata, the car's route source
    /// and proposed stops): iOS 26.4 and the app's `mapTemplateShouldProvideRouteSharing`.
    public func sharesRoute(appOptsIn: Bool) -> Bool { osVersion >= .iOS26_4 && appOptsIn }

    /// Whether the car may ask the app to navigate somewhere or share a trip's destination: iOS 26.4.
    public var acceptsDestinationRequests: Bool { osVersion >= .iOS26_4 }

    /// Whether a trip preview's start button works: the trip has a route choice to start.
    public static func canStart(_ trip: TripSnapshot) -> Bool { !trip.routeChoices.isEmpty }

    /// The first iOS release that creates a navigation app's instrument cluster scene: 15.4, or 26.2 when the
    /// manifest has `CPInstrumentClusterNavigationSceneOptions`.
    public static func minimumClusterVersion(hasClusterSceneOptions: Bool) -> OSVersion {
        hasClusterSceneOptions ? OSVersion(26, 2) : OSVersion(15, 4)
    }

    /// Whether the car answers directions for an `MKDirectionsTransportType` raw value: cars drive, so the type must
    /// include `.automobile` (bit 0; `.any` has it).
    public static func answersDirections(transportType: UInt) -> Bool { transportType & 1 != 0 }

    /// Whether the car sends the map template's multitouch gestures (zoom, rotation, pitch) to the app: iOS 26 and
    /// a display that reports several fingers.
    public func sendsMultitouchGestures(display: DisplayConfiguration) -> Bool {
        osVersion >= .iOS26 && display.inputDevices.contains(.multitouch)
    }

    /// The zoom a double tap on the map gives (iOS 26, multitouch displays; [W25]: "double tap to zoom in, two-finger
    /// double tap to zoom out"): one zoom level, ×2 in with one finger, ×½ out with two; nil for any other number of
    /// fingers. CarPlay has no double-tap callback, so the car sends it as a whole zoom gesture of this scale around
    /// the tap (docs/DECISIONS.md).
    public static func doubleTapZoomScale(fingers: Int) -> Double? {
        switch fingers {
        case 1: 2
        case 2: 0.5
        default: nil
        }
    }
}
