import CarPlay
@_spi(AppCode) @testable import CarPlayHost
import Expectations
import Foundation
import Testing

/// Each app object's change notices reach the cars that show it and no other: a car session hears the objects its
/// app's code made and the objects its snapshots named (`CPChangeRoute`), never a process-wide list.
@MainActor @Suite struct ChangeRoutingTests {
    final class ListApp: UIResponder, CPTemplateApplicationSceneDelegate {
        let list = CPListTemplate(title: "List", sections: [])
        required init() { super.init() }
        func templateApplicationScene(
            _ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
        ) {
            interfaceController.setRootTemplate(list, animated: false, completion: nil)
        }
    }

    private func connected(_ app: ListApp, name: String) -> CarSession {
        let session = CarSession(app: AppBundle(name: name, bundleIdentifier: "com.example.\(name)", category: .audio))
        session.connect(app)
        _ = session.screen()
        return session
    }

    @Test func aChangeReachesOnlyTheCarThatShowsTheObject() {
        let (first, second) = (ListApp(), ListApp())
        let (one, two) = (connected(first, name: "one"), connected(second, name: "two"))
        // Made outside any app code (a test body, a timer): known to the car once it is on screen.
        let item = CPListItem(text: "Before", detailText: nil)
        one.runAsApp { first.list.updateSections([CPListSection(items: [item])]) }
        expectTrue(one.screen().texts.contains("Before"))
        let layouts = two.pipeline.layoutCount
        expectTrue(!one.pipeline.isStale && !two.pipeline.isStale)

        item.setText("After")
        expectTrue(one.pipeline.isStale)
        expectTrue(!two.pipeline.isStale)
        expectTrue(one.screen().texts.contains("After"))
        _ = two.screen()
        expectEqual(two.pipeline.layoutCount, layouts)
    }

    @Test func anObjectBothCarsShowTellsBoth() {
        let (first, second) = (ListApp(), ListApp())
        let (one, two) = (connected(first, name: "one"), connected(second, name: "two"))
        let item = CPListItem(text: "Shared", detailText: nil)
        one.runAsApp { first.list.updateSections([CPListSection(items: [item])]) }
        two.runAsApp { second.list.updateSections([CPListSection(items: [item])]) }
        _ = (one.screen(), two.screen())

        item.setText("Both")
        expectTrue(one.pipeline.isStale && two.pipeline.isStale)
        expectTrue(one.screen().texts.contains("Both") && two.screen().texts.contains("Both"))
    }

    @Test func objectsMadeByAnAppsCodeReportToItsCarBeforeTheyAreShown() {
        let (first, second) = (ListApp(), ListApp())
        let (one, two) = (connected(first, name: "one"), connected(second, name: "two"))
        let item = one.runAsApp { CPListItem(text: "Made", detailText: nil) }
        item.setText("Changed")
        expectTrue(one.pipeline.isStale)
        expectTrue(!two.pipeline.isStale)
    }
}
