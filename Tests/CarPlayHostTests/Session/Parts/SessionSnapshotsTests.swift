import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("Session parts: the snapshots")
struct SessionSnapshotsTests {
    private func rows(_ snapshot: TemplateSnapshot?) -> Int {
        guard case .list(let list)? = snapshot?.content else { return -1 }
        return list.sections.reduce(0) { $0 + $1.items.count }
    }

    @Test("an app's change is taken in on the next read")
    func takesInChanges() throws {
        let (session, app) = PartsTestApp.session()
        let root = try require(app.root)
        expectEqual(SessionSnapshots.visible(context: session)?.id, ElementID(of: root))
        root.updateSections([CPListSection(items: [CPListItem(text: "Only", detailText: nil)])])
        expectEqual(rows(SessionSnapshots.visible(context: session)), 1)
    }

    @Test("the car shows a list trimmed to its limit while lists are limited; the declared snapshot is untrimmed")
    func displayedAndDeclared() throws {
        let (session, app) = PartsTestApp.session(rows: 40)
        let id = ElementID(of: try require(app.root))
        session.setLimitedUserInterfaces(.lists)
        let limit = session.rules.maximumListItems(limitedLists: true)
        expectLess(limit, 40)
        expectEqual(rows(SessionSnapshots.displayed(id, context: session)), limit)
        expectEqual(rows(SessionSnapshots.declared(id, context: session)), 40)
    }

    @Test("the navigation hierarchy, its top and the presented template")
    func hierarchy() throws {
        let (session, app) = PartsTestApp.session()
        let controller = try require(app.controller)
        controller.pushTemplate(CPListTemplate(title: "Pushed", sections: []), animated: false, completion: nil)
        expectEqual(SessionSnapshots.navigation(context: session).count, 2)
        expectEqual(SessionSnapshots.top(context: session)?.id, SessionSnapshots.visible(context: session)?.id)
        expectEqual(SessionSnapshots.presented(context: session), nil)
        let alert = CPAlertTemplate(titleVariants: ["Alert"], actions: [])
        controller.presentTemplate(alert, animated: false, completion: nil)
        expectEqual(SessionSnapshots.presented(context: session)?.id, ElementID(of: alert))
        expectNotEqual(
            SessionSnapshots.visible(context: session)?.id, ElementID(of: alert), "the modal is not below itself")
    }
}
