import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A navigation app's connected instrument cluster scene, one session's part: the live scene, its delegate and
/// `CPInstrumentClusterController`, the window the system made for the cluster's map, the cluster display and the
/// cluster's own content style.
///
/// The session holds it while the scene is connected and tells the app about changes with what it gives; the members
/// that read or change the app's objects run as the app (`runAsApp`).
@MainActor
struct ClusterScene {
    let scene: CPTemplateApplicationInstrumentClusterScene
    let delegate: any CPTemplateApplicationInstrumentClusterSceneDelegate
    /// The window the system made for the cluster's map.
    let window: UIWindow
    /// The cluster display.
    let display: ClusterDisplay
    /// The cluster's content style. Decision: the cluster's style is its own (a cluster may stay dark while the main
    /// display is light).
    private(set) var appearance: DisplayConfiguration.Appearance
    var controller: CPInstrumentClusterController { scene.instrumentClusterController }

    /// Whether CarPlay creates a cluster scene for `app` under `rules`: a navigation app on iOS 15.4 or later; with
    /// `CPInstrumentClusterNavigationSceneOptions` in its scene manifest, on iOS 26.2 or later.
    static func isCreated(for app: AppBundle, rules: Rules) -> Bool {
        app.category == .navigation
            && rules.osVersion
                >= Rules.minimumClusterVersion(
                    hasClusterSceneOptions: app.manifest.hasInstrumentClusterNavigationSceneOptions)
    }

    /// A new cluster scene in `session` for `delegate` on `display`: its controller reads the car's `compass` and
    /// `speedLimit` settings from the start, its content style is `appearance`, its window is made (not yet given to
    /// the controller).
    init(
        session: UISceneSession, delegate: any CPTemplateApplicationInstrumentClusterSceneDelegate,
        display: ClusterDisplay, compass: CPInstrumentClusterSetting, speedLimit: CPInstrumentClusterSetting,
        appearance: DisplayConfiguration.Appearance
    ) {
        let controller = CPInstrumentClusterController(_host: ())
        controller._compassSetting = compass
        controller._speedLimitSetting = speedLimit
        let scene = CPTemplateApplicationInstrumentClusterScene(_session: session, controller: controller)
        scene._contentStyle = appearance.userInterfaceStyle
        scene.delegate = delegate
        self.scene = scene
        self.delegate = delegate
        self.window = UIWindow(frame: .zero)
        self.display = display
        self.appearance = appearance
    }

    /// The controller gets the window, sized to the display with its safe area. App code: run it as the app.
    func attachWindow() {
        controller._instrumentClusterWindow = window
        fitWindow()
    }

    /// The controller loses the window.
    func detachWindow() { controller._instrumentClusterWindow = nil }

    /// Gives the window the display's size and safe area (apps change their views without telling anyone). App
    /// code: run it as the app.
    func fitWindow() {
        WindowGeometry.apply(to: window, bounds: display.bounds, safeArea: display.safeAreaInsets)
    }

    /// Changes a setting of the car (`\._compassSetting`, `\._speedLimitSetting`) that the controller reads; false
    /// when it had that value.
    func change(
        _ setting: ReferenceWritableKeyPath<CPInstrumentClusterController, CPInstrumentClusterSetting>,
        to value: CPInstrumentClusterSetting
    ) -> Bool {
        guard controller[keyPath: setting] != value else { return false }
        controller[keyPath: setting] = value
        return true
    }

    /// Changes the cluster's content style, which the scene's `contentStyle` reads; false when it had that style.
    mutating func setAppearance(_ appearance: DisplayConfiguration.Appearance) -> Bool {
        guard appearance != self.appearance else { return false }
        self.appearance = appearance
        scene._contentStyle = appearance.userInterfaceStyle
        return true
    }

    /// The display the cluster is laid out on, in its content style.
    var layoutDisplay: DisplayConfiguration { display.configuration(appearance: appearance) }

    /// The inactive description variants the app gave, as the cluster chooses from them: the attributed ones when
    /// there are any (only their text attachments kept), else the plain ones. App code: run it as the app, recording
    /// images.
    func inactiveDescriptionVariants() -> [InstructionVariant] {
        let attributed = controller.attributedInactiveDescriptionVariants
        return attributed.isEmpty
            ? controller.inactiveDescriptionVariants.map(InstructionVariant.text)
            : attributed.map { .attributed(AttributedTextSnapshot($0)) }
    }
}
