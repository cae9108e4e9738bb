import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// Widgets in the whole car: the apps' widget extensions installed with the apps, the widgets column of the
/// Dashboard view on the driver's side, taps that open a CarPlay app and nothing else, Live Activities' banners.
@MainActor @Suite struct WidgetSystemTests {
    static let charge = "com.example.charge"
    static let weather = "com.example.weather"

    func car(_ modules: [String] = ["Charge", "Weather"]) throws -> CarSystem {
        let clock = ManualTime()
        let car = CarSystem(
            apps: try modules.map { try InstalledApp(module: $0) }, clock: { clock.now },
            timeZone: TimeZone(identifier: "UTC")!)
        // The widgets column needs a wide display.
        try car.setDisplay(presetID: DisplayConfiguration.highResolution.id)
        return car
    }

    /// Lets the widgets' timelines come (they are asked for on other tasks) until `condition` holds; fails if it
    /// never does.
    func settle(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
        for _ in 0..<10_000 {
            guard !condition() else { break }
            await Task.yield()
        }
        expectTrue(condition(), sourceLocation: sourceLocation)
    }

    func cards(_ screen: Screen) -> [ScreenNode] {
        screen.root.first { $0.role == .widgets }?.children.filter { [.widget, .liveActivity].contains($0.role) } ?? []
    }

    @Test func aNonCarPlayAppHasNoIconButItsWidgetShowsBesideACarPlayAppsOnTheDashboard() async throws {
        let car = try car()
        expectEqual(car.homeScreen().root.first { $0.role == .appIcon && $0.text == "Weather" }, nil)
        expectNotEqual(car.homeScreen().root.first { $0.role == .appIcon && $0.text == "Charge" }, nil)
        expectEqual(
            car.widgets.offered.map(\.id),
            [
                Self.charge + "/ChargeLevel", Self.weather + "/Forecast", Self.weather + "/RainRadar",
            ])
        expectEqual(
            car.widgets.shown, [Self.charge + "/ChargeLevel", Self.weather + "/Forecast"], "not the disfavoured")
        car.showDashboard()
        _ = car.currentScreen()
        await settle { cards(car.currentScreen()).flatMap(\.drawing).contains { $0.text == "Not charging" } }
        let screen = car.currentScreen()
        let shown = cards(screen)
        expectEqual(
            shown.map(\.id?.rawValue), ["widget:\(Self.charge)/ChargeLevel", "widget:\(Self.weather)/Forecast"])
        let drawn = shown.flatMap(\.drawing).compactMap(\.text)
        expectTrue(drawn.contains("Not charging") && drawn.contains("Monaco"))
        // Weather's own image, from its bundle (`Image("AppIcon")`), kept for the page to fetch.
        let logo = try require(shown[1].drawing.compactMap(\.image).first { !$0.isTemplate })
        expectTrue(!logo.isMissing && abs(logo.size.width - 18 * shown[1].frame.width / 170) < 0.01)
        let key = try require(ImageStore.key(of: logo.source))
        expectNotEqual(car.imageStore.entry(kind: key.kind, value: key.value), nil, "the page can fetch its bytes")
        let column = try require(screen.root.first { $0.role == .widgets })
        expectTrue(column.frame.minX < screen.display.bounds.width / 2, "on the driver's side of a left-hand-drive car")
    }

    @Test func aTapOpensACarPlayAppWithTheWidgetsURLAndNothingForAnotherApp() async throws {
        let car = try car()
        car.showDashboard()
        _ = car.currentScreen()
        await settle { cards(car.currentScreen()).count == 2 }
        expectEqual(try car.tap(element: "widget:\(Self.weather)/Forecast"), .unsupported)
        expectTrue(car.foregroundApp == nil && car.isDashboardShowing)
        expectTrue(
            car.log.entries.contains { $0.text == "Weather is not a CarPlay app: its widget opens nothing in CarPlay" })
        expectEqual(try car.tap(element: "widget:\(Self.charge)/ChargeLevel"), .handledBySystem)
        await settle { car.foregroundApp == Self.charge }
        expectEqual(car.foregroundApp, Self.charge)
        expectTrue(car.log.entries.contains { $0.text == "Opening charge://session in Charge" })
    }

    @Test func aDisfavouredWidgetTheDriverChoseShowsWithoutInteraction() async throws {
        let car = try car()
        try car.showWidgets([Self.weather + "/RainRadar"])
        car.showDashboard()
        _ = car.currentScreen()
        // The headline wraps after "Showers" (`.lineLimit(2)`): two lines of text.
        await settle {
            let texts = cards(car.currentScreen()).flatMap(\.drawing).compactMap(\.text)
            return texts.contains("Showers") && texts.contains("16:00–19:00")
        }
        let card = try require(cards(car.currentScreen()).first)
        expectTrue(card.action == nil && card.children.allSatisfy { $0.action == nil })
        expectEqual(try car.tap(element: "widget:\(Self.weather)/RainRadar"), .unsupported)
        expectTrue(
            car.log.entries.contains {
                $0.text == "Weather's widget is disfavoured for CarPlay: it shows without interaction"
            })
        #expect(throws: WidgetError.unknownWidget("nope")) { try car.showWidgets(["nope"]) }
    }

    @Test func theColumnIsOnTheRightInARightHandDriveCarAndHoldsTwoSquareWidgets() async throws {
        let car = try car()
        car.setDrivingSide(.rightHandDrive)
        car.showDashboard()
        _ = car.currentScreen()
        await settle { cards(car.currentScreen()).count == 2 }
        let screen = car.currentScreen()
        let column = try require(screen.root.first { $0.role == .widgets })
        expectTrue(column.frame.maxX > screen.display.bounds.width / 2)
        let shown = cards(screen)
        expectTrue(shown.allSatisfy { $0.frame.width == $0.frame.height && column.frame.contains($0.frame) })
        expectTrue(!shown[0].frame.intersects(shown[1].frame))
    }
}
