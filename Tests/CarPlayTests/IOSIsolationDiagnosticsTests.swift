import Expectations
import Foundation
import Testing

/// Isolation as iOS imports it. Apple's CarPlay, UIKit and MapKit classes come from Objective-C headers marked
/// main-actor, which Swift imports as `@preconcurrency @MainActor`: Swift 5 code that makes templates off the main
/// actor compiles silently, and Swift 6 code gets warnings, not errors. The code below, as iOS apps write it, is
/// compiled by the Swift compiler against this build's modules in both language modes.
struct IOSIsolationDiagnosticsTests {
    static let appCode = """
        import CarPlay
        import MapKit
        import UIKit

        func makeRoot() -> CPListTemplate {
            let item = CPListItem(text: "Abbey Road", detailText: "The Beatles")
            item.accessoryType = .disclosureIndicator
            return CPListTemplate(title: "Albums", sections: [CPListSection(items: [item])])
        }

        final class MapPresenter {
            func show(_ route: MKRoute, on mapView: MKMapView) {
                mapView.addOverlay(route.polyline)
                mapView.setVisibleMapRect(route.polyline.boundingMapRect, animated: true)
            }
        }

        func connect(_ interfaceController: CPInterfaceController, window: CPWindow) {
            window.rootViewController = UIViewController()
            interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
        }
        """

    /// The compiler's diagnostics (their first lines) for `source` in Swift `languageMode`.
    func diagnostics(of source: String, languageMode: Int) throws -> [String] {
        let build = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try Data(source.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "\(languageMode)", "-I",
            build.appendingPathComponent("Modules").path, file.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        let found = lines.filter { !$0.hasPrefix(" ") && ($0.contains(" error: ") || $0.contains(" warning: ")) }
        if process.terminationStatus != 0 && found.isEmpty {
            Issue.record("swiftc failed: \(lines.prefix(5).joined(separator: "\n"))")
        }
        return found
    }

    @Test func swift5CodeMakingTemplatesOffTheMainActorCompilesSilently() throws {
        expectEqual(try diagnostics(of: Self.appCode, languageMode: 5), [])
    }

    @Test func swift6CodeGetsWarningsNotErrors() throws {
        let found = try diagnostics(of: Self.appCode, languageMode: 6)
        expectTrue(
            found.contains { $0.contains("warning: call to main actor-isolated initializer 'init(text:detailText:)'") })
        expectTrue(found.contains { $0.contains("warning: call to main actor-isolated instance method 'addOverlay'") })
        expectTrue(!found.contains { $0.contains(" error: ") }, "\(found)")
    }
}
