// 1. An app mutation to a new `Screen`: the app's list of 12 or 500 rows changes (`updateSections`, run as app code
// in the car, `Bench.mutate`), then the car lays out the screen in front (`CarSystem.currentScreen()`).
// Goal (issue 9): p99 ≤ 0.5 ms for 12 rows, ≤ 5 ms for 500. Each iteration checks the screen shows the change and
// all `count` rows (every 100th also the size of its JSON).
import BenchSupport
import Benchmark
import CarPlayHost

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .microseconds, warmupIterations: 10, maxDuration: .seconds(3),
        maxIterations: 2_000)

    for count in [12, 500] {
        Benchmark("Mutation to Screen, \(count) items") { benchmark in
            // The car lives on the main actor; package-benchmark's thread waits meanwhile.
            nonisolated(unsafe) let benchmark = benchmark
            onMain {
                let (system, app) = ScreenFixture.car(itemCount: count)
                benchmark.startMeasurement()
                Bench.mutate(system: system, app: app)
                let screen = system.currentScreen()
                benchmark.stopMeasurement()
                // The change must be on the new screen (the first row's detail text), or nothing was measured; and
                // the list must have all its rows.
                if screen.root.first(where: { $0.detailText == "Revision \(app.revision)" }) == nil {
                    benchmark.error("the new screen does not show the app's change")
                }
                if let problem = Bench.listProblem(screen, rows: count, checkingBytes: app.revision % 100 == 1) {
                    benchmark.error(problem)
                }
            }
        }
    }
}

/// One car per list size, kept across iterations.
@MainActor
enum ScreenFixture {
    static var cars: [Int: (CarSystem, ListApp)] = [:]

    static func car(itemCount: Int) -> (CarSystem, ListApp) {
        if let car = cars[itemCount] { return car }
        let car = try! Bench.carWithList(itemCount: itemCount)
        _ = car.0.currentScreen()
        cars[itemCount] = car
        return car
    }
}
