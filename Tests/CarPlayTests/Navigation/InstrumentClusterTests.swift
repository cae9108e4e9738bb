import Expectations
import Foundation
import Testing
import UIKit
@_spi(CarPlayHost) @testable import CarPlay

/// The instrument cluster's scene, controller and delegates: Apple's names, raw values, defaults and optional methods.
@MainActor @Suite struct InstrumentClusterTests {
    /// The controller is not main-actor isolated (Apple's header): it can be made and read anywhere.
    @Test func theControllerIsNotMainActorIsolated() async {
        let setting = await Task.detached {
            let controller = CPInstrumentClusterController(_host: ())
            controller.inactiveDescriptionVariants = ["Off the main actor"]
            return (controller.compassSetting, controller.inactiveDescriptionVariants)
        }.value
        expectTrue(setting.0 == .unspecified && setting.1 == ["Off the main actor"])
    }

    @Test func settingRawValues() {
        expectEqual(CPInstrumentClusterSetting.unspecified.rawValue, 0)
        expectEqual(CPInstrumentClusterSetting.enabled.rawValue, 1)
        expectEqual(CPInstrumentClusterSetting.disabled.rawValue, 2)
        expectEqual(CPInstrumentClusterSetting.userPreference.rawValue, 3)
        expectEqual(CPInstrumentClusterSetting(rawValue: 4), nil)
    }

    /// What a navigation app writes: a cluster scene delegate that keeps the controller and draws into its window.
    final class ClusterSceneDelegate: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate,
        CPInstrumentClusterControllerDelegate
    {
        var windows: [UIWindow] = []
        var zooms: [String] = []
        var compass: CPInstrumentClusterSetting?
        func templateApplicationInstrumentClusterScene(
            _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
            didConnect instrumentClusterController: CPInstrumentClusterController
        ) {
            instrumentClusterController.delegate = self
            instrumentClusterController.inactiveDescriptionVariants = ["Where to?"]
        }
        func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
            windows.append(instrumentClusterWindow)
        }
        func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) {
            windows.removeAll { $0 === instrumentClusterWindow }
        }
        func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {
            zooms.append("in")
        }
        func instrumentClusterController(
            _ instrumentClusterController: CPInstrumentClusterController,
            didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
        ) {
            compass = compassSetting
        }
    }

    /// One class may serve both the main scene and the cluster (both declare `contentStyleDidChange`).
    final class BothScenesDelegate: UIResponder, CPTemplateApplicationSceneDelegate,
        CPTemplateApplicationInstrumentClusterSceneDelegate
    {}

    @Test func sceneControllerAndDelegates() {
        let scene = CPTemplateApplicationInstrumentClusterScene()
        expectEqual(scene.session.role.rawValue, "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication")
        expectTrue(scene.contentStyle == .light && scene.delegate == nil)
        let controller = scene.instrumentClusterController
        expectTrue(controller.instrumentClusterWindow == nil && controller.delegate == nil)
        expectTrue(controller.speedLimitSetting == .unspecified && controller.compassSetting == .unspecified)
        expectTrue(
            controller.inactiveDescriptionVariants.isEmpty && controller.attributedInactiveDescriptionVariants.isEmpty)

        let delegate = ClusterSceneDelegate()
        scene.delegate = delegate
        delegate.templateApplicationInstrumentClusterScene(scene, didConnect: controller)
        expectTrue(controller.delegate === delegate && controller.inactiveDescriptionVariants == ["Where to?"])
        expectTrue(!scene._lastCallbackWasUnimplemented)
        delegate.templateApplicationInstrumentClusterScene(scene, didDisconnectInstrumentClusterController: controller)
        expectTrue(scene._lastCallbackWasUnimplemented)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        controller._instrumentClusterWindow = window
        controller.delegate?.instrumentClusterControllerDidConnect(window)
        expectTrue(delegate.windows.count == 1 && controller.instrumentClusterWindow === window)
        controller.delegate?.instrumentClusterControllerDidZoom(in: controller)
        expectTrue(delegate.zooms == ["in"] && !controller._lastCallbackWasUnimplemented)
        controller.delegate?.instrumentClusterControllerDidZoomOut(controller)
        expectTrue(controller._lastCallbackWasUnimplemented)
        controller._lastCallbackWasUnimplemented = false
        controller.delegate?.instrumentClusterController(controller, didChangeCompassSetting: .enabled)
        expectTrue(delegate.compass == .enabled && !controller._lastCallbackWasUnimplemented)
        controller.delegate?.instrumentClusterController(controller, didChangeSpeedLimitSetting: .disabled)
        expectTrue(controller._lastCallbackWasUnimplemented)

        // The delegate is weak, as in UIKit.
        weak var gone: ClusterSceneDelegate?
        do {
            let temporary = ClusterSceneDelegate()
            gone = temporary
            controller.delegate = temporary
        }
        expectTrue(gone == nil && controller.delegate == nil)

        BothScenesDelegate().contentStyleDidChange(.dark)
    }
}
