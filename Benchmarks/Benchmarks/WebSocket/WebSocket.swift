// 3. A knob step sent over the simulator's WebSocket until its diff arrives: `SimulatorServer` runs in-process on a
// free loopback port with the list app in front; pages are minimal WebSocket clients (WebSocketClient.swift). One
// page sends `knobRotate` and the time runs until every connected page has the `diff`.
//  - 12 items: the focus moves between rows 0 and 1 (+1, -1, ...), nothing scrolls. Goal (issue 9): p99 ≤ 5 ms with
//    1 page, ≤ 10 ms with 20.
//  - 500 items: the focus sweeps one row a step down the whole list and back up (the run's 1,010 steps go down
//    499 rows, up 499 and down again), so most steps scroll it (all but those within the first screenful; today
//    the steps up scroll too, since the host keeps the focused row at the bottom). Issue 19: a knob step at 500
//    rows, p99 ≤ 2 ms of server time (the Publish target measures that alone).
// After each step (outside the measurement) the car's screen is checked: the focus is on the row the step aimed
// at, scrolled into view, and the list has all its rows.
import BenchSupport
import Benchmark
import CarPlayHost
import CarPlaySimulator
import Foundation

let benchmarks: @Sendable () -> Void = {
    for pageCount in [1, 20] {
        let pages = "\(pageCount) page\(pageCount == 1 ? "" : "s")"
        for items in [12, 500] {
            let name =
                items == 12
                ? "Knob rotate to diff received, 12 items (rows 0 and 1), \(pages)"
                : "Knob step to diff received, 500 items swept down and back, \(pages)"
            // 1,000 steps (and 10 of warm-up) sweep a 500-row list down and back up: no time limit cuts them short.
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 10,
                maxDuration: .seconds(items == 12 ? 5 : 600), maxIterations: 1_000)
            Benchmark(name, configuration: configuration) { benchmark in
                do {
                    let fixture = try ServerFixture.fixture(pages: pageCount, items: items)
                    let (steps, row) = fixture.nextStep()
                    benchmark.startMeasurement()
                    try fixture.rotate(steps)
                    benchmark.stopMeasurement()
                    if let problem = fixture.problem(expectedRow: row) { benchmark.error(problem) }
                } catch {
                    benchmark.error("\(error)")
                }
            }
        }
    }
}

/// A running simulator server with `pages` connected pages and a list of `items` rows, one per page count and list
/// size, kept across iterations.
final class ServerFixture: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var fixtures: [String: ServerFixture] = [:]

    static func fixture(pages: Int, items: Int) throws -> ServerFixture {
        try lock.withLock {
            let key = "\(pages) \(items)"
            if let fixture = fixtures[key] { return fixture }
            let fixture = try ServerFixture(pages: pages, items: items)
            fixtures[key] = fixture
            return fixture
        }
    }

    let pages: [WebSocketClient]
    let items: Int
    /// The car (on the main actor), read between steps.
    private let system: CarSystem
    private var sweep = KnobSweep()

    private init(pages count: Int, items: Int) throws {
        self.items = items
        let started = DispatchSemaphore(value: 0)
        let (server, system) = onMain { () -> (SimulatorServer, CarSystem) in
            let (system, _) = try! Bench.carWithList(itemCount: items)
            return (
                SimulatorServer(hub: SimulatorHub(system: system), host: "127.0.0.1", port: 0, webRoot: nil), system
            )
        }
        self.system = system
        Task { try await server.run(onRunning: { _ in started.signal() }) }
        guard started.wait(timeout: .now() + 30) == .success, let port = server.boundPort else {
            throw BenchError("the simulator server did not start")
        }
        var pages: [WebSocketClient] = []
        for _ in 0..<count {
            let page = try WebSocketClient(port: port)
            _ = try page.receive(type: "welcome")
            _ = try page.receive(type: "state")
            pages.append(page)
        }
        self.pages = pages
        // The first rotation focuses the first row.
        try rotate(1)
        if let problem = problem(expectedRow: 0) { throw BenchError(problem) }
    }

    /// The next step's rotation and the row it must focus: with 12 items between rows 0 and 1, with 500 down the
    /// list and back (`KnobSweep`).
    func nextStep() -> (steps: Int, row: Int?) {
        let screen = onMain { system.currentScreen() }
        if items == 12 {
            return KnobScroll.focusedRow(screen) == 0 ? (1, 1) : (-1, 0)
        }
        return sweep.nextStep(screen)
    }

    /// Sends one knob rotation from the first page and waits until every page has a diff.
    func rotate(_ steps: Int) throws {
        try pages[0].sendText(#"{"type":"input","action":"knobRotate","steps":\#(steps)}"#)
        for page in pages { _ = try page.receive(type: "diff") }
    }

    /// What is wrong with the car's screen after a step that should have focused `expectedRow`, or nil.
    func problem(expectedRow: Int?) -> String? {
        let screen = onMain { system.currentScreen() }
        if let problem = Bench.listProblem(screen, rows: items, checkingBytes: false) { return problem }
        guard let expectedRow else { return "the list has no rows" }
        return KnobScroll.focusProblem(screen, row: expectedRow)
    }
}
