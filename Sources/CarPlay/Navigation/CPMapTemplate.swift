import Foundation
import UIKit

/// The root template of a navigation app: a transparent overlay over the map the app draws into its `CPWindow`.
///
/// It shows map buttons, a navigation bar that hides itself while the driver does nothing, the panning interface,
/// trip previews with route choices, the guidance card and trip estimates of a navigation session, and navigation
/// alerts. The driver never touches the app's map directly: everything goes through this template, its buttons and
/// its `mapDelegate`.
@preconcurrency @MainActor
@available(iOS 12.0, *)
open class CPMapTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
    /// Creates an empty map template.
    public override init() {
        super.init(_templateIdentifier: .make())
    }

    // MARK: NSSecureCoding

    /// Archives the appearance settings, map buttons and navigation bar buttons. The delegate, trip previews, the
    /// navigation session and any navigation alert are not archived.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeColor(_guidanceBackgroundColor, forKey: "guidanceBackgroundColor")
        if let _tripEstimateStyle { coder.encode(Int(_tripEstimateStyle.rawValue), forKey: "tripEstimateStyle") }
        coder.encode(mapButtons as NSArray, forKey: "mapButtons")
        coder.encode(automaticallyHidesNavigationBar, forKey: "automaticallyHidesNavigationBar")
        coder.encode(hidesButtonsWithNavigationBar, forKey: "hidesButtonsWithNavigationBar")
        coder.encode(leadingNavigationBarButtons as NSArray, forKey: "leadingNavigationBarButtons")
        coder.encode(trailingNavigationBarButtons as NSArray, forKey: "trailingNavigationBarButtons")
        coder.encode(backButton, forKey: "backButton")
    }

    /// Decodes a map template that `encode(with:)` archived: a new template with new buttons.
    public required init?(coder: NSCoder) {
        _guidanceBackgroundColor = coder.decodeColor(forKey: "guidanceBackgroundColor")
        if coder.containsValue(forKey: "tripEstimateStyle") {
            guard let style = CPTripEstimateStyle(rawValue: UInt(coder.decodeInteger(forKey: "tripEstimateStyle")))
            else { return nil }
            _tripEstimateStyle = style
        }
        mapButtons = coder.decodeArray(of: CPMapButton.self, forKey: "mapButtons") ?? []
        automaticallyHidesNavigationBar = coder.decodeBool(forKey: "automaticallyHidesNavigationBar", default: true)
        hidesButtonsWithNavigationBar = coder.decodeBool(forKey: "hidesButtonsWithNavigationBar", default: true)
        leadingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "leadingNavigationBarButtons") ?? []
        trailingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "trailingNavigationBarButtons") ?? []
        backButton = coder.decodeIfPresent(CPBarButton.self, forKey: "backButton")
        super.init(coder: coder)
    }

    // MARK: Appearance

    /// The background colour of the guidance card. The system ignores its alpha, and draws its own colour instead
    /// when this one gives too little contrast; a maneuver's `cardBackgroundColor` wins over it.
    open var guidanceBackgroundColor: UIColor {
        get { _guidanceBackgroundColor ?? Self.defaultGuidanceBackgroundColor }
        set {
            _guidanceBackgroundColor = newValue
            notifyHostOfChange()
        }
    }
    /// The colour the app set, nil while it set none (the system's default card colour).
    @_spi(CarPlayHost) public private(set) var _guidanceBackgroundColor: UIColor?
    /// What `guidanceBackgroundColor` reads before the app sets it: the system's card colour.
    private static let defaultGuidanceBackgroundColor = UIColor.systemGray6

    /// The style of the trip estimates panel while navigating. `.dark` until the app sets it; while unset, the
    /// panel follows the car's appearance.
    open var tripEstimateStyle: CPTripEstimateStyle {
        get { _tripEstimateStyle ?? .dark }
        set {
            _tripEstimateStyle = newValue
            notifyHostOfChange()
        }
    }
    /// The style the app set, nil while it set none (the panel follows the car's appearance).
    @_spi(CarPlayHost) public private(set) var _tripEstimateStyle: CPTripEstimateStyle?

    /// The buttons over the map, at the trailing bottom corner. The system shows the first four (two while the
    /// panning interface is up).
    open var mapButtons: [CPMapButton] = [] { didSet { notifyHostOfChange() } }

    /// Whether the navigation bar hides after a few seconds without interaction (default true); it comes back when
    /// the driver touches the screen or turns the knob.
    open var automaticallyHidesNavigationBar = true { didSet { notifyHostOfChange() } }

    /// Whether the map buttons hide and show with the navigation bar (default true).
    open var hidesButtonsWithNavigationBar = true { didSet { notifyHostOfChange() } }

    /// The object told about the driver's interactions with the map, trips, alerts and notifications (weak).
    open weak var mapDelegate: (any CPMapTemplateDelegate)?

    // MARK: CPBarButtonProviding

    /// Buttons on the leading side of the navigation bar (at most 2 are shown).
    open var leadingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// Buttons on the trailing side of the navigation bar (at most 2 are shown).
    open var trailingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// The back button, or nil for the system back button.
    open var backButton: CPBarButton? { didSet { notifyHostOfChange() } }

    // MARK: Panning

    /// Whether the panning interface (four directional buttons) is up.
    open private(set) var isPanningInterfaceVisible = false

    /// Shows the panning interface. Nothing happens when it is already up. At most two map buttons stay visible; the
    /// system gives no button to leave: put one in the navigation bar that calls `dismissPanningInterface(animated:)`.
    open func showPanningInterface(animated: Bool) {
        guard !isPanningInterfaceVisible else { return }
        isPanningInterfaceVisible = true
        notifyHostOfChange()
        mapDelegate?.mapTemplateDidShowPanningInterface(self)
    }

    /// Leaves the panning interface; the map buttons it hid come back. Nothing happens when it is not up.
    open func dismissPanningInterface(animated: Bool) {
        guard isPanningInterfaceVisible else { return }
        mapDelegate?.mapTemplateWillDismissPanningInterface(self)
        isPanningInterfaceVisible = false
        notifyHostOfChange()
        mapDelegate?.mapTemplateDidDismissPanningInterface(self)
    }

    // MARK: Trip previews

    /// How previews are shown: several trips, or the route choices of one trip.
    @_spi(CarPlayHost) public enum _PreviewMode: Sendable, Equatable {
        /// `showTripPreviews`: the trips, one at a time, each with its first route choice.
        case trips
        /// `showRouteChoicesPreview(for:textConfiguration:)`: one trip's route choices.
        case routeChoices
    }

    /// The trips previewed now, as the app gave them (the system shows the first 12); empty when none are.
    @_spi(CarPlayHost) public private(set) var _tripPreviews: [CPTrip] = []
    /// How the previews are shown.
    @_spi(CarPlayHost) public private(set) var _previewMode: _PreviewMode = .trips
    /// The index of the trip the preview shows.
    @_spi(CarPlayHost) public private(set) var _selectedPreviewIndex = 0
    /// The index of the route choice the preview shows, in the shown trip's route choices.
    @_spi(CarPlayHost) public private(set) var _selectedRouteChoiceIndex = 0
    /// The button titles of the previews.
    @_spi(CarPlayHost) public private(set) var _previewTextConfiguration: CPTripPreviewTextConfiguration?

    /// Previews trips on the map with their route choices; the system shows the first 12, opening on the first.
    open func showTripPreviews(_ tripPreviews: [CPTrip], textConfiguration: CPTripPreviewTextConfiguration?) {
        showPreviews(tripPreviews, mode: .trips, selectedIndex: 0, textConfiguration: textConfiguration)
    }

    /// Previews trips, opening on `selectedTrip` (iOS 14). A `selectedTrip` that is not one of `tripPreviews`
    /// opens on the first trip; so does one past the trips the car shows (the car decides, it trims to 12).
    @available(iOS 14.0, *)
    open func showTripPreviews(
        _ tripPreviews: [CPTrip], selectedTrip: CPTrip?, textConfiguration: CPTripPreviewTextConfiguration?
    ) {
        let index = selectedTrip.flatMap { selected in tripPreviews.firstIndex { $0 === selected } } ?? 0
        showPreviews(tripPreviews, mode: .trips, selectedIndex: index, textConfiguration: textConfiguration)
    }

    /// Previews the route choices of one trip, opening on its first route choice.
    open func showRouteChoicesPreview(for tripPreview: CPTrip, textConfiguration: CPTripPreviewTextConfiguration?) {
        showPreviews([tripPreview], mode: .routeChoices, selectedIndex: 0, textConfiguration: textConfiguration)
    }

    private func showPreviews(
        _ trips: [CPTrip], mode: _PreviewMode, selectedIndex: Int, textConfiguration: CPTripPreviewTextConfiguration?
    ) {
        _tripPreviews = trips
        pruneEstimates()
        _previewMode = mode
        _selectedPreviewIndex = selectedIndex
        _selectedRouteChoiceIndex = 0
        _previewTextConfiguration = textConfiguration
        notifyHostOfChange()
    }

    /// Removes the trip previews, if any.
    open func hideTripPreviews() {
        guard !_tripPreviews.isEmpty else { return }
        _tripPreviews = []
        pruneEstimates()
        _selectedPreviewIndex = 0
        _selectedRouteChoiceIndex = 0
        _previewTextConfiguration = nil
        notifyHostOfChange()
    }

    // MARK: Estimates

    /// The estimates the app last gave for a trip (a previewed trip or the navigating one), with the time
    /// remaining colour, by the trip's element id.
    @_spi(CarPlayHost) public private(set) var _tripEstimates:
        [CPElementID: (estimates: CPTravelEstimates, color: CPTimeRemainingColor)] = [:]

    /// Sets the travel estimates shown for a trip: a previewed trip, or the one being navigated (the trip estimates
    /// panel), with the default time remaining colour.
    open func updateEstimates(_ estimates: CPTravelEstimates, for trip: CPTrip) {
        update(estimates, for: trip, with: .default)
    }

    /// Sets the travel estimates of a trip with the colour of the time remaining (green, orange or red for
    /// traffic).
    open func update(
        _ estimates: CPTravelEstimates, for trip: CPTrip, with timeRemainingColor: CPTimeRemainingColor
    ) {
        _tripEstimates[trip._elementID] = (estimates, timeRemainingColor)
        notifyHostOfEstimatesChange()
    }

    /// Forgets the estimates of trips neither previewed nor navigated (an app makes new trips for every search).
    private func pruneEstimates() {
        var kept = Set(_tripPreviews.map(\._elementID))
        if let trip = _navigationSession?.trip { kept.insert(trip._elementID) }
        _tripEstimates = _tripEstimates.filter { kept.contains($0.key) }
    }

    // MARK: Navigation session

    /// The navigation session in progress, nil when none is.
    @_spi(CarPlayHost) public private(set) var _navigationSession: CPNavigationSession?
    /// The last navigation session the system cancelled (`mapTemplateDidCancelNavigation`), while the app keeps it:
    /// the car's review checks the app stopped guiding on it.
    @_spi(CarPlayHost) public private(set) weak var _systemCancelledSession: CPNavigationSession?

    /// Starts guidance for `trip` and returns its session; keep it to send maneuvers and estimates. A session
    /// already in progress ends (the system cancels it) and the new one replaces it.
    open func startNavigationSession(for trip: CPTrip) -> CPNavigationSession {
        _navigationSession?._end()
        let session = CPNavigationSession(_trip: trip, mapTemplate: self)
        _navigationSession = session
        pruneEstimates()
        notifyHostOfChange()
        return session
    }

    /// A session of this template finished or was cancelled.
    func navigationSessionDidEnd(_ session: CPNavigationSession) {
        guard _navigationSession === session else { return }
        _navigationSession = nil
        notifyHostOfChange()
    }

    // MARK: Navigation alerts

    /// The navigation alert on screen, nil when none is.
    open private(set) var currentNavigationAlert: CPNavigationAlert?

    /// Shows a navigation alert over the map. Nothing happens while another alert is visible: dismiss it first.
    open func present(navigationAlert: CPNavigationAlert, animated: Bool) {
        guard currentNavigationAlert == nil else { return }
        currentNavigationAlert = navigationAlert
        mapDelegate?.mapTemplate(self, willShow: navigationAlert)
        notifyHostOfChange()
    }

    /// Dismisses the visible navigation alert; `completion` receives whether there was one.
    open func dismissNavigationAlert(animated: Bool, completion: @escaping (Bool) -> Void) {
        guard let alert = currentNavigationAlert else {
            completion(false)
            return
        }
        dismiss(alert, context: .systemDismissed)
        completion(true)
    }

    /// Dismisses the visible navigation alert; returns whether there was one.
    open func dismissNavigationAlert(animated: Bool) async -> Bool {
        guard let alert = currentNavigationAlert else { return false }
        dismiss(alert, context: .systemDismissed)
        return true
    }

    private func dismiss(_ alert: CPNavigationAlert, context: CPNavigationAlert.DismissalContext) {
        mapDelegate?.mapTemplate(self, willDismiss: alert, dismissalContext: context)
        currentNavigationAlert = nil
        alert._didDismiss()
        notifyHostOfChange()
        mapDelegate?.mapTemplate(self, didDismiss: alert, dismissalContext: context)
    }

    // MARK: Host interface

    /// The car showed the alert presented last: the delegate hears `didShow`.
    @_spi(CarPlayHost) public func _hostNavigationAlertDidShow(_ alert: CPNavigationAlert) {
        guard currentNavigationAlert === alert else { return }
        mapDelegate?.mapTemplate(self, didShow: alert)
    }

    /// The visible alert's duration ran out.
    @_spi(CarPlayHost) public func _hostNavigationAlertDidTimeOut(_ alert: CPNavigationAlert) {
        guard currentNavigationAlert === alert else { return }
        dismiss(alert, context: .timeout)
    }

    /// The driver pressed one of the visible alert's buttons: its handler runs, then the alert is dismissed.
    /// Answers false when `id` is not a button of the visible alert.
    @_spi(CarPlayHost) public func _hostSelectNavigationAlertAction(_ id: CPElementID) -> Bool {
        guard let alert = currentNavigationAlert else { return false }
        let actions = [alert.primaryAction] + (alert.secondaryAction.map { [$0] } ?? [])
        guard let action = actions.first(where: { $0._elementID == id }) else { return false }
        action.handler(action)
        if currentNavigationAlert === alert { dismiss(alert, context: .userDismissed) }
        return true
    }

    /// The driver did something on the map template that the app hears through its delegate.
    @_spi(CarPlayHost) public func _hostPerform(_ input: CPMapTemplateHostInput) {
        switch input {
        case .selectPreview(let tripIndex, let routeChoiceIndex):
            guard _tripPreviews.indices.contains(tripIndex) else { return }
            let trip = _tripPreviews[tripIndex]
            guard trip.routeChoices.indices.contains(routeChoiceIndex) else { return }
            _selectedPreviewIndex = tripIndex
            _selectedRouteChoiceIndex = routeChoiceIndex
            notifyHostOfChange()
            mapDelegate?.mapTemplate(self, selectedPreviewFor: trip, using: trip.routeChoices[routeChoiceIndex])
        case .startTrip(let tripIndex, let routeChoiceIndex):
            guard _tripPreviews.indices.contains(tripIndex) else { return }
            let trip = _tripPreviews[tripIndex]
            guard trip.routeChoices.indices.contains(routeChoiceIndex) else { return }
            mapDelegate?.mapTemplate(self, startedTrip: trip, using: trip.routeChoices[routeChoiceIndex])
        case .pan(let direction):
            mapDelegate?.mapTemplate(self, panWith: direction)
        case .panBegan(let direction):
            mapDelegate?.mapTemplate(self, panBeganWith: direction)
        case .panEnded(let direction):
            mapDelegate?.mapTemplate(self, panEndedWith: direction)
        case .panGestureBegan:
            mapDelegate?.mapTemplateDidBeginPanGesture(self)
        case .panGestureChanged(let translation, let velocity):
            mapDelegate?.mapTemplate(self, didUpdatePanGestureWithTranslation: translation, velocity: velocity)
        case .panGestureEnded(let velocity):
            mapDelegate?.mapTemplate(self, didEndPanGestureWithVelocity: velocity)
        case .zoomBegan:
            mapDelegate?.mapTemplateDidBeginZoomGesture(self)
        case .zoomChanged(let center, let scale, let velocity):
            mapDelegate?.mapTemplate(self, didUpdateZoomGestureWithCenter: center, scale: scale, velocity: velocity)
        case .zoomEnded(let velocity):
            mapDelegate?.mapTemplate(self, didEndZoomGestureWithVelocity: velocity)
        case .rotationBegan:
            mapDelegate?.mapTemplateDidBeginRotationGesture(self)
        case .rotationChanged(let center, let rotation, let velocity):
            mapDelegate?.mapTemplate(self, didRotateWithCenter: center, rotation: rotation, velocity: velocity)
        case .rotationEnded(let velocity):
            mapDelegate?.mapTemplate(self, rotationDidEndWithVelocity: velocity)
        case .pitchBegan:
            mapDelegate?.mapTemplateDidBeginPitchGesture(self)
        case .pitchChanged(let center):
            mapDelegate?.mapTemplate(self, pitchWithCenter: center)
        case .pitchEnded(let center):
            mapDelegate?.mapTemplate(self, pitchEndedWithCenter: center)
        case .cancelNavigation:
            guard let session = _navigationSession else { return }
            _systemCancelledSession = session
            session._end()
            _navigationSession = nil
            notifyHostOfChange()
            mapDelegate?.mapTemplateDidCancelNavigation(self)
        case .routeSourceChanged(let source):
            mapDelegate?.mapTemplate(self, didReceiveUpdatedRouteSource: source)
        case .requestDestination(let waypoint):
            mapDelegate?.mapTemplate(self, didReceiveRequestForDestination: waypoint)
        case .waypointDecision(let waypoint, let accepted, let segment):
            mapDelegate?.mapTemplate(self, waypoint: waypoint, accepted: accepted, forSegment: segment)
        case .willShareDestination(let trip):
            mapDelegate?.mapTemplate(self, willShareDestinationFor: trip)
        case .didShareDestination(let trip):
            mapDelegate?.mapTemplate(self, didShareDestinationFor: trip)
        case .didFailToShareDestination(let trip, let error):
            mapDelegate?.mapTemplate(self, didFailToShareDestinationFor: trip, error: error)
        }
    }

    /// The car's navigation asks the app to insert a waypoint into a segment; `completion` receives the app's
    /// estimates once, on the main actor (never when the delegate implements neither spelling of the method).
    @_spi(CarPlayHost) public func _hostRequestToInsert(
        _ waypoint: CPNavigationWaypoint, into segment: CPRouteSegment,
        completion: @escaping @MainActor (CPTravelEstimates) -> Void
    ) {
        let once = CPEstimatesOnce(completion)
        mapDelegate?.mapTemplate(self, didRequestToInsert: waypoint, into: segment) { estimates in once(estimates) }
    }

    /// An estimates completion that an app may call from any thread, any number of times: it reaches the host
    /// once, on the main actor.
    private final class CPEstimatesOnce: @unchecked Sendable {
        private let lock = NSLock()
        private var done = false
        private let body: @MainActor (CPTravelEstimates) -> Void
        init(_ body: @escaping @MainActor (CPTravelEstimates) -> Void) { self.body = body }
        func callAsFunction(_ estimates: CPTravelEstimates) {
            let first = lock.withLock {
                defer { done = true }
                return !done
            }
            guard first else { return }
            nonisolated(unsafe) let estimates = estimates
            if cpIsMainQueue() {
                MainActor.assumeIsolated { body(estimates) }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { self.body(estimates) } }
            }
        }
    }

    /// The layout of the second maneuver on the guidance card, as the delegate answers it (`[]` without one).
    @_spi(CarPlayHost) public func _hostDisplayStyle(for maneuver: CPManeuver) -> CPManeuverDisplayStyle {
        mapDelegate?.mapTemplate(self, displayStyleFor: maneuver) ?? []
    }

    /// Whether a new maneuver becomes a banner while the app is in the background.
    @_spi(CarPlayHost) public func _hostShouldShowNotification(for maneuver: CPManeuver) -> Bool {
        mapDelegate?.mapTemplate(self, shouldShowNotificationFor: maneuver) ?? false
    }

    /// Whether the banner of `maneuver` is updated with new estimates while the app is in the background.
    @_spi(CarPlayHost) public func _hostShouldUpdateNotification(
        for maneuver: CPManeuver, with travelEstimates: CPTravelEstimates
    ) -> Bool {
        mapDelegate?.mapTemplate(self, shouldUpdateNotificationFor: maneuver, with: travelEstimates) ?? false
    }

    /// Whether a navigation alert becomes a banner while the app is in the background.
    @_spi(CarPlayHost) public func _hostShouldShowNotification(for navigationAlert: CPNavigationAlert) -> Bool {
        mapDelegate?.mapTemplate(self, shouldShowNotificationFor: navigationAlert) ?? false
    }

    /// Whether the app sends navigation metadata to the car (17.4).
    @_spi(CarPlayHost) public var _hostShouldProvideNavigationMetadata: Bool {
        mapDelegate?.mapTemplateShouldProvideNavigationMetadata(self) ?? false
    }

    /// Whether the app shares its route with the car (26.4).
    @_spi(CarPlayHost) public var _hostShouldProvideRouteSharing: Bool {
        mapDelegate?.mapTemplateShouldProvideRouteSharing(self) ?? false
    }

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated {
            "\(base) mapButtons: \(mapButtons.count), panning: \(isPanningInterfaceVisible ? 1 : 0), "
                + "navigationSession: \(cpDescribe(_navigationSession))"
        }
    }

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    {
        if let button = mapButtons.first(where: { $0._elementID == id }) {
            guard action == .select else { return .unsupported }
            button.handler?(button)
            return .invoked
        }
        if let alert = currentNavigationAlert,
            ([alert.primaryAction] + (alert.secondaryAction.map { [$0] } ?? [])).contains(where: { $0._elementID == id }
            )
        {
            guard action == .select else { return .unsupported }
            _ = _hostSelectNavigationAlertAction(id)
            return .invoked
        }
        return nil
    }
}

extension CPMapTemplate {
    /// The directions of the panning interface's buttons (Objective-C `CPPanDirection`; "none" is `[]`).
    public struct PanDirection: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let left = PanDirection(rawValue: 1 << 0)
        public static let right = PanDirection(rawValue: 1 << 1)
        public static let up = PanDirection(rawValue: 1 << 2)
        public static let down = PanDirection(rawValue: 1 << 3)
    }
}
