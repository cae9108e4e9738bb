import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit
@testable import CarPlayHost

@MainActor
@Suite("Session parts: the instrument cluster scene")
struct ClusterSceneTests {
    final class Delegate: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate {}

    private func makeScene(
        display: ClusterDisplay = .basic, compass: CPInstrumentClusterSetting = .unspecified,
        appearance: DisplayConfiguration.Appearance = .dark
    ) -> ClusterScene {
        let role = UISceneSession.Role.carTemplateApplicationInstrumentCluster
        return ClusterScene(
            session: UISceneSession(
                _role: role, configuration: UISceneConfiguration(name: "Cluster", sessionRole: role)),
            delegate: Delegate(), display: display, compass: compass, speedLimit: .enabled, appearance: appearance)
    }

    @Test("the scene is created for navigation apps on iOS 15.4 or later")
    func isCreated() {
        let navigation = AppBundle(name: "Nav", bundleIdentifier: "com.example.nav", category: .navigation)
        let audio = AppBundle(name: "Music", bundleIdentifier: "com.example.music", category: .audio)
        expectTrue(
            ClusterScene.isCreated(for: navigation, rules: Rules(category: .navigation, osVersion: OSVersion(15, 4))))
        expectTrue(
            !ClusterScene.isCreated(for: navigation, rules: Rules(category: .navigation, osVersion: OSVersion(15, 3))))
        expectTrue(!ClusterScene.isCreated(for: audio, rules: Rules(category: .audio, osVersion: .latest)))
    }

    @Test("a new scene: the controller reads the car's settings, the scene its content style; no window given yet")
    func makesTheScene() {
        let cluster = makeScene(compass: .disabled)
        expectTrue(cluster.scene.instrumentClusterController === cluster.controller)
        expectTrue(cluster.scene.delegate === cluster.delegate)
        expectEqual(cluster.controller.compassSetting, .disabled)
        expectEqual(cluster.controller.speedLimitSetting, .enabled)
        expectEqual(cluster.scene.contentStyle, .dark)
        expectEqual(cluster.appearance, .dark)
        expectEqual(cluster.controller.instrumentClusterWindow, nil)
    }

    @Test("the window is given to the controller sized to the display with its safe area, and taken back")
    func window() {
        let display = ClusterDisplay.widescreenSmallSafeArea
        let cluster = makeScene(display: display)
        cluster.attachWindow()
        expectTrue(cluster.controller.instrumentClusterWindow === cluster.window)
        expectEqual(cluster.window.bounds.width, CGFloat(display.bounds.width))
        expectEqual(cluster.window.bounds.height, CGFloat(display.bounds.height))
        expectEqual(cluster.window.safeAreaInsets.left, CGFloat(display.safeAreaInsets.left))
        expectEqual(cluster.window.safeAreaInsets.top, CGFloat(display.safeAreaInsets.top))
        cluster.detachWindow()
        expectEqual(cluster.controller.instrumentClusterWindow, nil)
    }

    @Test("a setting changes once; the same value again is no change")
    func settings() {
        let cluster = makeScene()
        expectTrue(cluster.change(\._compassSetting, to: .enabled))
        expectEqual(cluster.controller.compassSetting, .enabled)
        expectTrue(!cluster.change(\._compassSetting, to: .enabled))
        expectTrue(!cluster.change(\._speedLimitSetting, to: .enabled), "it started enabled")
    }

    @Test("the content style is the cluster's own; the layout display follows it")
    func appearance() {
        var cluster = makeScene(appearance: .dark)
        expectEqual(cluster.layoutDisplay.appearance, .dark)
        let same = cluster.setAppearance(.dark)
        expectTrue(!same)
        let changed = cluster.setAppearance(.light)
        expectTrue(changed)
        expectEqual(cluster.scene.contentStyle, .light)
        expectEqual(cluster.layoutDisplay.appearance, .light)
        expectEqual(cluster.layoutDisplay.pixelWidth, cluster.display.configuration(appearance: .light).pixelWidth)
    }

    @Test("the inactive description: the attributed variants when there are any, else the plain ones")
    func inactiveDescription() {
        let cluster = makeScene()
        expectTrue(cluster.inactiveDescriptionVariants().isEmpty)
        cluster.controller.inactiveDescriptionVariants = ["Where to?", "Go"]
        expectEqual(cluster.inactiveDescriptionVariants(), [.text("Where to?"), .text("Go")])
        cluster.controller.attributedInactiveDescriptionVariants = [NSAttributedString(string: "Drive")]
        expectEqual(cluster.inactiveDescriptionVariants().count, 1)
        expectEqual(cluster.inactiveDescriptionVariants().first?.plainText, "Drive")
    }
}
