// 4. `TestCar` driver actions (select, back, knob, tap) per second on a 12-row list.
//    Goal (issue 9): ≥ 20,000 actions/s.
// 5. A 1,000-step UI test, TestCar creation and connect included. Goal (issue 9): ≤ 100 ms.
// Both check that every select and tap ran its row's handler and that the car is back on the 12-row list.
import BenchSupport
import Benchmark
import CarPlayHost
import CarPlayTesting
import Testing  // TestCar's default `sourceLocation` arguments (#_sourceLocation)

/// Actions per second, measured per iteration (bigger is better).
let actionsPerSecond = BenchmarkMetric.custom("Actions per second", polarity: .prefersLarger)

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "TestCar driver actions",
        configuration: .init(
            metrics: [.wallClock, actionsPerSecond], timeUnits: .microseconds, warmupIterations: 3,
            maxDuration: .seconds(5), maxIterations: 200)
    ) { benchmark in
        // The car lives on the main actor; package-benchmark's thread waits meanwhile.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            let car = DriverFixture.car
            let start = now()
            benchmark.startMeasurement()
            // 100 rounds: 600 actions.
            for _ in 0..<100 { DriverFixture.round(car) }
            benchmark.stopMeasurement()
            let seconds = Double(now() - start) / 1e9
            benchmark.measurement(actionsPerSecond, Int(Double(100 * DriverRound.actions) / seconds))
            if let problem = DriverFixture.problem(car, DriverFixture.shared) { benchmark.error(problem) }
        }
    }

    Benchmark(
        "1,000-step UI test with TestCar creation and connect",
        configuration: .init(
            metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10),
            maxIterations: 50)
    ) { benchmark in
        // The car lives on the main actor; package-benchmark's thread waits meanwhile.
        nonisolated(unsafe) let benchmark = benchmark
        onMain {
            benchmark.startMeasurement()
            let car = TestCar(category: .audio)
            car.connect(ListApp(itemCount: 12))
            var steps = 0
            var round = DriverRound()
            while steps < 1_000 {
                DriverFixture.round(car, &round)
                steps += DriverRound.actions
            }
            benchmark.stopMeasurement()
            if let problem = DriverFixture.problem(car, round) { benchmark.error(problem) }
            blackHole(car)
        }
    }
}

@MainActor
enum DriverFixture {
    static let car: TestCar = {
        let car = TestCar(category: .audio)
        car.connect(ListApp(itemCount: 12))
        return car
    }()
    static var shared = DriverRound()

    static func round(_ car: TestCar) { round(car, &shared) }

    static func round(_ car: TestCar, _ round: inout DriverRound) {
        round.run(
            select: { car.select($0) == .handled },
            back: { car.back() },
            knob: { car.rotateKnob($0) },
            tap: { car.tap($0) == .handled })
    }

    /// What is wrong after rounds: a select or tap that missed, or the car not back on the 12-row list.
    static func problem(_ car: TestCar, _ round: DriverRound) -> String? {
        if round.misses > 0 { return "\(round.misses) selects or taps did not run their row's handler" }
        return Bench.listProblem(car.screen, rows: 12, checkingBytes: false)
    }
}
