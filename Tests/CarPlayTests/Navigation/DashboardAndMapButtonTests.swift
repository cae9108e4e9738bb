@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
import UIKit
@_spi(CarPlayHost) @testable import CarPlay

/// `CPMapButton`, `CPDashboardButton`, `CPDashboardController` and the Dashboard scene: defaults, the host's change
/// notices, secure coding, and the scene's optional delegate methods.
@MainActor @Suite struct DashboardAndMapButtonTests {
    private static let png = UIImage(data: TestImageData.png(width: 6, height: 4), scale: 2)!

    private func roundTrip<T: NSObject & NSSecureCoding>(_ object: T, as type: T.Type) throws -> T? {
        let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: type, from: data)
    }

    @Test func mapButtonDefaultsAndNotices() async {
        var selected: [CPMapButton] = []
        let button = CPMapButton { selected.append($0) }
        expectTrue(button.isEnabled && !button.isHidden && button.image == nil && button.focusedImage == nil)
        button.handler?(button)
        expectTrue(selected.count == 1 && selected[0] === button)
        expectEqual(CPMapButton().handler, nil)

        let recorder = ChangeRecorder()
        recorder.observe(button)
        button.isEnabled = false
        button.isHidden = true
        button.image = Self.png
        button.focusedImage = Self.png
        expectEqual((await recorder.settled()).filter { $0 == button._elementID }.count, 4)
        expectMainActorDescription(button.description, contains: "enabled: 0, hidden: 1")
    }

    @Test func mapButtonsArchiveEverythingButTheHandler() throws {
        expectTrue(CPMapButton.supportsSecureCoding)
        let button = CPMapButton { _ in }
        button.isEnabled = false
        button.image = Self.png
        let decoded = try require(try roundTrip(button, as: CPMapButton.self))
        expectTrue(!decoded.isEnabled && !decoded.isHidden && decoded.handler == nil)
        expectTrue(decoded.image?.size == Self.png.size && decoded.focusedImage == nil)
        expectNotEqual(decoded._elementID, button._elementID)
    }

    @Test func dashboardButtons() throws {
        var selected = 0
        let button = CPDashboardButton(
            titleVariants: ["Home", "H"], subtitleVariants: ["12 min"], image: Self.png
        ) { _ in selected += 1 }
        expectTrue(button.titleVariants == ["Home", "H"] && button.subtitleVariants == ["12 min"])
        button.handler?(button)
        expectEqual(selected, 1)
        expectTrue(CPDashboardButton.supportsSecureCoding)
        let decoded = try require(try roundTrip(button, as: CPDashboardButton.self))
        expectTrue(decoded.titleVariants == ["Home", "H"] && decoded.subtitleVariants == ["12 min"])
        expectTrue(decoded.image.size == Self.png.size && decoded.handler == nil)
        expectTrue(button.description.contains("titleVariants: [\"Home\", \"H\"]"))
    }

    @Test func theDashboardControllerTellsTheHostOfItsButtons() async {
        let controller = CPDashboardController(_host: ())
        expectTrue(controller.shortcutButtons.isEmpty)
        let recorder = ChangeRecorder()
        recorder.observe(controller)
        controller.shortcutButtons = [
            CPDashboardButton(titleVariants: ["Work"], subtitleVariants: [], image: Self.png)
        ]
        #expect((await recorder.settled()).contains(controller._elementID))
    }

    final class DashboardDelegate: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
        var connected: UIWindow?
        func templateApplicationDashboardScene(
            _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
            didConnect dashboardController: CPDashboardController, to window: UIWindow
        ) {
            connected = window
        }
    }

    @Test func theDashboardSceneAndItsOptionalDelegateMethods() {
        let scene = CPTemplateApplicationDashboardScene()
        expectEqual(scene.session.role.rawValue, "CPTemplateApplicationDashboardSceneSessionRoleApplication")
        expectEqual(scene.session.role, .carTemplateApplicationDashboard)
        expectTrue(scene.delegate == nil && scene.dashboardController.shortcutButtons.isEmpty)
        let delegate = DashboardDelegate()
        scene.delegate = delegate
        expectTrue(scene.delegate === delegate)
        delegate.templateApplicationDashboardScene(
            scene, didConnect: scene.dashboardController, to: scene.dashboardWindow)
        expectTrue(delegate.connected === scene.dashboardWindow && !scene._lastCallbackWasUnimplemented)
        delegate.templateApplicationDashboardScene(
            scene, didDisconnect: scene.dashboardController, from: scene.dashboardWindow)
        expectTrue(scene._lastCallbackWasUnimplemented)
    }
}
