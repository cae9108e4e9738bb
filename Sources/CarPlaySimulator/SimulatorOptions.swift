import ArgumentParser
import CarPlayHost
import Foundation
import OpenStreetMap

/// How a simulated car is started: the options of `carplay simulate` and of a package's own car executable
/// (`CarSimulator.main(appModules:)`), parsed from the command line, and the run that serves the car to a browser.
public struct SimulatorOptions: ParsableArguments, Sendable {
    @Option(
        help:
            "The address to listen on. The default is loopback only; any other address needs the per-run token of the printed URL."
    )
    public var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: a free port, printed at start).")
    public var port = 8080

    @Option(help: "At most this many connections at once; more are refused (503).")
    public var maxConnections = 256

    @Option(help: "Seconds a connection may take to send its first request's headers.")
    public var headerTimeout = 10.0

    @Option(help: "Seconds a plain HTTP connection may stay idle between requests.")
    public var idleTimeout = 60.0

    @Option(
        help: ArgumentHelp(
            "The map the car drives on: an OpenStreetMap .osm.pbf extract (default: Monaco, shipped).",
            valueName: "file"))
    public var map: String?

    @Option(
        help: ArgumentHelp(
            "The most nodes a --map file may hold; a larger one is refused before it fills the memory (the other limits, ways, references and inflated bytes, scale with it).",
            valueName: "count"))
    public var mapMaxNodes = OSMExtract.Limits.standard.nodes

    @Option(
        help: ArgumentHelp(
            "Where the car's directions come from: embedded (its map's router), valhalla=URL or osrm=URL (a routing server).",
            valueName: "provider"))
    public var directions = "embedded"

    @Option(
        help: ArgumentHelp(
            "The phone's region format, e.g. en_US, en_GB, de_DE: the status bar's 12- or 24-hour clock and how the car writes distances and times.",
            valueName: "identifier"))
    public var locale = "en_US"

    public init() {}

    public func validate() throws {
        guard Locale.availableIdentifiers.contains(locale) else {
            throw ValidationError("--locale must be a locale identifier such as en_US or de_DE, not \"\(locale)\"")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard maxConnections > 0 else { throw ValidationError("--max-connections must be at least 1") }
        guard mapMaxNodes > 0 else { throw ValidationError("--map-max-nodes must be at least 1") }
        guard (0.001...86_400).contains(headerTimeout), (0.001...86_400).contains(idleTimeout) else {
            throw ValidationError("--header-timeout and --idle-timeout must be from 0.001 to 86400 seconds")
        }
        do {
            _ = try DirectionsSetting(parsing: directions)
        } catch {
            throw ValidationError("--directions: \(error)")
        }
    }

    /// Starts a car with `apps` installed, serves it until interrupted, and prints its URL when it listens.
    @MainActor
    public func run(apps: [InstalledApp]) async throws {
        let system = CarSystem(apps: apps)
        system.locale = Locale(identifier: locale)
        // Monaco's map is read only when no other is given (it would cost about 11 MB for nothing).
        var mapData: MapDrawingData?
        let setting = try DirectionsSetting(parsing: directions)
        if let map {
            // Where a routing server answers the apps' directions, the map's router is only the car's own (its
            // drives, its wrong turns): it goes without its hierarchy, which would cost a city's map about a quarter
            // of its memory and a core's half-minute per million road points.
            let carMap = try Self.loadMap(
                map, maximumNodes: mapMaxNodes, hierarchy: setting.provider == nil ? .automatic : .none)
            mapData = carMap.drawing
            for session in system.sessions.values {
                session.carMap = carMap
                // A car starts on its map's roads.
                if let start = carMap.centralRoadCoordinate { session.vehicleCoordinate = start }
            }
            Self.say("Map: \(map) (\(carMap.graph.vertices.count) road points; \(carMap.attribution))")
            if setting.provider != nil {
                Self.say("Map: the car's own drives route without a hierarchy (directions come from the server)")
            } else if carMap.router.hierarchy == nil {
                // A city-sized map: its router's hierarchy is being built on a thread of its own (RoadHierarchy).
                Self.say("Map: routes are slower until the router's hierarchy is built (a thread of its own)")
                let started = Date()
                Thread.detachNewThread {
                    guard let hierarchy = carMap.router.hierarchyWhenBuilt() else { return }
                    let seconds = Int(Date().timeIntervalSince(started).rounded())
                    Self.say(
                        "Map: the router's hierarchy is built (\(hierarchy.shortcutCount) shortcuts, \(seconds) s)")
                }
            }
        } else {
            mapData = MapDrawingData.monaco
        }
        system.directionsProvider = setting.provider
        if let provider = setting.provider { Self.say("Directions: \(provider)") }
        let hub = SimulatorHub(system: system)
        var server = SimulatorServer(hub: hub, host: host, port: port, mapData: mapData)
        server.maximumConnections = maxConnections
        server.headerTimeout = .milliseconds(Int64(headerTimeout * 1000))
        server.idleTimeout = .milliseconds(Int64(idleTimeout * 1000))
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let token = server.accessToken
        let host = host
        try await server.run { boundPort in
            if token != nil {
                Self.warn(
                    "warning: listening on \(host), not loopback: anyone who can reach port \(boundPort) "
                        + "and has the URL below can drive the car and read the apps' screens. Every request needs "
                        + "its token.")
            }
            let query = token.map { "/?token=\($0)" } ?? ""
            Self.say("CarPlay simulator: http://\(shownHost):\(boundPort)\(query)")
        }
    }

    /// The map of a `.osm.pbf` file, or a clear message and a failing exit.
    @MainActor
    public static func loadMap(
        _ path: String, maximumNodes: Int = OSMExtract.Limits.standard.nodes,
        hierarchy: RoadRouter.HierarchySource = .automatic
    ) throws -> CarMap {
        let url = URL(fileURLWithPath: path)
        func fail(_ message: String) -> ExitCode {
            warn("--map \(path): \(message)")
            return ExitCode.failure
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw fail("no readable file there") }
        let map: CarMap
        do {
            map = try CarMap(
                contentsOf: url, attribution: CarMap.openStreetMapAttribution,
                limits: OSMExtract.Limits(nodes: maximumNodes), hierarchy: hierarchy)
        } catch let error as PBFError {
            if case .tooLarge = error { throw fail("\(error); a larger map needs --map-max-nodes") }
            throw fail("not an OpenStreetMap extract this reader can use (\(error))")
        } catch {
            throw fail("not an OpenStreetMap extract this reader can use (\(error))")
        }
        guard !map.graph.vertices.isEmpty else { throw fail("the extract has no road a car can drive") }
        return map
    }

    /// A line on standard output (flushed: the URL line is what scripts wait for).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data("\(line)\n".utf8))
    }

    /// A line on standard error, prefixed with the executable's name.
    static func warn(_ line: String) {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "carplay").lastPathComponent
        FileHandle.standardError.write(Data("\(name): \(line)\n".utf8))
    }
}
