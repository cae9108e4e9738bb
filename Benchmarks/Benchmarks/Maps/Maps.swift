// 8. Maps and directions (issue "Maps and directions"): loading the Monaco extract (PBF → elements → road graph),
// its memory, and a route across Monaco with and without alternatives. Goals: load ≤ 1 s, route ≤ 5 ms (release).
import Benchmark
import Foundation
import OpenStreetMap

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(5),
        maxIterations: 50)

    Benchmark("Load Monaco (PBF)") { benchmark in
        let extract = try OSMExtract(contentsOf: OSMExtract.monacoURL)
        blackHole(extract)
        if extract.nodes.count != 180_118 { benchmark.error("read \(extract.nodes.count) nodes") }
    }

    Benchmark("Load Monaco (PBF and road graph)", configuration: .init(metrics: [.wallClock, .peakMemoryResident])) {
        benchmark in
        let graph = RoadGraph(extract: try OSMExtract(contentsOf: OSMExtract.monacoURL))
        blackHole(graph)
        if graph.edges.isEmpty { benchmark.error("no roads") }
    }

    // Everything a car's map builds from an extract (`CarMap`: road graph, place index, drawing features), with the
    // peak memory it takes: divided by the extract's 0.18 million nodes, the memory per million nodes.
    Benchmark(
        "Load Monaco (the car's whole map)", configuration: .init(metrics: [.wallClock, .peakMemoryResident])
    ) { benchmark in
        let extract = try OSMExtract(contentsOf: OSMExtract.monacoURL)
        let graph = RoadGraph(extract: extract)
        let places = PlaceIndex(extract: extract, graph: graph)
        let features = MapFeatures(extract: extract)
        blackHole((graph, places, features))
        if features.features.isEmpty || graph.edges.isEmpty { benchmark.error("no map") }
    }

    let router = RoadRouter(graph: RoadGraph(extract: try! OSMExtract(contentsOf: OSMExtract.monacoURL)))
    let port = Coordinate(latitude: 43.7347, longitude: 7.4206)
    let casino = Coordinate(latitude: 43.7394, longitude: 7.4281)
    let fontvieille = Coordinate(latitude: 43.7290, longitude: 7.4160)
    let larvotto = Coordinate(latitude: 43.7460, longitude: 7.4350)

    Benchmark(
        "Route Port Hercule → Casino",
        configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxIterations: 2_000)
    ) { benchmark in
        let routes = router.routes(from: port, to: casino)
        if routes.isEmpty { benchmark.error("no route") }
        blackHole(routes)
    }

    Benchmark(
        "Route Fontvieille → Larvotto, 2 alternatives",
        configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxIterations: 500)
    ) { benchmark in
        let routes = router.routes(from: fontvieille, to: larvotto, alternatives: 2)
        if routes.isEmpty { benchmark.error("no route") }
        blackHole(routes)
    }
}
