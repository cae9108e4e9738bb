import ArgumentParser
import CarPlayHost
import Foundation

/// `carplay review`: each built-in sample app launched in a car without a browser and reviewed against the CarPlay
/// Developer Guide's machine-checkable guidelines, as it shows its first screen. An app's own flows are reviewed
/// where they run: `TestCar.review()` in its tests, the Review panel in the browser car.
struct Review: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Review the sample apps against the CarPlay Developer Guide's guidelines.",
        discussion: "Prints each app's findings, quoting the guideline; exits with 1 when an app breaks one.")

    @Option(
        help:
            "The apps to review, comma-separated (\(sampleApps.map(\.shortName).joined(separator: ", "))). Default: all."
    )
    var apps: String?

    func validate() throws {
        let known = Set(sampleApps.map(\.shortName))
        let unknown = (selectedNames ?? []).filter { !known.contains($0) }
        guard unknown.isEmpty else {
            throw ValidationError(
                "unknown app \(unknown.joined(separator: ", ")); known: \(known.sorted().joined(separator: ", "))")
        }
    }

    private var selectedNames: [String]? {
        apps.map {
            $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        }
    }

    @MainActor
    func run() async throws {
        var installed: [InstalledApp] = []
        for sample in sampleApps where selectedNames?.contains(sample.shortName) ?? true {
            installed.append(try InstalledApp(module: sample.module))
        }
        let report = await Self.report(installed)
        print(report.lines.joined(separator: "\n"))
        if !report.clean { throw ExitCode.failure }
    }

    /// Launches each app in a car of its own and reviews its first screen: the report's lines and whether every app
    /// kept every guideline.
    @MainActor
    static func report(_ apps: [InstalledApp]) async -> (lines: [String], clean: Bool) {
        var lines: [String] = []
        var clean = true
        for app in apps {
            let car = CarSystem(apps: [app])
            do {
                try car.launch(app.id)
            } catch {
                lines.append("\(app.bundle.name): could not be launched: \(error)")
                clean = false
                continue
            }
            // Apps finish their first screen on the main queue's next turns (notification and location answers).
            for _ in 0..<100 { await Task.yield() }
            let findings = car.foregroundSession?.review() ?? []
            if findings.isEmpty {
                lines.append("\(app.bundle.name): no guideline broken")
            }
            for finding in findings {
                lines.append("\(app.bundle.name): \(finding.guideline): \(finding.finding)")
                lines.append("    “\(finding.words)”")
            }
            clean = clean && findings.isEmpty
        }
        return (lines, clean)
    }
}
