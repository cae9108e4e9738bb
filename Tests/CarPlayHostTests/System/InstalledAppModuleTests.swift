import Expectations
import Foundation
import Testing

@testable import CarPlayHost

/// Installing the app a package module holds, from its resource bundle beside the executable (what
/// `CarSimulator.main(appModules:)`, `carplay simulate` and `TestCar(appModule:)` do).
@MainActor
struct InstalledAppModuleTests {
    /// A folder for bundles, removed after the test.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("installed-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A copy of the Faulty sample's resources as SwiftPM names a bundle of package `package`.
    private func bundle(in folder: URL, package: String, modified: Date) throws -> URL {
        let source = try require(InstalledApp.resourceBundle(of: "Faulty", in: InstalledApp.resourceBundlePlaces))
        let copy = folder.appendingPathComponent("\(package)_Faulty.resources")
        try FileManager.default.copyItem(at: source, to: copy)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: copy.path)
        return copy
    }

    @Test func theModulesBundleBesideTheTestRunnerInstallsTheApp() throws {
        let app = try InstalledApp(module: "Faulty")
        expectEqual(app.bundle.name, "Faulty")
        expectEqual(app.bundle.category, .communication)
        // The manifest's $(PRODUCT_MODULE_NAME).CarPlaySceneDelegate resolves in the linked module.
        expectNotEqual(app.makeSceneDelegate(), nil)
        expectNotEqual(app.icon, nil)
    }

    @Test func whenPackagesShareABuildFolderTheBundleBuiltLastIsTaken() throws {
        let place = try folder()
        defer { try? FileManager.default.removeItem(at: place) }
        _ = try bundle(in: place, package: "old", modified: Date(timeIntervalSince1970: 1_000_000))
        let newer = try bundle(in: place, package: "new", modified: Date(timeIntervalSince1970: 2_000_000))
        expectEqual(InstalledApp.resourceBundle(of: "Faulty", in: [place])?.lastPathComponent, newer.lastPathComponent)
        // Only the module's own bundles count: a module whose name ends the same way is not it.
        expectEqual(InstalledApp.resourceBundle(of: "ulty", in: [place]), nil)
        expectEqual(try InstalledApp(module: "Faulty", searching: [place]).bundle.name, "Faulty")
    }

    @Test func aModuleWithoutABundleIsAClearError() throws {
        let place = try folder()
        defer { try? FileManager.default.removeItem(at: place) }
        #expect(throws: InstalledAppError.noResourceBundle("MyApp", searched: [place.path])) {
            try InstalledApp(module: "MyApp", searching: [place])
        }
        let error = InstalledAppError.noResourceBundle("MyApp", searched: [place.path])
        expectTrue(error.description.hasPrefix("MyApp: no resource bundle *_MyApp.resources in \(place.path)"))
    }
}
