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
        #expect(
            ClusterScene.isCreated(for: navigation, rules: Rules(category: .navigation, osVersion: OSVersion(15, 4))))
        #expect(
            !ClusterScene.isCreated(for: navigation, rules: Rules(category: .navigation, osVersion: OSVersion(15, 3))))
        #expect(!ClusterScene.isCreated(for: audio, rules: Rules(category: .audio, osVersion: .latest)))
    }

    @Test("a new scene: the controller reads the car's settings, the scene its content style; no window given yet")
    func makesTheScene() {
        let cluster = makeScene(compass: .disabled)
        #expect(cluster.scene.instrumentClusterController === cluster.controller)
        #expect(cluster.scene.delegate === cluster.delegate)
        #expect(cluster.controller.compassSetting == .disabled)
        #expect(cluster.controller.speedLimitSetting == .enabled)
        #expect(cluster.scene.contentStyle == .dark)
        #expect(cluster.appearance == .dark)
        #expect(cluster.controller.instrumentClusterWindow == nil)
    }

    @Test("the window is given to the controller sized to the display with its safe area, and taken back")
    func window() {
        let display = ClusterDisplay.widescreenSmallSafeArea
        let cluster = makeScene(display: display)
        cluster.attachWindow()
        #expect(cluster.controller.instrumentClusterWindow === cluster.window)
        #expect(cluster.window.bounds.width == CGFloat(display.bounds.width))
        #expect(cluster.window.bounds.height == CGFloat(display.bounds.height))
        #expect(cluster.window.safeAreaInsets.left == CGFloat(display.safeAreaInsets.left))
        #expect(cluster.window.safeAreaInsets.top == CGFloat(display.safeAreaInsets.top))
        cluster.detachWindow()
        #expect(cluster.controller.instrumentClusterWindow == nil)
    }

    @Test("a setting changes once; the same value again is no change")
    func settings() {
        let cluster = makeScene()
        #expect(cluster.change(\._compassSetting, to: .enabled))
        #expect(cluster.controller.compassSetting == .enabled)
        #expect(!cluster.change(\._compassSetting, to: .enabled))
        #expect(!cluster.change(\._speedLimitSetting, to: .enabled), "it started enabled")
    }

    @Test("the content style is the cluster's own; the layout display follows it")
    func appearance() {
        var cluster = makeScene(appearance: .dark)
        #expect(cluster.layoutDisplay.appearance == .dark)
        let same = cluster.setAppearance(.dark)
        #expect(!same)
        let changed = cluster.setAppearance(.light)
        #expect(changed)
        #expect(cluster.scene.contentStyle == .light)
        #expect(cluster.layoutDisplay.appearance == .light)
        #expect(cluster.layoutDisplay.pixelWidth == cluster.display.configuration(appearance: .light).pixelWidth)
    }

    @Test("the inactive description: the attributed variants when there are any, else the plain ones")
    func inactiveDescription() {
        let cluster = makeScene()
        #expect(cluster.inactiveDescriptionVariants().isEmpty)
        cluster.controller.inactiveDescriptionVariants = ["Where to?", "Go"]
        #expect(cluster.inactiveDescriptionVariants() == [.text("Where to?"), .text("Go")])
        cluster.controller.attributedInactiveDescriptionVariants = [NSAttributedString(string: "Drive")]
        #expect(cluster.inactiveDescriptionVariants().count == 1)
        #expect(cluster.inactiveDescriptionVariants().first?.plainText == "Drive")
    }
}
