import Expectations
import Foundation
@_spi(CarPlayHost) import _PlatformHost
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(AppCode) @testable import CarPlayHost

/// Sets the root template it is given when CarPlay connects.
@MainActor
private final class RootDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var makeRoot: @MainActor () -> CPTemplate = { CPListTemplate(title: "Root", sections: []) }

    required init() { super.init() }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        interfaceController.setRootTemplate(makeRoot(), animated: false, completion: nil)
    }
}

/// How the app hands tabs to CarPlay.
enum TabPath: CaseIterable, CustomStringConvertible {
    /// `CPTabBarTemplate(templates:)` inside the car session.
    case initializer
    /// `updateTemplates(_:)` on a tab bar that is already the root.
    case update
    /// A tab bar built outside any car session (the framework could not check it), then set as the root.
    case setRoot

    var description: String {
        switch self {
        case .initializer: "init(templates:)"
        case .update: "updateTemplates(_:)"
        case .setRoot: "setRootTemplate"
        }
    }

    /// Where the tab-bar rule is checked on this path.
    var checkpoint: Rules.TabBarCheckpoint {
        switch self {
        case .initializer: .framework(selector: "initWithTemplates:")
        case .update: .framework(selector: "updateTemplates:")
        case .setRoot: .car
        }
    }
}

/// The tab-bar rule (`Rules.tabBarViolation` / `tabBarFault`) is the only check: whichever path hands the tabs to
/// CarPlay, the same tabs fault exactly when the rule says so, with the exception the rule gives for that place.
@MainActor
@Suite("TabBarRule")
struct TabBarRuleTests {
    private func list(_ title: String) -> CPListTemplate { CPListTemplate(title: title, sections: []) }

    /// The fault `tabs()` causes on `path` in a fresh session of an app of `category` (nil: none).
    private func faultOf(_ category: AppCategory, _ path: TabPath, tabs: @MainActor () -> [CPTemplate]) -> Fault? {
        let session = CarSession(app: AppBundle(name: "App", bundleIdentifier: "com.example.app", category: category))
        let delegate = RootDelegate()
        switch path {
        case .initializer:
            session.connect(delegate)
            session.runAsApp { _ = CPTabBarTemplate(templates: tabs()) }
        case .update:
            let tabBar = session.runAsApp { CPTabBarTemplate(templates: [list("First")]) }
            delegate.makeRoot = { tabBar }
            session.connect(delegate)
            session.runAsApp { tabBar.updateTemplates(tabs()) }
        case .setRoot:
            let tabBar = CPTabBarTemplate(templates: tabs())
            delegate.makeRoot = { tabBar }
            session.connect(delegate)
        }
        return session.faults.last
    }

    @Test(
        "too many tabs: every path faults with the rule's exception", arguments: AppCategory.allCases, TabPath.allCases)
    func tooManyTabs(_ category: AppCategory, _ path: TabPath) throws {
        let rules = Rules(category: category)
        let tabs: @MainActor () -> [CPTemplate] = { (0...rules.maximumTabs).map { self.list("T\($0)") } }
        expectEqual(
            rules.tabBarViolation(tabs().map(TemplateSnapshot.kind(of:))),
            .tooManyTabs(count: rules.maximumTabs + 1, maximum: rules.maximumTabs))
        let expected = try require(rules.tabBarFault(tabs(), at: path.checkpoint))
        let fault = try require(faultOf(category, path, tabs: tabs))
        expectEqual(fault.name, expected.name)
        expectEqual(fault.reason, expected.reason)
    }

    @Test("as many tabs as allowed: no path faults", arguments: AppCategory.allCases, TabPath.allCases)
    func maximumTabs(_ category: AppCategory, _ path: TabPath) {
        let rules = Rules(category: category)
        let tabs: @MainActor () -> [CPTemplate] = { (1...rules.maximumTabs).map { self.list("T\($0)") } }
        expectEqual(rules.tabBarViolation(tabs().map(TemplateSnapshot.kind(of:))), nil)
        expectEqual(faultOf(category, path, tabs: tabs), nil)
    }

    @Test("a tab that may not be a tab root: every path faults with the rule's exception", arguments: TabPath.allCases)
    func notATabRoot(_ path: TabPath) throws {
        let rules = Rules(category: .audio)
        // The same instances on every path: the exception's text describes the offending tab.
        let templates: [CPTemplate] = [
            list("A"), CPInformationTemplate(title: "I", layout: .leading, items: [], actions: []),
        ]
        let tabs: @MainActor () -> [CPTemplate] = { templates }
        expectEqual(rules.tabBarViolation(tabs().map(TemplateSnapshot.kind(of:))), .notATabRoot(index: 1))
        let expected = try require(rules.tabBarFault(tabs(), at: path.checkpoint))
        let fault = try require(faultOf(.audio, path, tabs: tabs))
        expectEqual(fault.name, expected.name)
        expectEqual(fault.reason, expected.reason)
    }

    @Test func faultTextsAtEachCheckpoint() throws {
        let rules = Rules(category: .audio)
        let five = (1...5).map { list("T\($0)") }
        let framework = try require(rules.tabBarFault(five, at: .framework(selector: "updateTemplates:")))
        expectEqual(framework.name, "NSInvalidArgumentException")
        expectEqual(framework.reason, "Too many templates passed to updateTemplates:. Maximum allowed is 4.")
        let car = try require(rules.tabBarFault(five, at: .car))
        expectEqual(car.name, "NSGenericException")
        expectEqual(car.reason, "Application exceeded allowed number of tabs")
        let information = CPInformationTemplate(title: "I", layout: .leading, items: [], actions: [])
        let illegal = try require(rules.tabBarFault([list("A"), information], at: .car))
        expectEqual(illegal.reason, "Application pushed an illegal template of class CPInformationTemplate")
        let unsupported = try require(
            rules.tabBarFault([list("A"), information], at: .framework(selector: "initWithTemplates:")))
        expectEqual(unsupported.name, "NSInvalidArgumentException")
        expectTrue(
            unsupported.reason.hasSuffix(
                "passed to initWithTemplates:. Allowed classes: (\n    CPGridTemplate,\n    CPListTemplate\n)"))
    }
}
