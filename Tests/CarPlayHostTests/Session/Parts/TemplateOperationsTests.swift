import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("Session parts: template operations")
struct TemplateOperationsTests {
    @Test("a push moves the hierarchy and delivers the appearance callbacks")
    func push() throws {
        let (session, app) = PartsTestApp.session()
        let controller = try require(app.controller)
        let pushed = CPListTemplate(title: "Pushed", sections: [])
        let outcome = TemplateOperations.perform(
            .push(pushed), of: controller, animated: false, hasCompletion: true, context: session)
        guard case .completed(true) = outcome else {
            Issue.record("the push did not complete: \(outcome)")
            return
        }
        expectEqual(session.hierarchy.navigationHierarchy.last, ElementID(of: pushed))
        expectTrue(session.appearanceLog.suffix(2).contains(.didAppear(ElementID(of: pushed))))
    }

    @Test("another controller's operations and questions reach nothing")
    func foreignController() throws {
        let (session, _) = PartsTestApp.session()
        let other = try require(PartsTestApp.session().1.controller)
        let outcome = TemplateOperations.perform(
            .popToRoot, of: other, animated: false, hasCompletion: true, context: session)
        guard case .faulted = outcome else {
            Issue.record("another controller's operation had an effect: \(outcome)")
            return
        }
        expectTrue(TemplateOperations.hierarchy(of: other, context: session).templates.isEmpty)
    }

    @Test("limits follow the car's limits; a broken rule is a fault")
    func environment() {
        let (session, _) = PartsTestApp.session()
        expectEqual(
            TemplateOperations.value(of: .listItems, context: session),
            session.rules.maximumListItems(limitedLists: false))
        session.setLimitedUserInterfaces(.lists)
        expectEqual(
            TemplateOperations.value(of: .listItems, context: session),
            session.rules.maximumListItems(limitedLists: true))
        let valid = TemplateOperations.validate(
            .nowPlayingBarButtons(CPNowPlayingTemplate.shared, property: "leadingNavigationBarButtons"),
            context: session)
        expectTrue(!valid && session.faults.count == 1)
    }
}
