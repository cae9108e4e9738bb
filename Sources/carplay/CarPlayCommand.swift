import ArgumentParser
import CarPlayHost
import CarPlaySimulator
import Foundation

@main
struct CarPlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "carplay",
        abstract: "CarPlay on Linux: run CarPlay apps in a simulated car.",
        subcommands: [Simulate.self])
}

/// `carplay simulate`: a car in the browser with the built-in sample apps.
struct Simulate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a simulated car and serve it to a browser.",
        discussion: "Open the printed URL in a browser. The server runs until interrupted (Ctrl-C).")

    @Option(help: "The address to listen on. The default is loopback only.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: a free port, printed at start).")
    var port = 8080

    @Option(
        help:
            "The installed apps to put in the car, comma-separated (\(sampleApps.map(\.shortName).joined(separator: ", "))). Default: all."
    )
    var apps: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        if let names = selectedNames {
            let known = Set(sampleApps.map(\.shortName))
            let unknown = names.filter { !known.contains($0) }
            guard unknown.isEmpty else {
                throw ValidationError(
                    "unknown app\(unknown.count == 1 ? "" : "s") \(unknown.joined(separator: ", ")); known: \(known.sorted().joined(separator: ", "))"
                )
            }
        }
    }

    private var selectedNames: [String]? {
        apps.map {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        }
    }

    @MainActor
    func run() async throws {
        let names = selectedNames
        let chosen = sampleApps.filter { names?.contains($0.shortName) ?? true }
        var installed: [InstalledApp] = []
        for sample in chosen {
            do {
                installed.append(try sample.install())
            } catch {
                FileHandle.standardError.write(Data("carplay: \(error)\n".utf8))
                throw ExitCode.failure
            }
        }
        let system = CarSystem(apps: installed)
        let hub = SimulatorHub(system: system)
        let server = SimulatorServer(hub: hub, host: host, port: port)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        try await server.run { boundPort in
            FileHandle.standardOutput.write(Data("CarPlay simulator: http://\(shownHost):\(boundPort)\n".utf8))
        }
    }
}
