import CarPlayHost
import Expectations
import Foundation
import Testing

@testable import carplay

/// `carplay init`: the package it writes for each category installs as an app of that category. (That the packages
/// build, pass their own tests and run in the browser car is checked by scripts/test-your-app.)
struct AppTemplateTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("carplay-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: AppTemplate.categories)
    func eachCategorysPackageInstallsAsThatCategory(_ category: AppCategory) throws {
        let template = AppTemplate(
            name: "Spark", category: category, bundleIdentifier: "com.example.spark",
            dependency: .init("/src/swift-carplay"))
        let files = Dictionary(uniqueKeysWithValues: template.files)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let info = folder.appendingPathComponent("Info.plist")
        let entitlements = folder.appendingPathComponent("Spark.entitlements")
        try Data(try require(files["Sources/Spark/Resources/Info.plist"]).utf8).write(to: info)
        try Data(try require(files["Sources/Spark/Resources/Spark.entitlements"]).utf8).write(to: entitlements)
        let bundle = try AppBundle(infoPlist: info, entitlements: entitlements)
        expectEqual(bundle.category, category)
        expectEqual(bundle.bundleIdentifier, "com.example.spark")
        expectEqual(bundle.carPlaySceneConfiguration?.delegateClassName, "$(PRODUCT_MODULE_NAME).CarPlaySceneDelegate")
        expectTrue(bundle.rules().allows(category == .navigation ? .map : .list))
        // The app module, its car and its tests, as the manifest declares them.
        expectEqual(
            files["Sources/Spark/CarPlaySceneDelegate.swift"]?.contains("final class CarPlaySceneDelegate"), true)
        expectEqual(files["Sources/SparkCar/main.swift"]?.contains("CarSimulator.main(appModules: [\"Spark\"])"), true)
        expectEqual(files["Tests/SparkTests/SparkTests.swift"]?.contains("TestCar(appModule: \"Spark\")"), true)
        let manifest = try require(files["Package.swift"])
        expectTrue(manifest.contains(".package(path: \"/src/swift-carplay\")"))
        expectTrue(manifest.contains(".product(name: \"CarPlaySimulator\", package: \"swift-carplay\")"))
        expectEqual(files["Sources/Spark/Resources/AppIcon.svg"]?.hasPrefix("<svg"), true)
    }

    @Test func theDependencyIsAPathOrAGitURL() {
        let path = AppTemplate.Dependency("/home/me/Swift-CarPlay/")
        expectTrue(!path.isURL)
        expectEqual(path.identity, "swift-carplay")
        let url = AppTemplate.Dependency("https://github.com/example/swift-carplay.git")
        expectTrue(url.isURL)
        expectEqual(url.identity, "swift-carplay")
        expectEqual(
            url.declaration, ".package(url: \"https://github.com/example/swift-carplay.git\", branch: \"main\")")
    }

    @Test func onlyModuleNamesAndKnownCategoriesAreAccepted() {
        #expect(throws: (any Error).self) { try Init.parse(["9Lives", "--category", "audio"]) }
        #expect(throws: (any Error).self) { try Init.parse(["My-App", "--category", "audio"]) }
        #expect(throws: (any Error).self) { try Init.parse(["UIKit", "--category", "audio"]) }
        #expect(throws: (any Error).self) { try Init.parse(["Spark", "--category", "radio"]) }
        #expect(throws: Never.self) { try Init.parse(["Spark", "--category", "communication"]) }
        // Every category has a template.
        expectEqual(Set(AppTemplate.categories), Set(AppCategory.allCases))
    }

    @Test func initWritesThePackageAndNeverOverwrites() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("Spark")
        try Init.parse(["Spark", "--category", "audio", "--path", target.path]).run()
        let manifest = try String(contentsOf: target.appendingPathComponent("Package.swift"), encoding: .utf8)
        // By default the package depends on the checkout the tool was built from.
        expectTrue(manifest.contains(".package(path: \"\(Init.checkout)\")"))
        expectTrue(
            FileManager.default.fileExists(atPath: target.appendingPathComponent("Sources/SparkCar/main.swift").path))
        #expect(throws: (any Error).self) {
            try Init.parse(["Spark", "--category", "audio", "--path", target.path]).run()
        }
    }
}
