import Foundation
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// A scene delegate for the tests of the session's parts that take the session as their context: a list of `rows`
/// rows (the first, "Open", pushes a second list) as the root template.
@MainActor
final class PartsTestApp: UIResponder, CPTemplateApplicationSceneDelegate {
    let rows: Int
    private(set) var controller: CPInterfaceController?
    private(set) var root: CPListTemplate?

    init(rows: Int) {
        self.rows = rows
        super.init()
    }

    required init() {
        self.rows = 2
        super.init()
    }

    func templateApplicationScene(
        _ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        controller = interfaceController
        let open = CPListItem(text: "Open", detailText: nil)
        open.handler = { [weak self] _, completion in
            self?.controller?.pushTemplate(CPListTemplate(title: "Second", sections: []), animated: false) { _, _ in }
            completion()
        }
        let others = (1..<max(rows, 1)).map { CPListItem(text: "Row \($0)", detailText: nil) }
        let root = CPListTemplate(title: "First", sections: [CPListSection(items: [open] + others)])
        self.root = root
        interfaceController.setRootTemplate(root, animated: false, completion: nil)
    }

    /// A connected session of an audio app showing this app's list, on a fixed clock.
    static func session(rows: Int = 2) -> (CarSession, PartsTestApp) {
        let session = CarSession(app: AppBundle(name: "App", bundleIdentifier: "com.example.parts", category: .audio))
        session.clock = { Date(timeIntervalSince1970: 1_767_268_800) }
        session.timeZone = TimeZone(identifier: "UTC")!
        let app = PartsTestApp(rows: rows)
        session.connect(app)
        return (session, app)
    }
}
