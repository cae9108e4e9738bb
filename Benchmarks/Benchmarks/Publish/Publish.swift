// 2. `Screen` → JSON → diff for the page: the simulator hub's `publish()` after the app changed one row (the car's
// screen laid out, encoded and diffed against the last one, and the diff encoded for one connected page).
// Goal (issue 9): ≤ 1 ms / 2 ms / 5 ms for 12 / 100 / 500 items.
import BenchSupport
import Benchmark
import CarPlayHost
import CarPlaySimulator

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 5, maxDuration: .seconds(3),
        maxIterations: 1_000)

    for count in [12, 100, 500] {
        Benchmark("Publish after a change, \(count) items") { benchmark in
            // The car lives on the main actor; package-benchmark's thread waits meanwhile.
            nonisolated(unsafe) let benchmark = benchmark
            onMain {
                let (hub, app) = PublishFixture.hub(itemCount: count)
                benchmark.startMeasurement()
                app.mutate()
                hub.publish()
                benchmark.stopMeasurement()
            }
        }
    }
}

/// One hub per list size, with one page connected (it counts what it is sent), kept across iterations.
@MainActor
enum PublishFixture {
    static var hubs: [Int: (SimulatorHub, ListApp)] = [:]
    static var received = 0

    static func hub(itemCount: Int) -> (SimulatorHub, ListApp) {
        if let hub = hubs[itemCount] { return hub }
        let (system, app) = try! Bench.carWithList(itemCount: itemCount)
        let hub = SimulatorHub(system: system)
        _ = hub.connect(deliver: { received += $0.utf8.count })
        hub.publish()
        hubs[itemCount] = (hub, app)
        return (hub, app)
    }
}
