import CarPlayHost
import Foundation
// The sample apps' modules are linked into this tool so UIKit-style class lookup (NSClassFromString) finds their
// scene delegates.
import Drive
import Faulty
import Music

/// A built-in sample app: a module under Sources/Samples whose resources (Info.plist, *.entitlements, AppIcon)
/// are copied into its resource bundle.
struct SampleApp: Sendable {
    /// The module name (`$(PRODUCT_MODULE_NAME)` in its Info.plist) and the short name `--apps` accepts.
    var module: String

    /// The short name for `--apps` (the module name in lower case).
    var shortName: String { module.lowercased() }

    /// The module's resource bundle, looked for where SwiftPM puts it: beside the executable.
    @MainActor
    func install() throws -> InstalledApp {
        let bundleName = "swift-carplay_\(module).resources"
        let executableDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let candidates = [Bundle.main.resourceURL, Bundle.main.bundleURL, executableDirectory].compactMap { $0 }
            .map { $0.appendingPathComponent(bundleName) }
        guard let directory = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw SampleAppError("\(module): resource bundle \(bundleName) not found beside the executable")
        }
        do {
            return try InstalledApp(directory: directory, moduleName: module)
        } catch {
            throw SampleAppError("\(module): \(error.description)")
        }
    }
}

/// The sample apps `carplay simulate` installs, in home-screen order. Adding a sample is one line here (and its
/// target as a dependency of `carplay` in Package.swift).
let sampleApps: [SampleApp] = [
    SampleApp(module: "Music"),
    SampleApp(module: "Faulty"),
    SampleApp(module: "Drive"),
]

struct SampleAppError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
