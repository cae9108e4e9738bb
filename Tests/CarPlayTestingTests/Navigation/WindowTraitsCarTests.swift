import CarPlay
import CarPlayTesting
import Expectations
import Testing
import UIKit

/// The window the car gives a navigation app is on the car's screen: its views and controllers have the CarPlay
/// idiom, the car's scale and its appearance, and hear when the car switches between light and dark.
@MainActor
struct WindowTraitsCarTests {
    final class MapController: UIViewController {
        private(set) var heard: [UIUserInterfaceStyle] = []
        private(set) var appearance: [String] = []
        override func viewDidAppear(_ animated: Bool) { appearance.append("didAppear") }
        override func viewDidDisappear(_ animated: Bool) { appearance.append("didDisappear") }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            heard.append(traitCollection.userInterfaceStyle)
        }
    }

    final class App: UIResponder, CPTemplateApplicationSceneDelegate {
        let controller = MapController()
        private(set) var window: CPWindow?

        func templateApplicationScene(
            _ templateApplicationScene: CPTemplateApplicationScene,
            didConnect interfaceController: CPInterfaceController, to window: CPWindow
        ) {
            self.window = window
            window.rootViewController = controller
            interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
        }
    }

    @Test func theWindowIsOnTheCarsScreenAndItsViewsHearTheCarTurnDark() throws {
        let car = TestCar(category: .navigation)
        let app = App()
        car.connect(app)
        let window = try require(app.window)
        expectTrue(window.screen !== UIScreen.main)
        expectEqual(window.screen.scale, CGFloat(car.display.scale))
        expectEqual(window.screen.bounds.size, CGSize(width: car.display.size.width, height: car.display.size.height))
        let traits = app.controller.traitCollection
        expectEqual(traits.userInterfaceIdiom, .carPlay)
        expectEqual(traits.userInterfaceStyle, .light)
        expectTrue(traits.isEqual(car.interfaceController?.carTraitCollection))

        car.setContentStyle(.dark)
        expectEqual(app.controller.view.traitCollection.userInterfaceStyle, .dark)
        expectEqual(app.controller.heard.last, .dark)
        let heard = app.controller.heard.count
        // Another display: the scale changes, the style stays.
        var display = car.display
        display.scale = display.scale == 2 ? 3 : 2
        car.display = display
        expectEqual(app.controller.traitCollection.displayScale, CGFloat(display.scale))
        expectEqual(app.controller.heard.count, heard + 1)
    }

    @Test func theWindowsRootAppearsWhileTheCarShowsIt() {
        let car = TestCar(category: .navigation)
        let app = App()
        car.connect(app)
        // The app never made the window visible: the car shows it.
        expectEqual(app.controller.appearance, ["didAppear"])
        car.disconnect()
        expectEqual(app.controller.appearance, ["didAppear", "didDisappear"])
    }
}
