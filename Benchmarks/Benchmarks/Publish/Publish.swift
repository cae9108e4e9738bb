// 2. `Screen` → JSON → diff for the page: the simulator hub's `publish()`, with one page connected in-process (no
// socket), and what that page is sent (`Diff bytes per page`: the `diff` message).
//  - after the app changed one row of a list of 12, 100 or 500 rows (`Bench.mutate`, as app code): the change is
//    laid out, encoded and diffed against the last screen. Goal (issue 9): ≤ 1 ms / 2 ms / 5 ms.
//  - after the app reloaded its whole 500-row list (`updateSections` with 500 new items). Goal (issue 19): ≤ 5 ms.
//  - a knob step that scrolls a 500-row list: the page's `input` (`knobRotate`, one step down from the last row
//    wholly in view) to the diff sent, the hub's whole work (server time).
//    Goal (issue 19): p99 ≤ 2 ms, diff ≤ 1 KB.
// Each iteration checks that it measured what its name says: one diff sent, with the change; every row laid out
// (every 100th iteration also the size of the screen's JSON); the knob step moved the focus one row and scrolled.
import BenchSupport
import Benchmark
import CarPlayHost
import CarPlaySimulator

/// The bytes of the `diff` message the page was sent, per iteration.
let diffBytes = BenchmarkMetric.custom("Diff bytes per page", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, diffBytes], timeUnits: .microseconds, warmupIterations: 5, maxDuration: .seconds(3),
        maxIterations: 1_000)

    for count in [12, 100, 500] {
        Benchmark("Publish after a change, \(count) items") { benchmark in
            // The car lives on the main actor; package-benchmark's thread waits meanwhile.
            nonisolated(unsafe) let benchmark = benchmark
            onMain {
                let fixture = PublishFixture.fixture("change", itemCount: count)
                fixture.page.clear()
                benchmark.startMeasurement()
                Bench.mutate(system: fixture.system, app: fixture.app)
                fixture.hub.publish()
                benchmark.stopMeasurement()
                fixture.check(
                    benchmark, change: "Revision \(fixture.app.revision)",
                    rows: count, checkingBytes: fixture.app.revision % 100 == 1)
            }
        }
    }

    // The reload and the knob step take tens of milliseconds today: 10 s gives them a few hundred samples.
    let slow = Benchmark.Configuration(
        metrics: [.wallClock, diffBytes], timeUnits: .microseconds, warmupIterations: 5, maxDuration: .seconds(10),
        maxIterations: 1_000)

    Benchmark("Publish after a reload, 500 items (500 new items)", configuration: slow) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            let fixture = PublishFixture.fixture("reload", itemCount: 500)
            fixture.page.clear()
            benchmark.startMeasurement()
            Bench.reload(system: fixture.system, app: fixture.app)
            fixture.hub.publish()
            benchmark.stopMeasurement()
            fixture.check(
                benchmark, change: "Reload \(fixture.app.reloads)", rows: 500,
                checkingBytes: fixture.app.reloads % 100 == 1)
        }
    }

    Benchmark("Knob step scrolling a 500-item list, input to diff sent", configuration: slow) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            let fixture = PublishFixture.fixture("knob", itemCount: 500)
            // Outside the measurement: the focus goes to the last row wholly in view (from the last row of the
            // list, back to the top first), so the step down has to scroll.
            var before = fixture.system.currentScreen()
            for _ in 0..<4 {
                let steps = KnobScroll.stepsToScrollingPosition(before)
                if steps == 0 { break }
                fixture.rotate(steps)
                before = fixture.system.currentScreen()
            }
            guard KnobScroll.stepsToScrollingPosition(before) == 0 else {
                return benchmark.error("the focus did not reach the last row in view")
            }
            fixture.page.clear()
            benchmark.startMeasurement()
            fixture.rotate(1)
            benchmark.stopMeasurement()
            let after = fixture.system.currentScreen()
            if let problem = KnobScroll.scrollingStepProblem(before: before, after: after) {
                return benchmark.error(problem)
            }
            fixture.check(benchmark, change: nil, rows: 500, checkingBytes: false)
        }
    }
}

/// What a page is sent, kept as it comes (looked at after the measurement).
@MainActor
final class PageRecorder {
    private(set) var messages: [String] = []

    func clear() { messages.removeAll(keepingCapacity: true) }
    func deliver(_ text: String) { messages.append(text) }
    var diffs: [String] { messages.filter { $0.contains(#""type":"diff""#) } }
}

/// A hub on a car with a list of `itemCount` rows and one page connected, one per use and size, kept across
/// iterations.
@MainActor
final class PublishFixture {
    private static var fixtures: [String: PublishFixture] = [:]

    let system: CarSystem
    let app: ListApp
    let hub: SimulatorHub
    let page = PageRecorder()
    private let pageID: SimulatorHub.ClientID

    static func fixture(_ use: String, itemCount: Int) -> PublishFixture {
        let key = "\(use) \(itemCount)"
        if let fixture = fixtures[key] { return fixture }
        let fixture = PublishFixture(itemCount: itemCount)
        fixtures[key] = fixture
        return fixture
    }

    private init(itemCount: Int) {
        (system, app) = try! Bench.carWithList(itemCount: itemCount)
        hub = SimulatorHub(system: system)
        let page = page
        pageID = hub.connect(deliver: { page.deliver($0) })
        hub.publish()
    }

    /// The page turns the knob by `steps` (the hub carries it out and publishes).
    func rotate(_ steps: Int) {
        hub.receive(#"{"type":"input","action":"knobRotate","steps":\#(steps)}"#, from: pageID)
    }

    /// Records the diff's size and checks the iteration: one diff sent (showing `change`), `rows` rows laid out.
    func check(_ benchmark: Benchmark, change: String?, rows: Int, checkingBytes: Bool) {
        let diffs = page.diffs
        guard diffs.count == 1 else { return benchmark.error("the page was sent \(diffs.count) diffs, not 1") }
        benchmark.measurement(diffBytes, diffs[0].utf8.count)
        if let change, !diffs[0].contains(change) { benchmark.error("the diff does not have the change (\(change))") }
        if let problem = Bench.listProblem(system.currentScreen(), rows: rows, checkingBytes: checkingBytes) {
            benchmark.error(problem)
        }
    }
}
