// swift-tools-version:6.1
// The benchmark suite of swift-carplay (issue 9): its own package, so the main build and CI never compile
// package-benchmark. Run it with `scripts/bench` from the repository root (see that script for flags).
import PackageDescription

let benchmarkDependencies: [Target.Dependency] = [
    .product(name: "Benchmark", package: "benchmark"),
    .product(name: "CarPlay", package: "swift-carplay"),
    .product(name: "CarPlayHost", package: "swift-carplay"),
]

/// A benchmark target as package-benchmark discovers it: `Benchmarks/<Name>/<Name>.swift`, with its plugin.
func benchmark(_ name: String, _ extra: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name, dependencies: benchmarkDependencies + ["BenchSupport"] + extra, path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
}

let package = Package(
    name: "swift-carplay-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "swift-carplay", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the benchmarks share: the apps they install and a car made from them.
        .target(
            name: "BenchSupport",
            dependencies: [
                .product(name: "CarPlay", package: "swift-carplay"),
                .product(name: "CarPlayHost", package: "swift-carplay"),
            ],
            path: "Sources/BenchSupport"),
        // 1. An app mutation to a new Screen.
        benchmark("Screen"),
        // 2. Screen → JSON → diff: the simulator hub's publish.
        benchmark("Publish", [.product(name: "CarPlaySimulator", package: "swift-carplay")]),
        // 3. A knob rotation over a WebSocket until its diff arrives, 1 and 20 pages.
        benchmark("WebSocket", [.product(name: "CarPlaySimulator", package: "swift-carplay")]),
        // 4, 5. TestCar driver actions and a 1,000-step UI test.
        benchmark("Driver", [.product(name: "CarPlayTesting", package: "swift-carplay")]),
        // 9. The car's clock in the simulator: idle and driving minutes, the home screen and Drive guiding.
        benchmark(
            "Clock",
            [
                .product(name: "CarPlaySimulator", package: "swift-carplay"),
                .product(name: "DriveSample", package: "swift-carplay"),
            ]),
        // 8. Maps: loading Monaco and routing across it.
        .executableTarget(
            name: "Maps",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenStreetMap", package: "swift-carplay"),
                .product(name: "CarPlayHost", package: "swift-carplay"),
            ],
            path: "Benchmarks/Maps", plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // 6, 7. Memory per connected car, and a long run's memory.
        benchmark(
            "Memory",
            [
                .product(name: "CarPlayTesting", package: "swift-carplay"),
                .product(name: "CarPlaySimulator", package: "swift-carplay"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
