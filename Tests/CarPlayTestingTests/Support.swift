import CarPlay
import CarPlayTesting
import Foundation
import Testing
import UIKit

/// A scene delegate that sets a root template built by a closure, and records what CarPlay told it.
final class RootSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate {
    var makeRoot: @MainActor () -> CPTemplate = { CPListTemplate(title: "Root", sections: []) }
    var interfaceController: CPInterfaceController?
    var events: [String] = []
    var rootTemplate: CPTemplate?

    required init() { super.init() }

    convenience init(root: @escaping @MainActor () -> CPTemplate) {
        self.init()
        makeRoot = root
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        events.append("willConnectTo")
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        events.append("didConnect")
        self.interfaceController = interfaceController
        interfaceController.delegate = self
        let root = makeRoot()
        rootTemplate = root
        interfaceController.setRootTemplate(root, animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        events.append("didConnectToWindow")
        self.interfaceController = interfaceController
        interfaceController.delegate = self
        let root = makeRoot()
        rootTemplate = root
        interfaceController.setRootTemplate(root, animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        events.append("didDisconnect")
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        events.append("didDisconnectFromWindow")
    }

    func sceneWillEnterForeground(_ scene: UIScene) { events.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { events.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { events.append("sceneWillResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { events.append("sceneDidEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { events.append("sceneDidDisconnect") }
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {
        events.append("contentStyleDidChange(\(contentStyle.rawValue))")
    }

    func templateWillAppear(_ aTemplate: CPTemplate, animated: Bool) { events.append("willAppear \(name(aTemplate))") }
    func templateDidAppear(_ aTemplate: CPTemplate, animated: Bool) { events.append("didAppear \(name(aTemplate))") }
    func templateWillDisappear(_ aTemplate: CPTemplate, animated: Bool) {
        events.append("willDisappear \(name(aTemplate))")
    }
    func templateDidDisappear(_ aTemplate: CPTemplate, animated: Bool) {
        events.append("didDisappear \(name(aTemplate))")
    }

    private func name(_ template: CPTemplate) -> String {
        (template.userInfo as? String) ?? String(describing: type(of: template))
    }

    /// The appearance callbacks only.
    var appearance: [String] { events.filter { $0.contains("ppear") } }
}

/// A list template named by its `userInfo`, for readable delegate logs.
@MainActor func namedList(_ name: String, items: [String] = []) -> CPListTemplate {
    let list = CPListTemplate(
        title: name, sections: [CPListSection(items: items.map { CPListItem(text: $0, detailText: nil) })])
    list.userInfo = name
    return list
}

/// A template of each kind.
@MainActor func makeTemplate(_ kind: TemplateKind) -> CPTemplate? {
    let image = UIImage(systemName: "star")!
    switch kind {
    case .list: return CPListTemplate(title: "List", sections: [])
    case .grid: return CPGridTemplate(title: "Grid", gridButtons: [CPGridButton(titleVariants: ["A"], image: image)])
    case .tabBar: return CPTabBarTemplate(templates: [CPListTemplate(title: "Tab", sections: [])])
    case .alert:
        return CPAlertTemplate(
            titleVariants: ["Alert"], actions: [CPAlertAction(title: "OK", style: .default) { _ in }])
    case .actionSheet:
        return CPActionSheetTemplate(
            title: "Sheet", message: nil, actions: [CPAlertAction(title: "OK", style: .default) { _ in }])
    case .information: return CPInformationTemplate(title: "Info", layout: .leading, items: [], actions: [])
    case .pointOfInterest:
        return CPPointOfInterestTemplate(title: "POI", pointsOfInterest: [], selectedIndex: NSNotFound)
    case .nowPlaying: return CPNowPlayingTemplate.shared
    case .contact: return CPContactTemplate(contact: CPContact(name: "Ann", image: image))
    case .search: return CPSearchTemplate()
    case .voiceControl:
        return CPVoiceControlTemplate(voiceControlStates: [
            CPVoiceControlState(identifier: "listening", titleVariants: ["Listening"], image: nil, repeats: false)
        ])
    case .map: return CPMapTemplate()
    }
}

/// The template × category matrix of the CarPlay Developer Guide (Feb 2026, p.13) at iOS 26.4, written out
/// independently of `Rules` so a wrong row there fails.
let allowedTemplates: [AppCategory: Set<TemplateKind>] = {
    let base: Set<TemplateKind> = [.actionSheet, .alert, .grid, .list, .tabBar]
    return [
        .audio: base.union([.nowPlaying]),
        .communication: base.union([.information, .nowPlaying, .contact]),
        .drivingTask: base.union([.information, .pointOfInterest, .voiceControl]),
        .voiceConversational: base.union([.information, .pointOfInterest, .voiceControl]),
        .evCharging: base.union([.information, .pointOfInterest]),
        .fueling: base.union([.information, .pointOfInterest]),
        .parking: base.union([.information, .pointOfInterest]),
        .quickFoodOrdering: base.union([.information, .pointOfInterest]),
        .publicSafety: base.union([.information, .pointOfInterest, .nowPlaying, .contact]),
        .navigation: base.union([.information, .contact, .map, .search, .voiceControl]),
    ]
}()

let modalKinds: Set<TemplateKind> = [.alert, .actionSheet, .voiceControl]

extension TestCar {
    /// Lets what the stand-in frameworks hand to the main queue for later turns reach the app (a notification
    /// center's delegate, location updates, a local search's answer), then waits for the car to settle.
    func settleMainQueue() async {
        for _ in 0..<1000 { await Task.yield() }
        await settle()
    }
}
