import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(AppCode) @_exported import CarPlayHost

/// A headless CarPlay car for tests: it hosts one app's CarPlay scene with the same rules the real system enforces,
/// and drives it the way a driver does.
///
/// ```swift
/// @Test @MainActor func playsAnAlbum() {
///     let car = TestCar(category: .audio)
///     car.connect(MyCarPlaySceneDelegate())
///     car.select("Albums")
///     car.select("Abbey Road")
///     #expect(car.topTemplate?.kind == .nowPlaying)
/// }
/// ```
///
/// Every fault the app raises (an exception on iOS) fails the running test unless the test expects it with
/// `expectFault(_:reason:_:)`.
@MainActor
public final class TestCar {
    /// The car session that hosts the app.
    public let session: CarSession
    /// The car's widgets and Live Activities: the app's widget extension's (TestCar+Widgets.swift).
    public let widgets = CarWidgets()
    /// Where the car was made, for issues recorded outside any action.
    private let sourceLocation: SourceLocation
    /// How a fault is checked against the running expectation (nil: none expected).
    var expectation: ((Fault) -> Bool)?
    var expectedFaultsSeen: [Fault] = []
    /// The delegate most recently connected, and how to make a new one.
    private var lastDelegate: (any CPTemplateApplicationSceneDelegate)?
    /// The scene delegate most recently connected (the one `connect()` made, or the one given to `connect(_:)`), for a
    /// test to set what it injects into the app.
    public var sceneDelegate: (any CPTemplateApplicationSceneDelegate)? { lastDelegate }
    private var delegateFactory: (() -> (any CPTemplateApplicationSceneDelegate)?)?
    /// How the installed app makes its scene delegate (`init(app:)` with an `InstalledApp`), used by `connect()`.
    private var installedDelegateFactory: (@MainActor @Sendable () -> (any CPTemplateApplicationSceneDelegate)?)?

    // MARK: Making a car

    /// A car for an app described by its bundle (Info.plist scene manifest and entitlements).
    public init(app: AppBundle, osVersion: OSVersion = .latest, sourceLocation: SourceLocation = #_sourceLocation) {
        self.session = CarSession(app: app, osVersion: osVersion)
        self.sourceLocation = sourceLocation
        session.faultPolicy = FaultPolicy { [weak self] fault in self?.handle(fault) }
        let clock = manualClock
        session.clock = { clock.now }
        session.timeZone = TimeZone(identifier: "UTC")!
        session.onChange = { [weak self] in self?.resumeSettledWaiters() }
        session.keepOwnCalls()
        session.keepOwnNotifications()
        setUpWidgets(clock: { clock.now })
    }

    /// A car for an app of `category` (nil: an app without a CarPlay entitlement).
    public convenience init(
        category: AppCategory?, osVersion: OSVersion = .latest, bundleIdentifier: String = "com.example.carplay",
        sceneDelegateClassName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let app = AppBundle(
            name: bundleIdentifier.split(separator: ".").last.map(String.init) ?? bundleIdentifier,
            bundleIdentifier: bundleIdentifier, category: category, sceneDelegateClassName: sceneDelegateClassName)
        self.init(app: app, osVersion: osVersion, sourceLocation: sourceLocation)
    }

    /// A car for an installed app: its bundle, and its scene delegate class (`connect()` makes one, with
    /// `$(PRODUCT_MODULE_NAME)` in the manifest's class name expanded as the car system does).
    public convenience init(
        app: InstalledApp, osVersion: OSVersion = .latest, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.init(app: app.bundle, osVersion: osVersion, sourceLocation: sourceLocation)
        installedDelegateFactory = app.makeSceneDelegate
        session.intentHandlerProvider = app.intentHandlerProvider
        session.launchInBackground = app.launchInBackground
        session.userActivityContinuation = app.userActivityContinuation
        session.remoteNotificationHandler = app.remoteNotificationHandler
        installWidgetExtension(of: app)
    }

    /// A car for the app a Swift package module holds, read as `carplay simulate` reads it: the module's resource
    /// bundle (its `Info.plist`, `*.entitlements` and icon, from `resources: [.copy("Resources")]`) beside the test
    /// runner, and the scene delegate class its manifest names. `connect()` then connects a new instance of it.
    ///
    /// ```swift
    /// @Test @MainActor func showsTheLibrary() throws {
    ///     let car = try TestCar(appModule: "MyApp")
    ///     try car.connect()
    ///     #expect(car.rootTemplate?.kind == .list)
    /// }
    /// ```
    public convenience init(
        appModule: String, osVersion: OSVersion = .latest, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        self.init(app: try InstalledApp(module: appModule), osVersion: osVersion, sourceLocation: sourceLocation)
    }

    /// A car for an app described by real plist files.
    public convenience init(
        infoPlist: URL, entitlements: URL, osVersion: OSVersion = .latest,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        self.init(
            app: try AppBundle(infoPlist: infoPlist, entitlements: entitlements), osVersion: osVersion,
            sourceLocation: sourceLocation)
    }

    // MARK: Connecting

    /// Connects the app's CarPlay scene with `delegate` (CarPlay calls its connect method, which must set a root
    /// template).
    public func connect(
        _ delegate: any CPTemplateApplicationSceneDelegate, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        lastDelegate = delegate
        delegateFactory = nil
        act(sourceLocation) { session.connect(delegate) }
    }

    /// Connects the scene with a new instance of the scene delegate class the app's manifest names
    /// (`UISceneDelegateClassName`, resolved like iOS does, e.g. `MyModule.CarPlaySceneDelegate`). The class must
    /// inherit from `UIResponder`.
    public func connect(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let factory = try sceneDelegateFactory()
        delegateFactory = factory
        // Made as the app: its app delegate may launch now, and what it makes reaches this car.
        guard let delegate = session.runAsApp({ factory() }) else {
            throw TestCarError.cannotInstantiate(session.app.carPlaySceneConfiguration?.delegateClassName ?? "")
        }
        lastDelegate = delegate
        act(sourceLocation) { session.connect(delegate) }
    }

    private func sceneDelegateFactory() throws -> () -> (any CPTemplateApplicationSceneDelegate)? {
        if let installedDelegateFactory { return { installedDelegateFactory() } }
        guard let name = session.app.carPlaySceneConfiguration?.delegateClassName else {
            throw TestCarError.noSceneDelegateClass
        }
        let lookup = SceneDelegateClass<any CPTemplateApplicationSceneDelegate>(named: name)
        switch lookup {
        case .found: return { lookup.makeDelegate() }
        case .unknownClass: throw TestCarError.unknownClass(name)
        case .notAResponder: throw TestCarError.cannotInstantiate(name)
        case .notADelegate: throw TestCarError.notASceneDelegate(name)
        }
    }

    /// Disconnects the scene (the app hears `didDisconnect`).
    public func disconnect(sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { session.disconnect() }
    }

    /// Connects again with the same delegate (or a new instance of the manifest's class), after a disconnect or a
    /// fault.
    public func reconnect(sourceLocation: SourceLocation = #_sourceLocation) {
        session.resetAfterTermination()
        if session.appState == .connected { act(sourceLocation) { session.disconnect() } }
        let made = delegateFactory.flatMap { factory in session.runAsApp { factory() } }
        guard let delegate = made ?? lastDelegate else {
            Issue.record("reconnect() before any connect()", sourceLocation: sourceLocation)
            return
        }
        lastDelegate = delegate
        act(sourceLocation) { session.connect(delegate) }
    }

    // MARK: The screen

    /// What the car's main display shows now, laid out for `display` (see `assertSnapshot(of: car.screen, as: .carPlay)`).
    public var screen: Screen { session.screen() }

    /// The car's main display. Setting it switches size, scale, inputs and driving side; its appearance and limits
    /// reach the app like `setContentStyle(_:)` and `limitUI(_:)`.
    public var display: DisplayConfiguration {
        get { session.display }
        set { act(sourceLocation) { session.setDisplay(newValue) } }
    }

    /// The car's clock, which the screen reads (status bar time, sports clocks, elapsed time). It starts at
    /// 2026-01-01 12:00 UTC and only moves when a test moves it.
    public var now: Date {
        get { manualClock.now }
        set {
            manualClock.now = newValue
            act(sourceLocation) { clockDidAdvance() }
        }
    }

    /// The car's clock moved: the app's timers run, then the car's own (a dialled call answered, a notification's
    /// trigger, a banner going).
    private func clockDidAdvance() {
        session.clockDidAdvance()
        session.callCenter?.clockDidAdvance()
        session.carNotifications?.clockDidAdvance()
        widgets.clockDidAdvance()
    }

    /// Moves the car's clock forward.
    public func advanceClock(by seconds: TimeInterval) {
        manualClock.now += seconds
        act(sourceLocation) { clockDidAdvance() }
    }

    private let manualClock = ManualClock(Date(timeIntervalSince1970: 1_767_268_800))

    // MARK: Reading what the car shows

    /// Whether the app is connected, disconnected or terminated.
    public var appState: CarSession.AppState { session.appState }
    /// The app's interface controller while connected.
    public var interfaceController: CPInterfaceController? { session.connectedInterfaceController }
    /// The navigation hierarchy, root first (a tab bar root, then the selected tab's pushed templates).
    public var stack: [TemplateSnapshot] { session.navigationSnapshots }
    /// The root template.
    public var rootTemplate: TemplateSnapshot? { stack.first }
    /// The top of the navigation hierarchy.
    public var topTemplate: TemplateSnapshot? { session.topSnapshot }
    /// The template on screen below any modal (for a tab bar: the selected tab's root while nothing is pushed).
    public var visibleTemplate: TemplateSnapshot? { session.visibleSnapshot }
    /// The presented (modal) template.
    public var presentedTemplate: TemplateSnapshot? { session.presentedSnapshot }
    /// The elements the driver can reach now.
    public var elementsOnScreen: [SnapshotElement] { session.interactiveElements }
    /// Every fault the app raised, expected or not.
    public var faults: [Fault] { session.faults }
    /// The interface controller delegate callbacks CarPlay made, oldest first (the last
    /// `CarSession.retainedLogEntries` or more of them).
    public var appearanceLog: [AppearanceEvent] { session.appearanceLog }
    /// Elements whose handler has not called its completion yet (the car shows a spinner on them).
    public var spinningElements: Set<ElementID> { session.pendingHandlers }

    /// Whether the element named `text` shows a spinner.
    public func isSpinning(_ text: String) -> Bool {
        session.pendingHandlers.contains { id in
            session.navigationSnapshots.flatMap(\.elements).contains { $0.id == id && $0.texts.contains(text) }
                || session.interactiveElements.contains { $0.id == id && $0.texts.contains(text) }
        }
    }

    /// The element on screen named `text` (exactly one of its texts), or nil.
    public func element(_ text: String) -> SnapshotElement? {
        elementsOnScreen.first { $0.texts.contains(text) }
    }

    // MARK: Driving

    /// Taps the element on screen whose text (title, title variant, name) is `text`: a list item, a grid button, a
    /// bar button, a tab, an alert action, a text button, a contact button...
    @discardableResult
    public func tap(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        guard let element = find(text, sourceLocation: sourceLocation) else { return .notOnScreen }
        return send(InputEvent(target: element.id), sourceLocation)
    }

    /// Selects the list item whose text is `text` (same as `tap`).
    @discardableResult
    public func select(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        tap(text, sourceLocation: sourceLocation)
    }

    /// Selects the list item at an index path of the list on screen.
    @discardableResult
    public func selectItem(section: Int = 0, item: Int, sourceLocation: SourceLocation = #_sourceLocation)
        -> InputOutcome
    {
        guard let id = listItemID(section: section, item: item) else {
            Issue.record("No list item at [\(section), \(item)] on screen", sourceLocation: sourceLocation)
            return .notOnScreen
        }
        return send(InputEvent(target: id), sourceLocation)
    }

    /// Taps one image (element) of the image row item named `rowText`, by index.
    @discardableResult
    public func selectImage(at index: Int, inRow rowText: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> InputOutcome
    {
        guard let row = find(rowText, sourceLocation: sourceLocation) else { return .notOnScreen }
        return send(InputEvent(target: row.id, action: .selectElement(index)), sourceLocation)
    }

    /// Switches to the tab titled `title`.
    @discardableResult
    public func selectTab(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        guard let tab = elementsOnScreen.first(where: { $0.kind == .tab && $0.texts.contains(title) }) else {
            Issue.record("No tab titled \"\(title)\" on screen. Tabs: \(tabTitles)", sourceLocation: sourceLocation)
            return .notOnScreen
        }
        return send(InputEvent(target: tab.id), sourceLocation)
    }

    /// Switches to the tab at `index`.
    @discardableResult
    public func selectTab(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        let tabs = elementsOnScreen.filter { $0.kind == .tab }.map(\.id)
        guard tabs.indices.contains(index) else {
            Issue.record("No tab at index \(index) (\(tabs.count) tabs)", sourceLocation: sourceLocation)
            return .notOnScreen
        }
        return send(InputEvent(target: tabs[index]), sourceLocation)
    }

    /// The titles of the tabs on screen.
    public var tabTitles: [String] { elementsOnScreen.filter { $0.kind == .tab }.flatMap(\.texts) }

    /// Types `text` into the search field of the search template on screen (the app's delegate hears it).
    @discardableResult
    public func typeSearchText(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        guard let search = searchTemplateOnScreen(sourceLocation) else { return .notOnScreen }
        let outcome = send(InputEvent(target: search.id, action: .searchText(text)), sourceLocation)
        if outcome == .unsupported, !Rules.allowsTyping(whileLimiting: session.limitedUserInterfaces) {
            Issue.record("The car limits the keyboard: a driver cannot type now", sourceLocation: sourceLocation)
        }
        return outcome
    }

    /// Presses the keyboard's Search button of the search template on screen.
    @discardableResult
    public func pressSearchButton(sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        guard let search = searchTemplateOnScreen(sourceLocation) else { return .notOnScreen }
        return send(InputEvent(target: search.id, action: .searchButton), sourceLocation)
    }

    /// Taps the Now Playing button at `index` (leading to trailing).
    @discardableResult
    public func tapNowPlayingButton(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        guard let nowPlaying = interactiveTemplate(.nowPlaying, sourceLocation) else { return .notOnScreen }
        let buttons = nowPlaying.elements.filter { $0.kind == .nowPlayingButton }
        guard buttons.indices.contains(buttons.startIndex + index) else {
            Issue.record("No Now Playing button at \(index)", sourceLocation: sourceLocation)
            return .notOnScreen
        }
        return send(InputEvent(target: buttons[buttons.startIndex + index].id), sourceLocation)
    }

    /// Taps the Now Playing template's Up Next button.
    @discardableResult
    public func tapUpNext(sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        nowPlayingSystemButton(.upNext, sourceLocation)
    }

    /// Taps the Now Playing template's album/artist button.
    @discardableResult
    public func tapAlbumArtist(sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        nowPlayingSystemButton(.albumArtist, sourceLocation)
    }

    /// Presses Back (pops the top template, or runs a custom back button's handler).
    @discardableResult
    public func back(sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.back() }
        return outcome
    }

    /// Sends a raw input event.
    @discardableResult
    public func send(_ event: InputEvent, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        send(event, sourceLocation)
    }

    /// Runs code as the app in this car: category limits (`CPListTemplate.maximumItemCount`...) and framework
    /// exceptions (e.g. too many tabs) apply as they would in the app. Code the car calls (connect, handlers) already
    /// runs this way; use this for app code a test calls directly.
    public func run<T>(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> T) rethrows -> T {
        let previous = currentActionLocation
        currentActionLocation = sourceLocation
        defer { currentActionLocation = previous }
        defer { session.takeInChanges() }
        return try session.runAsApp { try body() }
    }

    /// The tasks waiting in `waitForHandlers`, by a token of their own (a timeout ends only its own wait).
    var settleWaiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    var nextWaiter = 0

    // MARK: Internals

    private var currentActionLocation: SourceLocation?

    func act(_ location: SourceLocation, _ body: () -> Void) {
        let previous = currentActionLocation
        currentActionLocation = location
        defer { currentActionLocation = previous }
        session.runAsApp { body() }
        session.takeInChanges()
    }

    private func send(_ event: InputEvent, _ location: SourceLocation) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(location) { outcome = session.send(event) }
        return outcome
    }

    private func handle(_ fault: Fault) {
        if let expectation, expectation(fault) {
            expectedFaultsSeen.append(fault)
            return
        }
        Issue.record(
            Comment(rawValue: "Unexpected CarPlay fault: \(fault.description)"),
            sourceLocation: currentActionLocation ?? sourceLocation)
    }

    private func find(_ text: String, sourceLocation: SourceLocation) -> SnapshotElement? {
        let matches = elementsOnScreen.filter { $0.texts.contains(text) }
        if matches.isEmpty {
            let names = elementsOnScreen.flatMap(\.texts).map { "\"\($0)\"" }.joined(separator: ", ")
            Issue.record("Nothing named \"\(text)\" on screen. On screen: \(names)", sourceLocation: sourceLocation)
            return nil
        }
        // A template and its own title are not something to tap: prefer the innermost element.
        return matches.last { $0.kind != .template } ?? matches.last
    }

    private func listItemID(section: Int, item: Int) -> ElementID? {
        guard let snapshot = session.interactiveSnapshots.last, case .list(let list) = snapshot.content,
            list.sections.indices.contains(section), list.sections[section].items.indices.contains(item)
        else { return nil }
        return list.sections[section].items[item].id
    }

    private func interactiveTemplate(_ kind: TemplateKind, _ location: SourceLocation) -> TemplateSnapshot? {
        guard let template = session.interactiveSnapshots.last(where: { $0.kind == kind }) else {
            Issue.record("No \(kind.className) on screen", sourceLocation: location)
            return nil
        }
        return template
    }

    private func searchTemplateOnScreen(_ location: SourceLocation) -> TemplateSnapshot? {
        interactiveTemplate(.search, location)
    }

    private func nowPlayingSystemButton(_ kind: SnapshotElement.Kind, _ location: SourceLocation) -> InputOutcome {
        guard let nowPlaying = interactiveTemplate(.nowPlaying, location),
            let button = nowPlaying.elements.first(where: { $0.kind == kind })
        else { return .notOnScreen }
        return send(InputEvent(target: button.id), location)
    }
}

/// A clock that moves only when told (shared with the session's clock closure).
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Date
    init(_ value: Date) { self.value = value }
    var now: Date {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

/// Why a `TestCar` could not connect an app from its manifest.
public enum TestCarError: Error, Equatable, CustomStringConvertible {
    case noSceneDelegateClass
    case unknownClass(String)
    case cannotInstantiate(String)
    case notASceneDelegate(String)

    public var description: String {
        switch self {
        case .noSceneDelegateClass: "The app's manifest names no UISceneDelegateClassName for its CarPlay scene"
        case .unknownClass(let name): "No class named \(name) (use the module-qualified name, e.g. MyApp.\(name))"
        case .cannotInstantiate(let name): "\(name) is not a UIResponder subclass, so CarPlay cannot create it"
        case .notASceneDelegate(let name): "\(name) does not conform to CPTemplateApplicationSceneDelegate"
        }
    }
}
