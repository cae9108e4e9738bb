// 6. Memory per connected headless car: a `TestCar` made, connected to a 12-row list app and laid out once, kept
//    alive. Goal (issue 9): ≤ 1 MB.
// 7. Memory over a long run: 100,000 driver actions (CARPLAY_BENCH_ACTIONS changes the count), through `TestCar`
//    and through the simulator hub (the protocol's `input` messages, one page connected). What the heap and the
//    resident set grow by between the first 10 % of the actions and the end must be flat (no growth per action).
import BenchSupport
import Benchmark
import CarPlayHost
import CarPlaySimulator
import CarPlayTesting
import Testing  // TestCar's default `sourceLocation` arguments (#_sourceLocation)
import Foundation

let heapPerCar = BenchmarkMetric.custom("Heap bytes per connected car")
let heapGrowth = BenchmarkMetric.custom("Heap growth after 10% of the actions (bytes)")
let residentGrowth = BenchmarkMetric.custom("Resident growth after 10% of the actions (bytes)")

/// How many actions the long runs make.
let actionCount = ProcessInfo.processInfo.environment["CARPLAY_BENCH_ACTIONS"].flatMap { Int($0) } ?? 100_000

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "Memory per connected TestCar",
        configuration: .init(
            metrics: [.memoryLeakedBytes, .mallocCountTotal, heapPerCar], warmupIterations: 5,
            maxDuration: .seconds(5), maxIterations: 200)
    ) { benchmark in
        // The car lives on the main actor; package-benchmark's thread waits meanwhile.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            let before = heapBytesInUse()
            benchmark.startMeasurement()
            let car = TestCar(category: .audio)
            car.connect(ListApp(itemCount: 12))
            blackHole(car.screen)
            benchmark.stopMeasurement()
            benchmark.measurement(heapPerCar, heapBytesInUse() - before)
            MemoryFixture.keep(car)
        }
    }

    Benchmark(
        "TestCar, \(actionCount) actions",
        configuration: .init(
            metrics: [.wallClock, heapGrowth, residentGrowth], timeUnits: .seconds, warmupIterations: 0,
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
                    select: { car.select($0) }, back: { car.back() }, knob: { car.rotateKnob($0) },
                    tap: { car.tap($0) })
            }
            benchmark.measurement(heapGrowth, growth.heap)
            benchmark.measurement(residentGrowth, growth.resident)
            blackHole(car)
        }
    }

    Benchmark(
        "Simulator hub, \(actionCount) actions",
        configuration: .init(
            metrics: [.wallClock, heapGrowth, residentGrowth], timeUnits: .seconds, warmupIterations: 0,
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
            @MainActor func tap(_ text: String) {
                guard let id = system.currentScreen().elementID(of: text) else { return }
                input(#""action":"tap","element":"\#(id.rawValue)""#)
            }
            let growth = measureGrowth(actions: actionCount) {
                round.run(
                    select: tap, back: { input(#""action":"back""#) },
                    knob: { input(#""action":"knobRotate","steps":\#($0)"#) }, tap: tap)
            }
            benchmark.measurement(heapGrowth, growth.heap)
            benchmark.measurement(residentGrowth, growth.resident)
            blackHole(received)
        }
    }
}

/// Runs `round` (`DriverRound.actions` actions each) until `actions` actions are made; returns what the heap and
/// the resident set grew by from the end of the first 10 % of the actions to the end.
@MainActor
func measureGrowth(actions: Int, round: () -> Void) -> (heap: Int, resident: Int) {
    let rounds = max(actions / DriverRound.actions, 10)
    var mark: (heap: Int, resident: Int) = (0, 0)
    for index in 0..<rounds {
        if index == rounds / 10 { mark = (heapBytesInUse(), residentBytes()) }
        round()
    }
    return (heapBytesInUse() - mark.heap, residentBytes() - mark.resident)
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
