import ArgumentParser
import CarPlayHost
import Foundation

/// Your own app in the browser car: the entry point of a package's car executable.
///
/// A package that holds a CarPlay app as a module (its code, and a `Resources` folder with the `Info.plist`, the
/// `*.entitlements` file and an optional `AppIcon.png`/`.svg`, declared as `resources: [.copy("Resources")]`) adds an
/// executable target that depends on the app module and on `CarPlaySimulator`, whose `main.swift` is:
///
/// ```swift
/// import CarPlaySimulator
/// import MyApp  // links the app's scene delegate classes, which the car makes from the Info.plist's names
///
/// await CarSimulator.main(appModules: ["MyApp"])
/// ```
///
/// `swift run MyAppCar` then starts the car with the app installed and prints the page's URL; it takes the options
/// of `carplay simulate` (`--port`, `--map`, `--locale`, `--directions`...; `--help` lists them). Rebuilding and
/// running it again reconnects an open page by itself.
public enum CarSimulator {
    /// Installs the apps of `appModules` (in home-screen order), parses the options from `arguments` (nil: the
    /// command line) and serves the car until interrupted. A module that cannot be installed, or a bad option,
    /// prints why and exits with a failure.
    @MainActor
    public static func main(appModules: [String], arguments: [String]? = nil) async {
        let options = CarCommand.parseOrExit(arguments ?? Array(CommandLine.arguments.dropFirst())).options
        var apps: [InstalledApp] = []
        for module in appModules {
            do {
                apps.append(try InstalledApp(module: module))
            } catch {
                SimulatorOptions.warn(error.description)
                SimulatorOptions.exit(withError: ExitCode.failure)
            }
        }
        do {
            try await options.run(apps: apps)
        } catch {
            SimulatorOptions.exit(withError: error)
        }
    }
}

/// The command line of a package's car executable: named after the executable, with `carplay simulate`'s options.
private struct CarCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: URL(fileURLWithPath: CommandLine.arguments.first ?? "car").lastPathComponent,
            abstract: "Start a simulated car with this package's CarPlay app and serve it to a browser.",
            discussion: "Open the printed URL in a browser. The server runs until interrupted (Ctrl-C).")
    }

    @OptionGroup var options: SimulatorOptions
}
