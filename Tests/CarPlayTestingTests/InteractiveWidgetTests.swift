import AppIntents
@_spi(AppCode) import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import SwiftUI
import Testing
import WidgetKit

/// What the cups widgets' intents change: counts and favourites by counter name (one name per test), read by the
/// providers from any queue.
final class CupStore: @unchecked Sendable {
    static let shared = CupStore()
    private let lock = NSLock()
    private var cups: [String: Int] = [:]
    private var favourites: [String: Bool] = [:]
    private var timelines: [String: Int] = [:]

    func count(_ counter: String) -> Int { lock.withLock { cups[counter, default: 0] } }
    func add(_ number: Int, to counter: String) { lock.withLock { cups[counter, default: 0] += number } }
    func isFavourite(_ counter: String) -> Bool { lock.withLock { favourites[counter, default: false] } }
    func setFavourite(_ value: Bool, _ counter: String) { lock.withLock { favourites[counter] = value } }
    /// How many timelines the counter's provider gave.
    func timelinesGiven(_ counter: String) -> Int { lock.withLock { timelines[counter, default: 0] } }
    func gaveTimeline(_ counter: String) { lock.withLock { timelines[counter, default: 0] += 1 } }
}

struct AddCupIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Cup"
    @Parameter(title: "Counter") var counter: String
    @Parameter(title: "Cups", default: 1) var cups: Int

    init() {}
    init(counter: String) { self.counter = counter }

    func perform() async throws -> some IntentResult {
        CupStore.shared.add(cups, to: counter)
        return .result()
    }
}

struct OpenCupsIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Cups"
    static let openAppWhenRun = true
    func perform() async throws -> some IntentResult { .result() }
}

/// Opens `OpenCupsIntent` when performed, as an intent that shows its result in the app does.
struct ShowCupsIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Cups"
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: OpenCupsIntent()) }
}

/// Opens itself: the car stops after `WidgetRules.maximumOpenedIntents`.
struct AgainIntent: AppIntent {
    static let title: LocalizedStringResource = "Again"
    func perform() async throws -> some IntentResult & OpensIntent {
        CupStore.shared.add(1, to: "again")
        return .result(opensIntent: AgainIntent())
    }
}

struct FavouriteIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Favourite"
    @Parameter(title: "Counter") var counter: String
    @Parameter(title: "Favourite") var value: Bool

    init() {}
    init(counter: String) { self.counter = counter }

    func perform() async throws -> some IntentResult {
        CupStore.shared.setFavourite(value, counter)
        return .result()
    }
}

struct CupsEntry: TimelineEntry {
    let date: Date
    let cups: Int
    let isFavourite: Bool
}

/// Answers at once with the store's count, or never (`answers` false: a widget loading for ever).
struct CupsProvider: TimelineProvider {
    let counter: String
    var answers = true

    func placeholder(in context: Context) -> CupsEntry { CupsEntry(date: .distantPast, cups: 8, isFavourite: false) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CupsEntry) -> Void) {
        completion(CupsEntry(date: .distantPast, cups: 8, isFavourite: false))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CupsEntry>) -> Void) {
        guard answers else { return }
        CupStore.shared.gaveTimeline(counter)
        let entry = CupsEntry(
            date: .distantPast, cups: CupStore.shared.count(counter),
            isFavourite: CupStore.shared.isFavourite(counter))
        completion(Timeline(entries: [entry], policy: .never))
    }
}

/// The cups widget: a count, a button that adds one, a favourite toggle, and whatever a test adds.
struct CupsView<Extra: View>: View {
    let counter: String
    let entry: CupsEntry
    let extra: Extra

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(entry.cups) cups").font(.title2).bold()
            Button(intent: AddCupIntent(counter: counter)) { Label("Cup", systemImage: "plus") }
            Toggle("Favourite", isOn: entry.isFavourite, intent: FavouriteIntent(counter: counter))
            extra
        }
    }
}

/// The cups widget as an extension declares it.
struct CupsWidget: Widget {
    var counter = ""
    var answers = true
    var disfavoured = false
    var extra = AnyView(EmptyView())

    init() {}
    init(counter: String, answers: Bool, disfavoured: Bool, extra: AnyView) {
        self.counter = counter
        self.answers = answers
        self.disfavoured = disfavoured
        self.extra = extra
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Cups", provider: CupsProvider(counter: counter, answers: answers)) { entry in
            CupsView(counter: counter, entry: entry, extra: extra)
        }
        .supportedFamilies([.systemSmall])
        .disfavoredLocations(disfavoured ? [.carPlay] : [], for: [.systemSmall])
    }
}

@MainActor @Suite struct InteractiveWidgetTests {
    let app = "com.example.cups"

    /// What the car's widgets logged.
    final class Log {
        var lines: [String] = []
    }

    func car(
        counter: String, answers: Bool = true, disfavoured: Bool = false, isCarPlayApp: Bool = true,
        @ViewBuilder extra: () -> some View = { EmptyView() }
    ) -> (TestCar, Log) {
        let car = TestCar(category: .drivingTask, bundleIdentifier: app)
        car.display = .highResolution
        let log = Log()
        car.widgets.log = { log.lines.append($0) }
        let widget = CupsWidget(counter: counter, answers: answers, disfavoured: disfavoured, extra: AnyView(extra()))
        car.widgets.install(app: app, appName: "Cups", isCarPlayApp: isCarPlayApp, dataProtection: nil) {
            () throws(_WidgetExtension.Failure) in _WidgetDescription.describe(widget)
        }
        if disfavoured { car.showWidgets(["Cups"]) }
        return (car, log)
    }

    func card(_ car: TestCar) -> ScreenNode? { car.dashboardView.root.first { $0.role == .widget } }
    func texts(_ car: TestCar) -> [String] { card(car)?.drawing.compactMap(\.text) ?? [] }
    func buttons(_ car: TestCar) -> [ScreenNode] { card(car)?.children.filter { $0.role == .widgetButton } ?? [] }

    @Test func aButtonPerformsItsIntentAsTheAppAndTheWidgetReloadsAtOnce() async {
        let counter = "button"
        let (car, log) = car(counter: counter)
        await car.wait(until: { texts(car).contains("0 cups") })
        expectEqual(buttons(car).map(\.text), ["Add Cup", "Favourite"])
        expectTrue(buttons(car).allSatisfy { $0.action == .select($0.id!) })
        let before = CupStore.shared.timelinesGiven(counter)
        expectEqual(await car.tapWidgetButton("Cups"), .handledBySystem)
        expectEqual(CupStore.shared.count(counter), 1)
        expectEqual(CupStore.shared.timelinesGiven(counter), before + 1, "one reload, at once (no 5-minute budget)")
        expectTrue(texts(car).contains("1 cups"))
        expectTrue(log.lines.contains("Cups performs “Add Cup”"))
        // The bordered button: a tinted capsule behind its label.
        let button = buttons(car)[0].frame
        let capsule = card(car)?.drawing.first { $0.kind == .fill }
        expectEqual(capsule.map { abs($0.frame.minX - button.minX) + abs($0.frame.maxY - button.maxY) < 0.01 }, true)
        expectEqual(capsule?.cornerRadius.map { abs($0 - button.height / 2) < 0.01 }, true, "a capsule")
    }

    @Test func aToggleSetsTheOppositeOfWhatItShowsBeforeItsIntentPerforms() async {
        let counter = "toggle"
        let (car, _) = car(counter: counter)
        await car.wait(until: { texts(car).contains("0 cups") })
        // The switch is 51 points wide at the row's end (a card is 170 points high, scaled to its slot).
        func knobIsRight() -> Bool {
            let toggle = buttons(car)[1].frame
            let scale = (card(car)?.frame.height ?? 170) / 170
            let knob = card(car)?.drawing.last { $0.shape == .circle && toggle.contains($0.frame) }
            return knob.map { $0.frame.midX > toggle.maxX - 51 / 2 * scale } ?? false
        }
        expectTrue(!knobIsRight(), "off: the knob at the left")
        expectEqual(await car.tapWidgetButton("Cups", button: 1), .handledBySystem)
        expectTrue(CupStore.shared.isFavourite(counter))
        expectTrue(knobIsRight(), "on after the reload")
        expectEqual(await car.tapWidgetButton("Cups", button: 1), .handledBySystem)
        expectTrue(!CupStore.shared.isFavourite(counter))
    }

    @Test func aDisfavouredWidgetsButtonsDoNothing() async {
        let counter = "disfavoured"
        let (car, log) = car(counter: counter, disfavoured: true)
        await car.wait(until: { texts(car).contains("0 cups") })
        expectTrue(buttons(car).count == 2 && buttons(car).allSatisfy { $0.action == nil })
        expectEqual(await car.tapWidgetButton("Cups"), .unsupported)
        expectEqual(CupStore.shared.count(counter), 0)
        expectTrue(log.lines.contains("Cups's widget is disfavoured for CarPlay: it shows without interaction"))
    }

    @Test func widgetsTakeTapsOnTouchscreensOnly() async {
        let counter = "knob"
        let (car, log) = car(counter: counter)
        car.display.inputDevices = [.knob]
        await car.wait(until: { texts(car).contains("0 cups") })
        expectTrue(card(car)?.action == nil && buttons(car).allSatisfy { $0.action == nil })
        expectEqual(await car.tapWidgetButton("Cups"), .unsupported)
        expectEqual(car.tapWidget("Cups"), .unsupported)
        expectEqual(CupStore.shared.count(counter), 0)
        expectTrue(log.lines.contains("Widgets take taps on touchscreens only: this display has no touch"))
        car.display.inputDevices = .all
        expectEqual(await car.tapWidgetButton("Cups"), .handledBySystem)
        expectEqual(CupStore.shared.count(counter), 1)
    }

    @Test func aButtonWithAnActionClosureIsDrawnAndDoesNothing() async {
        let counter = "closure"
        let (car, log) = car(counter: counter) { Button("Reset") { CupStore.shared.add(-100, to: "closure") } }
        await car.wait(until: { texts(car).contains("Reset") })
        let reset = buttons(car)[2]
        expectTrue(reset.action == nil && reset.text == nil)
        expectEqual(await car.tapWidgetButton("Cups", button: 2), .unsupported)
        expectEqual(CupStore.shared.count(counter), 0)
        expectTrue(log.lines.contains("Cups's widget: a button without an app intent does nothing in a widget"))
    }

    @Test func anIntentMissingAParameterIsNotPerformed() async {
        let counter = "missing"
        let (car, log) = car(counter: counter) { Button(intent: AddCupIntent()) { Text("Nobody's") } }
        await car.wait(until: { texts(car).contains("Nobody's") })
        expectEqual(await car.tapWidgetButton("Cups", button: 2), .unsupported)
        expectTrue(log.lines.contains("Cups's intent “Add Cup” is not performed: no value for “Counter”"))
    }

    @Test func refreshingOnEveryTapMoreThanSixTimesIsFlaggedByTheReview() async {
        let counter = "endless"
        let (car, _) = car(counter: counter)
        await car.wait(until: { texts(car).contains("0 cups") })
        for _ in 0..<6 { await car.tapWidgetButton("Cups") }
        expectTrue(car.widgets.review(app: app).isEmpty, "six taps and refreshes are within the guideline")
        await car.tapWidgetButton("Cups")
        expectTrue(texts(car).contains("7 cups"))
        let findings = car.widgets.review(app: app)
        expectTrue(findings.count == 1 && findings[0].guideline == "Widgets 1")
        expectEqual(findings.first?.finding.contains("refreshed its content after 7 taps"), true)
    }

    @Test func anIntentOpensItsAppOnlyWhenItAsksToAndTheAppIsACarPlayApp() async throws {
        for isCarPlayApp in [true, false] {
            let (car, _) = car(counter: "open", isCarPlayApp: isCarPlayApp) {
                Button(intent: OpenCupsIntent()) { Text("Open") }
            }
            await car.wait(until: { texts(car).contains("Open") })
            let node = try require(buttons(car).last)
            let work = try require(car.widgets.performIntent(of: node, isCarPlayApp: isCarPlayApp))
            expectEqual(await work.value, isCarPlayApp)
            let add = try require(buttons(car).first)
            let added = try require(car.widgets.performIntent(of: add, isCarPlayApp: isCarPlayApp))
            expectEqual(await added.value, false, "an intent that does not ask to open the app never does")
        }
        // An intent whose result opens one that asks to open the app: both are performed, the app comes forward.
        let (car, _) = car(counter: "opens") { Button(intent: ShowCupsIntent()) { Text("Show") } }
        await car.wait(until: { texts(car).contains("Show") })
        let show = try require(buttons(car).last)
        expectEqual(await car.widgets.performIntent(of: show, isCarPlayApp: true)?.value, true)
    }

    @Test func anIntentOpeningItselfIsPerformedAtMostEightTimesATap() async throws {
        let (car, _) = car(counter: "again") { Button(intent: AgainIntent()) { Text("Again") } }
        await car.wait(until: { texts(car).contains("Again") })
        let again = try require(buttons(car).last)
        expectEqual(await car.widgets.performIntent(of: again, isCarPlayApp: true)?.value, false)
        expectEqual(CupStore.shared.count("again"), WidgetRules.maximumOpenedIntents)
    }

    @Test func aWidgetStillLoadingIsDrawnRedactedAndTakesNoTaps() {
        let (car, _) = car(counter: "loading", answers: false) { Text("Always").unredacted() }
        let card = card(car)
        expectEqual(texts(car), ["Always"], "only the unredacted text is drawn as text: “8 cups” is a bar")
        expectEqual(card?.children.filter { $0.role == .widgetButton }.isEmpty, true)
        let bars = card?.drawing.filter { $0.kind == .fill && $0.opacity == 0.3 } ?? []
        expectGreaterOrEqual(bars.count, 3, "the count, the button's symbol and label are redacted: \(bars.count)")
    }
}

/// A widget configured by an intent: its provider is asked asynchronously with the intent its initializer makes.
struct CupSizeConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Cup Size"
    @Parameter(title: "Size", default: 250) var millilitres: Int
    init() {}
}

struct CupSizeProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> CupsEntry { CupsEntry(date: .distantPast, cups: 0, isFavourite: false) }
    func snapshot(for configuration: CupSizeConfiguration, in context: Context) async -> CupsEntry {
        CupsEntry(date: .distantPast, cups: 0, isFavourite: false)
    }
    func timeline(for configuration: CupSizeConfiguration, in context: Context) async -> Timeline<CupsEntry> {
        Timeline(
            entries: [CupsEntry(date: .distantPast, cups: configuration.millilitres, isFavourite: false)],
            policy: .never)
    }
}

struct SizeWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Size", intent: CupSizeConfiguration.self, provider: CupSizeProvider()) { entry in
            Text("\(entry.cups) ml")
        }
        .supportedFamilies([.systemSmall])
    }
}

@MainActor @Suite struct AppIntentConfigurationTests {
    @Test func theProviderGetsTheConfigurationAndTheCarShowsItsTimeline() async {
        let car = TestCar(category: .drivingTask, bundleIdentifier: "com.example.sizes")
        car.display = .highResolution
        car.widgets.install(app: "com.example.sizes", appName: "Sizes", isCarPlayApp: true, dataProtection: nil) {
            () throws(_WidgetExtension.Failure) in _WidgetDescription.describe(SizeWidget())
        }
        func texts() -> [String] {
            car.dashboardView.root.first { $0.role == .widget }?.drawing.compactMap(\.text) ?? []
        }
        expectTrue(texts().isEmpty, "loading: drawn redacted")
        await car.wait(until: { texts() == ["250 ml"] })
        expectEqual(texts(), ["250 ml"])
    }
}
