import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit
@testable import CarPlayHost

@MainActor
@Suite("Session parts: the Dashboard scene")
struct DashboardSceneTests {
    final class Delegate: UIResponder, CPTemplateApplicationDashboardSceneDelegate {}

    private func makeScene(_ delegate: Delegate) -> DashboardScene {
        let role = UISceneSession.Role.carTemplateApplicationDashboard
        return DashboardScene(
            session: UISceneSession(_role: role, configuration: UISceneConfiguration(name: "Dash", sessionRole: role)),
            delegate: delegate)
    }

    private func button(_ title: String) -> CPDashboardButton {
        CPDashboardButton(
            titleVariants: [title], subtitleVariants: [], image: UIImage(systemName: "house")!)
    }

    @Test("a new scene has its controller, its window and the delegate")
    func makesTheScene() {
        let delegate = Delegate()
        let dashboard = makeScene(delegate)
        expectTrue(dashboard.scene.delegate === delegate)
        expectTrue(dashboard.delegate === delegate)
        expectEqual(dashboard.scene.session.role, .carTemplateApplicationDashboard)
        expectEqual(dashboard.scene.session.configuration.name, "Dash")
        expectTrue(dashboard.controller === dashboard.scene.dashboardController)
        expectTrue(dashboard.window === dashboard.scene.dashboardWindow)
        expectTrue(dashboard.controller.shortcutButtons.isEmpty)
    }

    @Test("the window takes the size of the tile on the main display, and the safe area it is given")
    func fitsTheWindow() {
        let dashboard = makeScene(Delegate())
        let tile = DashboardLayout.display(for: .standard).bounds
        dashboard.fitWindow(to: .standard)
        expectEqual(dashboard.window.bounds.width, CGFloat(tile.width))
        expectEqual(dashboard.window.bounds.height, CGFloat(tile.height))
        expectEqual(dashboard.window.safeAreaInsets, .zero)
        dashboard.fitWindow(to: .standard, safeArea: Insets(top: 0, left: 0, bottom: 40, right: 0))
        expectEqual(dashboard.window.safeAreaInsets.bottom, 40)
    }

    @Test("without navigation the tile shows the buttons the rules let through; the buttons are read only then")
    func overlay() {
        let dashboard = makeScene(Delegate())
        dashboard.controller.shortcutButtons = [button("Home"), button(""), button("Work")]
        let rules = Rules(category: .navigation, osVersion: .latest)
        let overlay = DashboardScene.overlay(map: nil, rules: rules) { dashboard.shortcutButtonSnapshots() }
        guard case .shortcuts(let shown) = overlay else {
            Issue.record("expected shortcut buttons, got \(overlay)")
            return
        }
        expectEqual(shown.map(\.titleVariants), [["Home"]], "the first two, of them those with a title")
    }

    @Test("a node's target finds the app's button by its id")
    func findsButtons() {
        let dashboard = makeScene(Delegate())
        let home = button("Home")
        dashboard.controller.shortcutButtons = [button("Work"), home]
        expectTrue(dashboard.shortcutButton(ElementID(of: home)) === home)
        expectEqual(dashboard.shortcutButton("nothing"), nil)
    }
}
