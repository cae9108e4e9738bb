// 8. Maps and directions (issue "Maps and directions"): loading the Monaco extract (PBF → elements → road graph),
// its memory, and a route across Monaco with and without alternatives. Goals: load ≤ 1 s, route ≤ 5 ms (release).
import Benchmark
import CarPlayHost
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

    // Everything a car's map builds from an extract (`CarMap`: road graph, its router with the graph's hierarchy,
    // place index, drawing features), with the peak memory it takes: divided by the extract's 0.18 million nodes,
    // the memory per million nodes.
    Benchmark(
        "Load Monaco (the car's whole map)", configuration: .init(metrics: [.wallClock, .peakMemoryResident])
    ) { benchmark in
        let extract = try OSMExtract(contentsOf: OSMExtract.monacoURL)
        let graph = RoadGraph(extract: extract)
        let router = RoadRouter(graph: graph)
        let places = PlaceIndex(extract: extract, graph: graph)
        let features = MapFeatures(extract: extract)
        if router.hierarchy == nil { benchmark.error("no hierarchy") }
        blackHole((router, places, features))
        if features.features.isEmpty || graph.edges.isEmpty { benchmark.error("no map") }
    }

    // What the page's map asks for: a zoom-14 tile (0.022° of longitude) of Monaco's drawing data, each time
    // another of 16 over Monaco and none kept (cold: the features are found and the JSON written). Goal
    // (issue 21): ≤ 10 ms at any map size.
    let drawing = MapDrawingData(
        extract: try! OSMExtract(contentsOf: OSMExtract.monacoURL), attribution: "ODbL", cacheBytes: 0, cacheLimit: 0)
    let tileWidth = 360.0 / 16_384
    let tiles = (0..<16).map { index in
        // Overlapping by three quarters, so that each holds the middle of Monaco (43.735° N, 7.42° E).
        let west = 7.400 + Double(index % 4) * tileWidth / 4
        let south = 43.722 + Double(index / 4) * tileWidth * 0.18
        return try! MapDrawingData.Region.parse("\(west),\(south),\(west + tileWidth),\(south + tileWidth * 0.72)")
            .get()
    }
    let cursor = TileCursor()

    Benchmark(
        "A zoom-14 tile of Monaco, cold",
        configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxIterations: 500)
    ) { benchmark in
        let data = drawing.json(for: tiles[cursor.next() % tiles.count])
        if data.count < 1_000 { benchmark.error("an empty tile: \(String(decoding: data, as: UTF8.self))") }
        blackHole(data)
    }

    // City scale (issue 21): a synthetic street grid of 1,000 × 1,000 junctions 100 m apart (scripts/make-grid.py,
    // written by scripts/bench to $CARPLAY_BENCH_GRID): loading the car's whole map with its peak memory, and a
    // long route across it (about 80 km). Goals: ≤ 1.5 s and ≤ 100 MB per million nodes; a long route ≤ 20 ms p99.
    if let path = ProcessInfo.processInfo.environment["CARPLAY_BENCH_GRID"],
        FileManager.default.fileExists(atPath: path)
    {
        let url = URL(fileURLWithPath: path)
        Benchmark(
            "Load the 1 M-node grid (the car's whole map)",
            configuration: .init(
                metrics: [.wallClock, .peakMemoryResident], warmupIterations: 0, maxDuration: .seconds(30),
                maxIterations: 3)
        ) { benchmark in
            let map = try CarMap(contentsOf: url, attribution: "synthetic")
            if map.graph.vertices.count != 1_000_000 { benchmark.error("\(map.graph.vertices.count) road points") }
            // Ready to serve; the router's hierarchy is still being built on a thread of its own (measured below):
            // waited for unmeasured, so that iterations do not overlap.
            benchmark.stopMeasurement()
            if map.router.hierarchyWhenBuilt() == nil { benchmark.error("no hierarchy") }
            blackHole(map)
        }
        let grid = GridRouter(url: url)
        // The router's hierarchy for the grid (`RoadHierarchy`, what `.automatic` builds on a thread of its own for
        // a map this size), with its peak memory.
        Benchmark(
            "Build the 1 M-node grid's hierarchy",
            configuration: .init(
                metrics: [.wallClock, .peakMemoryResident], warmupIterations: 0, maxDuration: .seconds(60),
                maxIterations: 1)
        ) { benchmark in
            guard let graph = grid.graph else { return benchmark.error("the grid cannot be read") }
            let hierarchy = RoadHierarchy(graph: graph)
            if hierarchy.vertexCount != graph.vertices.count { benchmark.error("a hierarchy of another graph") }
            blackHole(hierarchy)
        }
        for alternatives in [0, 2] {
            Benchmark(
                alternatives == 0
                    ? "Route across the 1 M-node grid (about 80 km)"
                    : "Route across the 1 M-node grid (about 80 km), 2 alternatives",
                configuration: .init(
                    metrics: [.wallClock], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(20),
                    maxIterations: 50)
            ) { benchmark in
                guard let router = grid.router else { return benchmark.error("the grid cannot be read") }
                // From junction (row 150, column 200) to (600, 550): 45 + 35 km of streets, 100 m apart.
                let routes = router.routes(
                    from: GridRouter.junction(row: 150, column: 200), to: GridRouter.junction(row: 600, column: 550),
                    alternatives: alternatives)
                if routes.isEmpty { benchmark.error("no route") }
                blackHole(routes)
            }
        }
    } else {
        FileHandle.standardError.write(
            Data("Maps: the 1 M-node grid benchmarks need CARPLAY_BENCH_GRID (scripts/bench writes it)\n".utf8))
    }

    // The car's router: the graph's hierarchy is built with it (`.automatic`, below 100,000 vertices).
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

    // Trips across Monaco between 20 places spread over it (each iteration the next trip), by the car's router (its
    // estimate the graph's hierarchy) and by one estimating by straight lines. Goal (issue 21): p99 ≤ 1 ms.
    let places: [Coordinate] = (0..<20).map { (index: Int) -> Coordinate in
        let row = Double((index * 7) % 20)
        let column = Double((index * 11) % 20)
        return Coordinate(latitude: 43.7250 + 0.0012 * row, longitude: 7.4080 + 0.0018 * column)
    }
    let trips = (0..<20).map { (places[$0], places[($0 + 9) % 20]) }
    for straightLines in [false, true] {
        let tripRouter = straightLines ? RoadRouter(graph: router.graph, hierarchy: .none) : router
        let tripCursor = TileCursor()
        Benchmark(
            straightLines
                ? "Route across Monaco, one of 20 trips, straight-line estimate"
                : "Route across Monaco, one of 20 trips",
            configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxIterations: 2_000)
        ) { benchmark in
            let (from, to) = trips[tripCursor.next() % trips.count]
            blackHole(tripRouter.routes(from: from, to: to))
        }
    }

    Benchmark(
        "Build Monaco's hierarchy",
        configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 20)
    ) { _ in
        blackHole(RoadHierarchy(graph: router.graph))
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

/// Which tile the tile benchmark asks for next (benchmarks run one at a time).
final class TileCursor: @unchecked Sendable {
    private var count = 0

    func next() -> Int {
        defer { count += 1 }
        return count
    }
}

/// The grid's road graph and router, made when first asked for (loading the grid and building its hierarchy take
/// seconds, so not unless one of its benchmarks runs).
final class GridRouter: @unchecked Sendable {
    private let url: URL
    private let lock = NSLock()
    private var madeGraph: RoadGraph??
    private var made: RoadRouter??

    init(url: URL) { self.url = url }

    var graph: RoadGraph? {
        lock.withLock {
            if let madeGraph { return madeGraph }
            let graph = (try? OSMExtract(contentsOf: url)).map { RoadGraph(extract: $0) }
            madeGraph = .some(graph)
            return graph
        }
    }

    /// With its hierarchy built before the first route (the car's map builds it on a thread of its own).
    var router: RoadRouter? {
        guard let graph else { return nil }
        return lock.withLock {
            if let made { return made }
            let router = RoadRouter(graph: graph, hierarchy: .given(RoadHierarchy(graph: graph)))
            made = .some(router)
            return router
        }
    }

    /// The junction at `row` (from the south) and `column` (from the west), as scripts/make-grid.py places it.
    static func junction(row: Int, column: Int) -> Coordinate {
        let step = 100 / 111_195.0
        let longitudeStep = step / cos((45 + step * 500) * .pi / 180)
        return Coordinate(latitude: 45 + step * Double(row), longitude: 5 + longitudeStep * Double(column))
    }
}
