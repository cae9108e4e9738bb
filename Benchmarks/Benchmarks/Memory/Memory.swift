// 6. Memory per connected headless car: a `TestCar` made, connected to a 12-row list app and laid out once, kept
//    alive. Goal (issue 9): ≤ 1 MB.
// 7. Memory over a long run: 100,000 driver actions through `TestCar`, and 10,000 through the simulator hub
//    (the protocol's `input` messages, one page connected; CARPLAY_BENCH_ACTIONS sets both). What the resident set
//    grows by between the first 10 % of the actions and the end must be flat (no growth per action).
// Each checks what it made: the car's 12-row list laid out; every select and tap found its row.
import BenchSupport
import Benchmark
import CarPlayHost
import CarPlaySimulator
import CarPlayTesting
import Testing  // TestCar's default `sourceLocation` arguments (#_sourceLocation)
import Foundation

// (glibc's mallinfo2 sees nothing here: package-benchmark's malloc interposer serves the allocations; its own
// `memoryLeakedBytes` is the heap figure per car.)
let residentGrowth = BenchmarkMetric.custom("Resident growth after 10% of the actions (bytes)")

/// How many actions the long runs make: 100,000 through `TestCar`; through the hub 10,000 by default, since every
/// one lays out and publishes the screen (~10 ms each today). CARPLAY_BENCH_ACTIONS sets both.
let actionCount = ProcessInfo.processInfo.environment["CARPLAY_BENCH_ACTIONS"].flatMap { Int($0) } ?? 100_000
let hubActionCount = ProcessInfo.processInfo.environment["CARPLAY_BENCH_ACTIONS"].flatMap { Int($0) } ?? 10_000

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "Memory per connected TestCar",
        configuration: .init(
            metrics: [.memoryLeakedBytes, .mallocCountTotal], warmupIterations: 5,
            maxDuration: .seconds(5), maxIterations: 200)
    ) { benchmark in
        // The car lives on the main actor; package-benchmark's thread waits meanwhile.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            benchmark.startMeasurement()
            let car = TestCar(category: .audio)
            car.connect(ListApp(itemCount: 12))
            blackHole(car.screen)
            benchmark.stopMeasurement()
            if let problem = Bench.listProblem(car.screen, rows: 12, checkingBytes: false) { benchmark.error(problem) }
            MemoryFixture.keep(car)
        }
    }

    Benchmark(
        "TestCar, \(actionCount) actions",
        configuration: .init(
            metrics: [.wallClock, residentGrowth], timeUnits: .seconds, warmupIterations: 0,
            maxDuration: .seconds(1), maxIterations: 1)
    ) { benchmark in
        // The car lives on the main actor; package-benchmark's thread waits meanwhile.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            let car = TestCar(category: .audio)
            car.connect(ListApp(itemCount: 12))
            var round = DriverRound()
            let growth = measureGrowth(actions: actionCount) {
                round.run(
                    select: { car.select($0) == .handled }, back: { car.back() }, knob: { car.rotateKnob($0) },
                    tap: { car.tap($0) == .handled })
            }
            benchmark.measurement(residentGrowth, growth)
            if round.misses > 0 { benchmark.error("\(round.misses) selects or taps did not run their row's handler") }
            blackHole(car)
        }
    }

    Benchmark(
        "Simulator hub, \(hubActionCount) actions",
        configuration: .init(
            metrics: [.wallClock, residentGrowth], timeUnits: .seconds, warmupIterations: 0,
            maxDuration: .seconds(1), maxIterations: 1)
    ) { benchmark in
        // The car lives on the main actor; package-benchmark's thread waits meanwhile.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            let (system, _) = try! Bench.carWithList(itemCount: 12)
            let hub = SimulatorHub(system: system)
            var received = 0
            let page = hub.connect(deliver: { received += $0.utf8.count })
            var round = DriverRound()
            @MainActor func input(_ fields: String) {
                hub.receive(#"{"type":"input",\#(fields)}"#, from: page)
            }
            @MainActor func tap(_ text: String) -> Bool {
                guard let id = system.currentScreen().elementID(of: text) else { return false }
                input(#""action":"tap","element":"\#(id.rawValue)""#)
                return true
            }
            let growth = measureGrowth(actions: hubActionCount) {
                round.run(
                    select: tap, back: { input(#""action":"back""#) },
                    knob: { input(#""action":"knobRotate","steps":\#($0)"#) }, tap: tap)
            }
            benchmark.measurement(residentGrowth, growth)
            if round.misses > 0 { benchmark.error("\(round.misses) taps found no row on screen") }
            blackHole(received)
        }
    }
}

/// Runs `round` (`DriverRound.actions` actions each) until `actions` actions are made; returns what the resident
/// set grew by from the end of the first 10 % of the actions to the end.
@MainActor
func measureGrowth(actions: Int, round: () -> Void) -> Int {
    let rounds = max(actions / DriverRound.actions, 10)
    var mark = 0
    for index in 0..<rounds {
        if index == rounds / 10 { mark = residentBytes() }
        round()
    }
    return residentBytes() - mark
}

@MainActor
enum MemoryFixture {
    static var cars: [TestCar] = []

    /// Keeps a car alive until 100 are kept, then lets them all go (outside any measurement).
    static func keep(_ car: TestCar) {
        cars.append(car)
        if cars.count >= 100 { cars.removeAll() }
    }
}
