import ArgumentParser
import CarPlayHost
import CarPlaySimulator
import Foundation

@main
struct CarPlayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "carplay",
        abstract: "CarPlay on Linux: run CarPlay apps in a simulated car.",
        subcommands: [Simulate.self, Init.self, Review.self])
}

/// `carplay simulate`: a car in the browser with the built-in sample apps.
struct Simulate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a simulated car and serve it to a browser.",
        discussion: "Open the printed URL in a browser. The server runs until interrupted (Ctrl-C).")

    @OptionGroup var options: SimulatorOptions

    @Option(
        help:
            "The installed apps to put in the car, comma-separated (\(sampleApps.map(\.shortName).joined(separator: ", "))). Default: all (the home screen pages them)."
    )
    var apps: String?

    func validate() throws {
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
        var installed: [InstalledApp] = []
        for sample in sampleApps where names?.contains(sample.shortName) ?? true {
            do {
                installed.append(try InstalledApp(module: sample.module))
            } catch {
                FileHandle.standardError.write(Data("carplay: \(error)\n".utf8))
                throw ExitCode.failure
            }
        }
        try await options.run(apps: installed)
    }
}
