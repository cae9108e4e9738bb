import CarPlay
import UIKit

/// Faulty: a deliberately faulty communication app for the simulator. Its list works ("Inbox", "Tap count") until
/// the driver selects "Crash", which pushes a search template — a template only navigation apps may use — so
/// CarPlay raises `NSInvalidArgumentException` and the system closes the app.
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private var interfaceController: CPInterfaceController?
    private var taps = 0

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(makeRoot(), animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
    }

    private func makeRoot() -> CPListTemplate {
        let inbox = CPListItem(text: "Inbox", detailText: "2 messages")
        inbox.accessoryType = .disclosureIndicator
        inbox.handler = { [weak self] _, completion in
            let information = CPInformationTemplate(
                title: "Inbox", layout: .leading,
                items: [
                    CPInformationItem(title: "Alex", detail: "On my way"),
                    CPInformationItem(title: "Sam", detail: "Running late"),
                ],
                actions: [])
            self?.interfaceController?.pushTemplate(information, animated: true) { _, _ in completion() }
        }

        let counter = CPListItem(text: "Tap count", detailText: "Tapped 0 times")
        counter.handler = { [weak self] item, completion in
            guard let self else { return completion() }
            self.taps += 1
            (item as? CPListItem)?.setDetailText("Tapped \(self.taps) time\(self.taps == 1 ? "" : "s")")
            completion()
        }

        let crash = CPListItem(text: "Crash", detailText: "Pushes a template this category may not use")
        crash.handler = { [weak self] _, completion in
            // Only navigation apps may use the search template: CarPlay raises NSInvalidArgumentException here.
            self?.interfaceController?.pushTemplate(CPSearchTemplate(), animated: true) { _, _ in completion() }
        }

        let template = CPListTemplate(title: "Faulty", sections: [CPListSection(items: [inbox, counter, crash])])
        template.emptyViewTitleVariants = ["No messages"]
        return template
    }
}
