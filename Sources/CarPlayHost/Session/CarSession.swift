import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost
@_spi(CarPlayHost) import UIKit
import OpenStreetMap

/// One app's CarPlay scene in one car: what iOS does between the car and the app.
///
/// The session connects the app's scene delegate, keeps the template hierarchy (as element ids), enforces the rules of
/// the app's category, snapshots the templates after every change, routes driver input to the app's handlers and
/// reports the app's programmer errors through one fault path. It never traps: a fault terminates the app (every
/// later app call is ignored) and the host goes on.
@MainActor
public final class CarSession {
    /// The app as iOS sees it.
    public let app: AppBundle
    /// The rules for the app's category on the emulated iOS release.
    public let rules: Rules

    /// The state of the app in this car.
    public enum AppState: Sendable, Equatable {
        /// No scene is connected.
        case disconnected
        /// The scene is connected and the app is running.
        case connected
        /// The app raised an exception and was terminated.
        case terminated(Fault)
    }
    public private(set) var appState: AppState = .disconnected

    /// Every fault the app raised in this session, oldest first.
    public private(set) var faults: [Fault] = []
    /// What the front end does with a fault (the session has already recorded it).
    public var faultPolicy: FaultPolicy

    /// The hierarchy, as ids.
    public private(set) var hierarchy = HierarchyState() {
        didSet { derived.interactiveElements = nil }
    }
    /// The parts of the user interface the car limits.
    public private(set) var limitedUserInterfaces: CPLimitableUserInterface = [] {
        didSet { derived = DerivedSnapshots() }
    }
    /// The car's user interface appearance, light or dark (the app sees it as its content style).
    public private(set) var appearance: DisplayConfiguration.Appearance = .light
    /// Where the images of this session's snapshots go (the car's store; a lone session has its own).
    public var imageStore = ImageStore()
    /// Whether the car supports video playback.
    public var supportsVideoPlayback = false
    /// The car's main display (size, scale, inputs, driving side). Its appearance and limits follow
    /// `appearance` and `limitedUserInterfaces`.
    public var display: DisplayConfiguration {
        get {
            var display = baseDisplay
            display.appearance = appearance
            display.limitsLists = limitedUserInterfaces.contains(.lists)
            display.limitsKeyboard = limitedUserInterfaces.contains(.keyboard)
            return display
        }
        set { setDisplay(newValue) }
    }
    private var baseDisplay = DisplayConfiguration.standard
    /// What the car reports for its status bar besides the time: the phone's signal and network, and whether any
    /// app plays audio. The car system sets it; a lone session (`TestCar`) shows a connected phone.
    public var carStatus = CarStatus()

    /// The injected clock (status bar time, sports clocks, elapsed time).
    public var clock: @Sendable () -> Date = { Date() }
    /// The time zone of the status bar's clock.
    public var timeZone: TimeZone = .current
    /// The car's locale: how the map template's distances, durations and times of day read.
    public var locale = Locale(identifier: "en_US")
    /// The car's map, which answers the app's `MKDirections`: the shipped Monaco extract unless the car has another
    /// (read when first needed); nil: no map, directions fail with `MKError.serverFailure`.
    public lazy var carMap: CarMap? = CarMap.monaco
    /// What answers the app's `MKDirections` (a `ValhallaDirections` server…); nil: the embedded router of
    /// `carMap`.
    public var directionsProvider: (any DirectionsProvider)?
    /// Where the car is: the start of routes from the current location. Setting it places the car (a drive under
    /// way ends).
    public var vehicleCoordinate: Coordinate {
        get { vehicleState.coordinate }
        set { placeVehicle(at: newValue) }
    }
    /// The car as a moving thing: its position, course and speed, and the drive under way (CarSession+Location.swift).
    public internal(set) var vehicle = Vehicle(coordinate: CarMap.defaultVehicleCoordinate)
    /// The app's location authorization and location managers (CarSession+Location.swift).
    var locationServices = LocationServices()
    /// The element with the knob/touchpad focus ring.
    public internal(set) var focusedElement: ElementID?
    /// Scroll offsets of scroll views, by their id.
    var scrollOffsets: [ElementID: Double] = [:]

    /// Elements whose handler is running: the app has not called its completion yet (the car shows a spinner).
    public private(set) var pendingHandlers: Set<ElementID> = []

    /// The interface controller delegate callbacks made, oldest first (for logs and tests): the last
    /// `retainedLogEntries` or more.
    public private(set) var appearanceLog: [AppearanceEvent] = []
    /// How many appearance callbacks were made in all (`appearanceLog` holds the last of them).
    public private(set) var appearanceEventCount = 0
    /// The scene, scene delegate and session configuration callbacks the app received, oldest first, named as in
    /// Swift (`scene(_:willConnectTo:options:)`, `templateApplicationScene(_:didConnect:to:)`…): the last
    /// `retainedLogEntries` or more. The car's event log shows these; nothing else writes callback names.
    public private(set) var callbackLog: [String] = []
    /// How many callbacks were recorded in all (`callbackLog` holds the last of them).
    public private(set) var callbackCount = 0
    /// How many entries each log keeps at least: a session runs for hours, its logs must not grow without end.
    public static let retainedLogEntries = 1000

    /// Records a callback the app received.
    func received(_ callback: String) {
        callbackLog.append(callback)
        callbackCount += 1
        Self.trim(&callbackLog)
    }

    /// Records appearance callbacks.
    func recordAppearance(_ events: [AppearanceEvent]) {
        appearanceLog.append(contentsOf: events)
        appearanceEventCount += events.count
        Self.trim(&appearanceLog)
    }

    /// Drops the oldest entries once a log holds twice what it keeps (so trimming costs nothing per entry).
    private static func trim<T>(_ log: inout [T]) {
        if log.count > 2 * retainedLogEntries { log.removeFirst(log.count - retainedLogEntries) }
    }

    /// The entries of a log after the first `seen` of all that were ever recorded (`total`); entries no longer kept
    /// are left out.
    public static func entries<T>(of log: [T], total: Int, after seen: Int) -> ArraySlice<T> {
        log.suffix(max(0, min(total - seen, log.count)))
    }

    /// Called after every change of what the car may show (hierarchy, snapshots, car state).
    public var onChange: (@MainActor () -> Void)?

    // App objects, reachable only through the framework's SPI.
    private(set) var scene: CPTemplateApplicationScene?
    private var interfaceController: CPInterfaceController? { scene?.interfaceController }
    private(set) var sceneDelegate: (any CPTemplateApplicationSceneDelegate)?
    /// Whether the connected scene is in the background (the car shows another app or its home screen).
    public private(set) var isInBackground = false

    /// What the framework talks to.
    private(set) lazy var bridge = SessionBridge(self)

    private var snapshotCache: [ElementID: TemplateSnapshot] = [:] {
        didSet { derived.keep(Set(snapshotCache.keys)) }
    }
    /// What the car shows of the snapshots, worked out once per change of the snapshots, hierarchy or limits.
    var derived = DerivedSnapshots()
    /// The last screen laid out, and what it was laid out from (`screen()` returns it while nothing changed).
    var lastScreen: (inputs: ScreenInputs, screen: Screen)?
    /// How many times `screen()` laid the screen out (tests).
    var screenLayoutCount = 0
    private var snapshotsAreStale = true
    /// The app objects that announced a change since the last snapshot; nil when something else changed (a new
    /// template, the car's limits or appearance...) and every template is taken again.
    private var changedObjects: Set<ElementID>? = nil
    /// When the app first changed something since the last snapshot (a new sports clock starts counting then).
    private var staleSince: Date?
    /// When each app object last announced a change since the last snapshot, on the injected clock.
    private var changeTimes: [ElementID: Date] = [:]
    /// When each sports event clock on screen started running, by the clock object's id.
    private(set) var sportsClockStarts: [ElementID: Date] = [:]
    private var flushScheduled = false
    /// The map template's interaction state (navigation bar auto-hide, the navigation alert's timeout).
    var mapState = MapInteractionState()
    /// What the car saw of the navigation session for banners, and the banners up (one owner: this session).
    var banners = NavigationBanners()
    /// The navigation metadata the car received, oldest first (each change once; nil entries when it stopped).
    public internal(set) var navigationMetadata = NavigationMetadataHistory()
    /// The navigation app's CarPlay Dashboard scene while connected (CarSession+Dashboard.swift).
    var dashboard: DashboardScene?
    /// The navigation app's instrument cluster scene while connected (CarSession+Cluster.swift).
    var cluster: ClusterScene?
    /// The app's speech on the car's clock, what it spoke, the speech engine and the car's voice state
    /// (CarSession+Speech.swift).
    var speech = SessionSpeech()

    /// Creates a session for `app`. Nothing is connected until `connect(_:)`.
    public init(app: AppBundle, osVersion: OSVersion = .latest, faultPolicy: FaultPolicy = .record) {
        self.app = app
        self.rules = Rules(category: app.category, osVersion: osVersion)
        self.faultPolicy = faultPolicy
        CPHostBridge.addChangeObserver(bridge)
    }

    // MARK: Connecting

    /// The app's interface controller while connected.
    public var connectedInterfaceController: CPInterfaceController? {
        appState == .connected ? interfaceController : nil
    }

    /// Connects the CarPlay scene: creates the scene, its interface controller and window, and calls the delegate's
    /// connect method for the app's category (navigation apps get the window variant). The delegate must set a root
    /// template before returning. In the foreground (the default) the scene then enters the foreground and becomes
    /// active; otherwise it stays in the background (a car that reconnects shows another app).
    public func connect(_ delegate: any CPTemplateApplicationSceneDelegate, inForeground: Bool = true) {
        guard appState != .connected else { return }
        let role = UISceneSession.Role.carTemplateApplication
        let session = UISceneSession(
            _role: role,
            configuration: UISceneConfiguration(name: app.carPlaySceneConfiguration?.name, sessionRole: role))
        let controller = CPInterfaceController(_host: bridge)
        let window = CPWindow(frame: .zero)
        let scene = CPTemplateApplicationScene(_session: session, interfaceController: controller, carWindow: window)
        scene._contentStyle = appearance.userInterfaceStyle
        scene.delegate = delegate
        self.scene = scene
        self.sceneDelegate = delegate
        hierarchy = HierarchyState()
        snapshotCache = [:]
        pendingHandlers = []
        mapState = MapInteractionState(lastInteraction: clock())
        banners = NavigationBanners()
        appState = .connected
        isInBackground = !inForeground

        let isNavigation = app.category == .navigation
        runAsApp {
            delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions(_urlContexts: []))
        }
        received("scene(_:willConnectTo:options:)")
        guard appState == .connected else { return }
        let implemented =
            callConnect(delegate, scene: scene, controller: controller, window: window, windowVariant: isNavigation)
            || callConnect(delegate, scene: scene, controller: controller, window: window, windowVariant: !isNavigation)
        guard appState == .connected else { return }
        guard implemented else {
            raise(
                CPHostException(
                    name: ErrorTexts.lifecycleNotImplementedName, reason: ErrorTexts.lifecycleNotImplemented))
            return
        }
        guard hierarchy.root != nil else {
            raise(
                CPHostException(
                    name: ErrorTexts.noRootTemplateAfterConnectName,
                    reason: ErrorTexts.noRootTemplateAfterConnect(
                        selector: app.category == .navigation
                            ? "templateApplicationScene:didConnectInterfaceController:toWindow:"
                            : "templateApplicationScene:didConnectInterfaceController:")))
            return
        }
        if inForeground {
            runAsApp {
                delegate.sceneWillEnterForeground(scene)
                scene._setActivationState(.foregroundInactive)
                delegate.sceneDidBecomeActive(scene)
                scene._setActivationState(.foregroundActive)
            }
            received("sceneWillEnterForeground(_:)")
            received("sceneDidBecomeActive(_:)")
        } else {
            scene._setActivationState(.background)
        }
        followVoiceState()
        changed()
    }

    /// The car shows another app or its home screen: the scene resigns active and enters the background, keeping its
    /// templates. Nothing happens when it is not connected or already in the background.
    public func enterBackground() {
        guard appState == .connected, !isInBackground, let scene, let delegate = sceneDelegate else { return }
        isInBackground = true
        runAsApp {
            delegate.sceneWillResignActive(scene)
            scene._setActivationState(.foregroundInactive)
            delegate.sceneDidEnterBackground(scene)
            scene._setActivationState(.background)
        }
        received("sceneWillResignActive(_:)")
        received("sceneDidEnterBackground(_:)")
        changed()
    }

    /// The car shows the app again: the scene enters the foreground and becomes active, with the templates it had.
    public func enterForeground() {
        guard appState == .connected, isInBackground, let scene, let delegate = sceneDelegate else { return }
        isInBackground = false
        removeNavigationBanners()
        runAsApp {
            delegate.sceneWillEnterForeground(scene)
            scene._setActivationState(.foregroundInactive)
            delegate.sceneDidBecomeActive(scene)
            scene._setActivationState(.foregroundActive)
        }
        received("sceneWillEnterForeground(_:)")
        received("sceneDidBecomeActive(_:)")
        changed()
    }

    /// Calls one connect variant; false when the delegate does not implement it.
    private func callConnect(
        _ delegate: any CPTemplateApplicationSceneDelegate, scene: CPTemplateApplicationScene,
        controller: CPInterfaceController, window: CPWindow, windowVariant: Bool
    ) -> Bool {
        scene._lastCallbackWasUnimplemented = false
        let mark = callbackCount
        received(
            windowVariant ? "templateApplicationScene(_:didConnect:to:)" : "templateApplicationScene(_:didConnect:)")
        runAsApp {
            if windowVariant {
                delegate.templateApplicationScene(scene, didConnect: controller, to: window)
            } else {
                delegate.templateApplicationScene(scene, didConnect: controller)
            }
        }
        guard !scene._lastCallbackWasUnimplemented else {
            // The delegate does not implement this variant: it received nothing.
            let index = mark - (callbackCount - callbackLog.count)
            if callbackLog.indices.contains(index) {
                callbackLog.remove(at: index)
                callbackCount -= 1
            }
            return false
        }
        return true
    }

    /// Disconnects the scene: the delegate hears it through the variant for its category, then the scene disconnects.
    /// The instrument cluster and Dashboard scenes disconnect first. The session keeps its car state (limited UI,
    /// content style) for the next connection.
    public func disconnect() {
        disconnectCluster()
        disconnectDashboard()
        defer {
            scene = nil
            sceneDelegate = nil
            hierarchy = HierarchyState()
            snapshotCache = [:]
            pendingHandlers = []
            banners = NavigationBanners()
            _ = navigationMetadata.append(nil, at: clock())
            changed()
        }
        guard appState == .connected, let scene, let delegate = sceneDelegate else {
            if case .terminated = appState { return }
            appState = .disconnected
            return
        }
        let controller = scene.interfaceController
        let wasInBackground = isInBackground
        isInBackground = false
        runAsApp {
            if !wasInBackground {
                delegate.sceneWillResignActive(scene)
                delegate.sceneDidEnterBackground(scene)
            }
            if app.category == .navigation {
                delegate.templateApplicationScene(scene, didDisconnect: controller, from: scene.carWindow)
            } else {
                delegate.templateApplicationScene(scene, didDisconnectInterfaceController: controller)
            }
            delegate.sceneDidDisconnect(scene)
            scene._setActivationState(.unattached)
        }
        if !wasInBackground {
            received("sceneWillResignActive(_:)")
            received("sceneDidEnterBackground(_:)")
        }
        received(
            app.category == .navigation
                ? "templateApplicationScene(_:didDisconnect:from:)"
                : "templateApplicationScene(_:didDisconnectInterfaceController:)")
        received("sceneDidDisconnect(_:)")
        if appState == .connected { appState = .disconnected }
        dropSpeech()
    }

    /// Forgets a terminated app so it can be launched again.
    public func resetAfterTermination() {
        if case .terminated = appState { appState = .disconnected }
    }

    // MARK: Car state

    /// Limits parts of the user interface (the car's "Limit UI"); the app's session configuration delegates hear it.
    public func setLimitedUserInterfaces(_ limits: CPLimitableUserInterface) {
        guard limits != limitedUserInterfaces else { return }
        limitedUserInterfaces = limits
        if appState == .connected {
            let told = runAsApp { CPSessionConfiguration._hostLimitedUserInterfacesChanged(in: bridge) }
            for _ in 0..<told { received("sessionConfiguration(_:limitedUserInterfacesChanged:)") }
        }
        markStale()
    }

    /// Changes the car's appearance; the session configuration delegates and the scene delegate hear it as a
    /// content style change.
    public func setAppearance(_ appearance: DisplayConfiguration.Appearance) {
        guard appearance != self.appearance else { return }
        self.appearance = appearance
        let uiStyle = appearance.userInterfaceStyle
        scene?._contentStyle = uiStyle
        if appState == .connected {
            let told = runAsApp {
                let told = CPSessionConfiguration._hostContentStyleChanged(in: bridge)
                sceneDelegate?.contentStyleDidChange(uiStyle)
                return told
            }
            if sceneDelegate != nil { received("contentStyleDidChange(\(uiStyle == .dark ? "dark" : "light"))") }
            for _ in 0..<told { received("sessionConfiguration(_:contentStyleChanged:)") }
        }
        markStale()
    }

    /// Switches the car's display (size, scale, inputs, driving side, appearance, limits). Appearance and limits
    /// changes reach the app as `setAppearance` and `setLimitedUserInterfaces` do.
    public func setDisplay(_ display: DisplayConfiguration) {
        baseDisplay = display
        var limits: CPLimitableUserInterface = []
        if display.limitsLists { limits.insert(.lists) }
        if display.limitsKeyboard { limits.insert(.keyboard) }
        setLimitedUserInterfaces(limits)
        setAppearance(display.appearance)
        focusedElement = nil
        onChange?()
    }

    /// Whether the car limits lists now.
    public var listsAreLimited: Bool { limitedUserInterfaces.contains(.lists) }

    // MARK: Reading

    /// A template in the hierarchy as the car shows it: what the app declared, trimmed by the rules and the car's
    /// current limits.
    public func snapshot(of id: ElementID) -> TemplateSnapshot? {
        refreshSnapshotsIfNeeded()
        if let shown = derived.displayed[id] { return shown }
        guard let declared = snapshotCache[id] else { return nil }
        let shown = declared.displayed(by: rules, limitedLists: listsAreLimited) { tab in
            snapshot(of: tab.id) ?? tab.displayed(by: rules, limitedLists: listsAreLimited)
        }
        derived.displayed[id] = shown
        return shown
    }

    /// A template in the hierarchy exactly as the app declared it.
    public func declaredSnapshot(of id: ElementID) -> TemplateSnapshot? {
        refreshSnapshotsIfNeeded()
        return snapshotCache[id]
    }

    /// Snapshots of the navigation hierarchy, root first.
    public var navigationSnapshots: [TemplateSnapshot] {
        refreshSnapshotsIfNeeded()
        return hierarchy.navigationHierarchy.compactMap(snapshot(of:))
    }

    /// The snapshot of the presented template.
    public var presentedSnapshot: TemplateSnapshot? {
        refreshSnapshotsIfNeeded()
        return hierarchy.presented.flatMap(snapshot(of:))
    }

    /// The snapshot of the top of the navigation hierarchy.
    public var topSnapshot: TemplateSnapshot? {
        refreshSnapshotsIfNeeded()
        return hierarchy.navigationHierarchy.last.flatMap(snapshot(of:))
    }

    /// The template on screen below any modal: the top pushed template, or the selected tab's root.
    public var visibleSnapshot: TemplateSnapshot? {
        refreshSnapshotsIfNeeded()
        let visible = hierarchy.visible.filter { $0 != hierarchy.presented }
        return visible.last.flatMap(snapshot(of:))
    }

    // MARK: Running app code

    /// Runs app code in this session's environment: the category's limits apply and framework exceptions reach this
    /// session's fault path. The session calls every app callback this way.
    @_spi(AppCode) public func runAsApp<T>(_ body: () throws -> T) rethrows -> T {
        try CPHostBridge.withEnvironment(bridge, body)
    }

    /// The live interface controller's template object for an id (SPI resolution).
    func template(for id: ElementID) -> CPTemplate? { interfaceController?._template(for: id.bridged) }

    // MARK: Faults

    /// The one fault path: records the fault, terminates the app and tells the policy.
    func raise(_ exception: CPHostException) {
        guard appState == .connected || appState == .disconnected else { return }
        let fault = Fault(name: exception.name, reason: exception.reason, bundleIdentifier: app.bundleIdentifier)
        faults.append(fault)
        appState = .terminated(fault)
        isInBackground = false
        // The app is gone: nothing of it stays on the car's screen.
        banners = NavigationBanners()
        pendingHandlers = []
        hierarchy = HierarchyState()
        snapshotCache = [:]
        scene = nil
        sceneDelegate = nil
        dashboard = nil
        cluster = nil
        // The car's displays lose the app's guidance with the app.
        _ = navigationMetadata.append(nil, at: clock())
        dropSpeech()
        faultPolicy.handle(fault)
        changed()
    }

    // MARK: Snapshots

    func markStale(changed id: ElementID? = nil) {
        if !snapshotsAreStale {
            staleSince = clock()
            changedObjects = []
        }
        if let id {
            changeTimes[id] = clock()
            changedObjects?.insert(id)
        } else {
            changedObjects = nil
        }
        snapshotsAreStale = true
        guard !flushScheduled else { return }
        flushScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.flushScheduled = false
            if self.snapshotsAreStale { self.refreshSnapshotsIfNeeded() }
        }
    }

    /// Takes in what the app changed since the last snapshot now, rather than on the next read or task: the car
    /// puts new navigation alerts on screen (their timeout starts) and sends new metadata. Headless cars call it after
    /// running app code, so that time moved afterwards counts from the change.
    public func takeInChanges() { refreshSnapshotsIfNeeded() }

    /// Re-snapshots the retained templates when something changed, and follows the tab selection. When only
    /// templates announced changes (a list's `updateSections`, a tab bar's selection), the others keep their
    /// snapshots; a change of anything else (an item, a button, a service) takes every template again.
    func refreshSnapshotsIfNeeded() {
        guard snapshotsAreStale else { return }
        snapshotsAreStale = false
        let retained = hierarchy.retained
        var reusable: [ElementID: TemplateSnapshot] = [:]
        if let changed = changedObjects, changed.isSubset(of: retained) {
            reusable = snapshotCache.filter { !changed.contains($0.key) }
            // A tab bar's snapshot holds its tabs': it is taken again when one of them changed.
            if let root = hierarchy.root, case .tabBar(let bar)? = reusable[root]?.content,
                bar.tabs.contains(where: { changed.contains($0.id) })
            {
                reusable[root] = nil
            }
        }
        changedObjects = []
        var fresh: [ElementID: TemplateSnapshot] = [:]
        // The root first: a tab bar's snapshot holds its tabs', which are then not taken a second time.
        let ordered = (hierarchy.root.map { [$0] } ?? []) + retained.filter { $0 != hierarchy.root }
        for id in ordered where fresh[id] == nil {
            guard
                let snapshot = reusable[id]
                    ?? template(for: id).flatMap({ template in
                        ImageStore.$recording.withValue(imageStore) { TemplateSnapshot(template, reusing: reusable) }
                    })
            else { continue }
            fresh[id] = snapshot
            if case .tabBar(let tabBar) = snapshot.content {
                for tab in tabBar.tabs { fresh[tab.id] = tab }
            }
        }
        // What is shown of a snapshot taken again is worked out again.
        derived.keep(Set(fresh.keys).filter { reusable[$0] != nil })
        snapshotCache = fresh
        let since = staleSince ?? clock()
        staleSince = nil
        var starts: [ElementID: Date] = [:]
        for snapshot in fresh.values {
            guard case .nowPlaying(let nowPlaying) = snapshot.content,
                let clockID = nowPlaying.sports?.eventStatus?.clock?.id
            else { continue }
            // A new clock counts from when the app set it: the last change its template announced.
            starts[clockID] = sportsClockStarts[clockID] ?? changeTimes[snapshot.id] ?? since
        }
        sportsClockStarts = starts
        changeTimes = [:]
        followTabBar()
        followNavigationAlert()
        followNavigationBanners()
        followNavigationMetadata()
        onChange?()
    }

    /// Applies the tab bar's current tabs and selection (changed by the app through `updateTemplates`, `select`).
    private func followTabBar() {
        guard let root = hierarchy.root, case .tabBar(let tabBar)? = snapshotCache[root]?.content else { return }
        let tabs = tabBar.tabs.map(\.id)
        let selected = tabBar.selectedIndex.flatMap { tabs.indices.contains($0) ? tabs[$0] : nil } ?? tabs.first
        guard tabs != hierarchy.tabs || selected != hierarchy.selectedTab else { return }
        var next = hierarchy
        next.tabs = tabs
        next.selectedTab = selected
        next.pushed = next.pushed.filter { tabs.contains($0.key) }
        transition(to: next, animated: false)
    }

    /// Moves to a new hierarchy and delivers the appearance callbacks.
    func transition(to next: HierarchyState, animated: Bool) {
        let events = appearanceEvents(from: hierarchy.visible, to: next.visible)
        hierarchy = next
        recordAppearance(events)
        guard !events.isEmpty, let controller = interfaceController else { return }
        runAsApp {
            controller._deliver(events.map(\.bridged), animated: animated)
        }
    }

    /// Something the car shows changed (the hierarchy, a handler ran...): templates new to the hierarchy and those
    /// that announced a change are snapshotted, before anyone is told.
    func changed() {
        if !snapshotsAreStale { changedObjects = [] }
        snapshotsAreStale = true
        refreshSnapshotsIfNeeded()
        onChange?()
    }

    // MARK: Handlers

    func beginHandler(_ id: ElementID) {
        pendingHandlers.insert(id)
        onChange?()
    }

    func endHandler(_ id: ElementID) {
        guard pendingHandlers.remove(id) != nil else { return }
        onChange?()
    }

    isolated deinit {
        CPHostBridge.removeChangeObserver(bridge)
    }
}

extension AppearanceEvent {
    var bridged: CPTemplateAppearanceEvent {
        switch self {
        case .willAppear(let id): .willAppear(id.bridged)
        case .didAppear(let id): .didAppear(id.bridged)
        case .willDisappear(let id): .willDisappear(id.bridged)
        case .didDisappear(let id): .didDisappear(id.bridged)
        }
    }
}

extension DisplayConfiguration.Appearance {
    /// The appearance as the app's scene and trait collections see it.
    var userInterfaceStyle: UIUserInterfaceStyle { self == .dark ? .dark : .light }
    /// The appearance as the app's session configuration sees it.
    var contentStyle: CPContentStyle { self == .dark ? .dark : .light }
}

/// Values the session derives from its snapshots, hierarchy and limits; reset whenever one of those changes.
struct DerivedSnapshots {
    /// Snapshots as the car shows them (trimmed by the rules and limits), by template id.
    var displayed: [ElementID: TemplateSnapshot] = [:]
    /// The elements the driver can reach.
    var interactiveElements: [SnapshotElement]?

    /// Keeps what was worked out for the templates `ids` only.
    mutating func keep(_ ids: Set<ElementID>) {
        displayed = displayed.filter { ids.contains($0.key) }
        interactiveElements = nil
    }
}
