// 3. A knob rotation sent over the simulator's WebSocket until its diff arrives: `SimulatorServer` runs in-process on
// a free loopback port with a 12-row list app in front; pages are minimal WebSocket clients (WebSocketClient.swift).
// One page sends `knobRotate` (+1, -1, ... so that focus always moves) and the time runs until every connected page
// has the `diff`. Goal (issue 9): p99 ≤ 5 ms with 1 page, ≤ 10 ms with 20.
import BenchSupport
import Benchmark
import CarPlayHost
import CarPlaySimulator
import Foundation

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 10, maxDuration: .seconds(5),
        maxIterations: 1_000)

    for pageCount in [1, 20] {
        Benchmark("Knob rotate to diff received, \(pageCount) page\(pageCount == 1 ? "" : "s")") { benchmark in
            do {
                let fixture = try ServerFixture.fixture(pages: pageCount)
                benchmark.startMeasurement()
                try fixture.rotate()
                benchmark.stopMeasurement()
            } catch {
                benchmark.error("\(error)")
            }
        }
    }
}

/// A running simulator server with `pages` connected pages, one per page count, kept across iterations.
final class ServerFixture: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var fixtures: [Int: ServerFixture] = [:]

    static func fixture(pages: Int) throws -> ServerFixture {
        try lock.withLock {
            if let fixture = fixtures[pages] { return fixture }
            let fixture = try ServerFixture(pages: pages)
            fixtures[pages] = fixture
            return fixture
        }
    }

    let pages: [WebSocketClient]
    private var step = 1

    private init(pages count: Int) throws {
        let started = DispatchSemaphore(value: 0)
        let server = onMain { () -> SimulatorServer in
            let (system, _) = try! Bench.carWithList(itemCount: 12)
            return SimulatorServer(hub: SimulatorHub(system: system), host: "127.0.0.1", port: 0, webRoot: nil)
        }
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
        // The first rotation focuses the first row; from then on +1, -1, +1... always moves the focus.
        try pages[0].sendText(#"{"type":"input","action":"knobRotate","steps":1}"#)
        for page in pages { _ = try page.receive(type: "diff") }
    }

    /// Sends one knob rotation from the first page and waits until every page has a diff.
    func rotate() throws {
        try pages[0].sendText(#"{"type":"input","action":"knobRotate","steps":\#(step)}"#)
        step = step == 1 ? -1 : 1
        for page in pages { _ = try page.receive(type: "diff") }
    }
}
