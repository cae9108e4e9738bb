import CarPlay
import CarPlayTesting
import Expectations
import Testing

/// `TestCar(appModule:)`: a package's app tested as the browser car installs it (its resource bundle's Info.plist
/// and entitlements, the scene delegate class the manifest names).
@MainActor
struct TestCarAppModuleTests {
    @Test func theModulesAppConnectsFromItsManifest() throws {
        let car = try TestCar(appModule: "Faulty")
        expectEqual(car.session.app.category, .communication)
        // Faulty's Info.plist names $(PRODUCT_MODULE_NAME).CarPlaySceneDelegate, expanded as the car system does.
        try car.connect()
        expectEqual(car.rootTemplate?.kind, .list)
        car.select("Tap count")
        expectNotEqual(car.element("Tapped 1 time"), nil)
        // The category's rules hold: Faulty's "Crash" pushes a template communication apps may not use.
        car.expectFault("NSInvalidArgumentException", reason: "passed to pushTemplate:animated:completion:") {
            car.select("Crash")
        }
    }

    @Test func aModuleWithoutAnAppIsAnError() {
        #expect(throws: InstalledAppError.self) { try TestCar(appModule: "NoSuchApp") }
    }
}
