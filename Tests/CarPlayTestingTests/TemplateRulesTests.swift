import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Testing
import UIKit

/// The rules iOS enforces on template operations, driven end to end through a `TestCar`: every category × every
/// template kind for push, present and set-root; depth limits; tab limits; the stack errors.
@MainActor
@Suite("Template rules, end to end")
struct TemplateRulesTests {
    nonisolated static let categories = AppCategory.allCases
    nonisolated static let kinds = TemplateKind.allCases

    struct Case: CustomTestStringConvertible, Sendable {
        let category: AppCategory
        let kind: TemplateKind
        var testDescription: String { "\(category.rawValue) × \(kind.className)" }
    }

    nonisolated static let matrix = categories.flatMap { category in kinds.map { Case(category: category, kind: $0) } }

    @Test("push: allowed kinds are pushed, others raise Unsupported object", arguments: matrix)
    func push(_ c: Case) throws {
        let car = TestCar(category: c.category)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        let template = try require(makeTemplate(c.kind))
        let pushable =
            allowedTemplates[c.category]!.contains(c.kind) && !modalKinds.contains(c.kind) && c.kind != .tabBar
        if pushable {
            var result: (Bool, (any Error)?)?
            controller.pushTemplate(template, animated: true) { result = ($0, $1) }
            expectEqual(result?.0, true)
            expectEqual(result?.1, nil)
            expectEqual(car.topTemplate?.kind, c.kind)
        } else {
            let fault = car.expectFault(
                "NSInvalidArgumentException", reason: "passed to pushTemplate:animated:completion:. Allowed classes:"
            ) {
                controller.pushTemplate(template, animated: true) { _, _ in Issue.record("completion must not run") }
            }
            expectEqual(fault?.reason.hasPrefix("Unsupported object <\(c.kind.className): 0x"), true)
            expectNotEqual(car.appState, .connected)
        }
    }

    @Test("present: only alert, action sheet and voice control, if the category allows them", arguments: matrix)
    func present(_ c: Case) throws {
        let car = TestCar(category: c.category)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        let template = try require(makeTemplate(c.kind))
        if allowedTemplates[c.category]!.contains(c.kind) && modalKinds.contains(c.kind) {
            var success: Bool?
            controller.presentTemplate(template, animated: true) { ok, _ in success = ok }
            expectEqual(success, true)
            expectEqual(car.presentedTemplate?.kind, c.kind)
            expectTrue(controller.presentedTemplate === template)
        } else {
            car.expectFault("NSInvalidArgumentException", reason: "passed to presentTemplate:animated:completion:") {
                controller.presentTemplate(template, animated: true, completion: nil)
            }
        }
    }

    @Test("set root: every allowed kind but the modal ones", arguments: matrix)
    func setRoot(_ c: Case) throws {
        let car = TestCar(category: c.category)
        let template = try require(makeTemplate(c.kind))
        let delegate = RootSceneDelegate(root: { template })
        if allowedTemplates[c.category]!.contains(c.kind) && !modalKinds.contains(c.kind) {
            car.connect(delegate)
            expectEqual(car.rootTemplate?.kind, c.kind)
            expectTrue(delegate.interfaceController?.rootTemplate === template)
        } else {
            car.expectFault("NSInvalidArgumentException", reason: "passed to setRootTemplate:animated:completion:") {
                car.connect(delegate)
            }
        }
    }

    @Test("an app without a CarPlay entitlement: Allowed classes: (null)")
    func noEntitlement() {
        let car = TestCar(category: nil)
        let fault = car.expectFault(reason: "Allowed classes: (null)") {
            car.connect(RootSceneDelegate())
        }
        expectEqual(fault?.name, "NSInvalidArgumentException")
        expectEqual(fault?.reason.contains("passed to setRootTemplate:animated:completion:"), true)
    }

    @Test("the allowed-classes list is printed like an NSArray")
    func allowedClassesFormat() throws {
        let car = TestCar(category: .audio, osVersion: "26.4")
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        let fault = car.expectFault(reason: "Allowed classes") {
            controller.pushTemplate(
                CPInformationTemplate(title: "I", layout: .leading, items: [], actions: []), animated: false,
                completion: nil)
        }
        expectEqual(
            fault?.reason.hasSuffix(
                "Allowed classes: (\n    CPGridTemplate,\n    CPListTemplate,\n    CPNowPlayingTemplate\n)"), true)
    }

    // MARK: Depth

    nonisolated static let depths: [(AppCategory, OSVersion, Int)] = [
        (.audio, "26.4", 5), (.communication, "26.4", 5), (.evCharging, "26.4", 5), (.parking, "26.4", 5),
        (.publicSafety, "26.4", 5), (.navigation, "26.4", 5), (.fueling, "26.4", 3), (.voiceConversational, "26.4", 3),
        (.drivingTask, "26.3", 2), (.drivingTask, "26.4", 3), (.quickFoodOrdering, "26.3", 2),
        (.quickFoodOrdering, "26.4", 3),
    ]

    @Test("the hierarchy depth limit counts the root and raises even with a completion", arguments: depths)
    func depth(_ category: AppCategory, _ os: OSVersion, _ limit: Int) throws {
        let car = TestCar(category: category, osVersion: os)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        for level in 2...limit {
            var ok = false
            controller.pushTemplate(namedList("L\(level)"), animated: false) { success, _ in ok = success }
            expectTrue(ok, "push to depth \(level)")
        }
        expectEqual(car.stack.count, limit)
        let fault = car.expectFault("NSGenericException", reason: "Application exceeded the hierarchy depth limit") {
            controller.pushTemplate(namedList("too deep"), animated: false) { _, _ in
                Issue.record("completion must not run")
            }
        }
        expectEqual(fault?.reason, "Application exceeded the hierarchy depth limit")
        expectEqual(car.appState, .terminated(fault!))
    }

    @Test("a tab bar root occupies one level: audio allows tab bar + 4 pushes")
    func depthWithTabBar() throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate(root: { CPTabBarTemplate(templates: [namedList("A"), namedList("B")]) })
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        for level in 1...4 { controller.pushTemplate(namedList("P\(level)"), animated: false) { _, _ in } }
        expectEqual(car.stack.count, 5)
        expectEqual(car.stack.first?.kind, .tabBar)
        car.expectFault(reason: "hierarchy depth") {
            controller.pushTemplate(namedList("P5"), animated: false) { _, _ in }
        }
    }

    @Test("modal templates do not count against the depth")
    func modalsDoNotCount() throws {
        let car = TestCar(category: .fueling)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        controller.pushTemplate(namedList("2"), animated: false) { _, _ in }
        controller.presentTemplate(makeTemplate(.alert)!, animated: false) { _, _ in }
        var ok = false
        controller.pushTemplate(namedList("3"), animated: false) { success, _ in ok = success }
        expectTrue(ok)
        expectEqual(car.stack.count, 3)
    }

    // MARK: Stack errors

    @Test("pushing the same instance twice fails through the completion")
    func sameInstanceTwice() throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        let list = namedList("Twice")
        controller.pushTemplate(list, animated: false) { _, _ in }
        var error: NSError?
        controller.pushTemplate(list, animated: false) { ok, e in
            expectTrue(!ok)
            error = e as NSError?
        }
        expectEqual(error?.domain, CarPlayErrorDomain)
        expectEqual(error?.code, -1)
        expectEqual(error?.localizedDescription, "Pushing the same template instance more than once is not supported.")
        expectEqual(car.stack.count, 2)
        expectEqual(car.appState, .connected)
    }

    @Test("pushing the root template again is the same instance")
    func pushRootAgain() throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        var message: String?
        controller.pushTemplate(controller.rootTemplate, animated: false) { _, e in message = e?.localizedDescription }
        expectEqual(message, "Pushing the same template instance more than once is not supported.")
    }

    @Test("pop at the root fails; with no completion it raises the no-completion exception")
    func popAtRoot() throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        var message: String?
        controller.popTemplate(animated: false) { ok, e in
            expectTrue(!ok)
            message = e?.localizedDescription
        }
        expectEqual(message, "No templates were available to be popped.")
        let fault = car.expectFault("NSGenericException", reason: "no completion block was specified") {
            controller.popTemplate(animated: false, completion: nil)
        }
        expectEqual(
            fault?.reason,
            """
            An error was encountered during a template operation, but no completion block was specified. \
            Error: Error Domain=CarPlayErrorDomain Code=-1 "No templates were available to be popped." \
            UserInfo={NSLocalizedDescription=No templates were available to be popped.}
            """)
    }

    @Test("the deprecated calls have no completion, so failures raise")
    func deprecatedCallsRaise() throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        car.expectFault(reason: "No templates were available to be popped.") {
            controller.popTemplate(animated: true)
        }
    }

    @Test("pop(to:) a template not in the stack fails; pop(to:) works down the stack")
    func popTo() throws {
        let car = TestCar(category: .communication)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        let a = namedList("A"), b = namedList("B"), c = namedList("C")
        for t in [a, b, c] { controller.pushTemplate(t, animated: false) { _, _ in } }
        var message: String?
        controller.pop(to: namedList("stranger"), animated: false) { ok, e in
            expectTrue(!ok)
            message = e?.localizedDescription
        }
        expectEqual(message, "The specified template does not exist in the current navigation hierarchy.")
        var ok = false
        controller.pop(to: a, animated: false) { success, _ in ok = success }
        expectTrue(ok)
        expectEqual(controller.templates.map { $0.userInfo as? String }, [nil, "A"])
        expectTrue(controller.topTemplate === a)
    }

    @Test("pop to root reports whether anything was popped")
    func popToRoot() throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        var results: [Bool] = []
        controller.popToRootTemplate(animated: false) { ok, e in
            expectEqual(e, nil)
            results.append(ok)
        }
        controller.pushTemplate(namedList("A"), animated: false) { _, _ in }
        controller.pushTemplate(namedList("B"), animated: false) { _, _ in }
        controller.popToRootTemplate(animated: false) { ok, _ in results.append(ok) }
        expectEqual(results, [false, true])
        expectEqual(car.stack.count, 1)
    }

    @Test("a second modal fails while one is presented")
    func secondModal() throws {
        let car = TestCar(category: .navigation)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        controller.presentTemplate(makeTemplate(.alert)!, animated: false) { _, _ in }
        var message: String?
        controller.presentTemplate(makeTemplate(.actionSheet)!, animated: false) { ok, e in
            expectTrue(!ok)
            message = e?.localizedDescription
        }
        expectEqual(message, "Presenting a template while a template is already presented is not supported.")
        expectEqual(car.presentedTemplate?.kind, .alert)
    }

    @Test("dismiss with nothing presented has no effect (Apple's documentation)")
    func dismissNothing() throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        var result: (Bool, (any Error)?)?
        controller.dismissTemplate(animated: false) { result = ($0, $1) }
        expectEqual(result?.0, false)
        expectEqual(result?.1, nil)
        controller.dismissTemplate(animated: false)
        expectTrue(car.faults.isEmpty)
    }

    @Test("push before any root template fails")
    func pushWithoutRoot() {
        let car = TestCar(category: .audio)
        final class NoRoot: UIResponder, CPTemplateApplicationSceneDelegate {
            var message: String?
            func templateApplicationScene(
                _ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
            ) {
                interfaceController.pushTemplate(CPListTemplate(title: "x", sections: []), animated: false) { _, e in
                    self.message = e?.localizedDescription
                }
                interfaceController.setRootTemplate(
                    CPListTemplate(title: "root", sections: []), animated: false, completion: nil)
            }
        }
        let delegate = NoRoot()
        car.connect(delegate)
        expectEqual(
            delegate.message,
            "Attempting to push a template without a root template. Set a root template first with setRootTemplate."
        )
        expectEqual(car.appState, .connected)
    }

    @Test("async forms return the success flag and throw the error")
    func asyncForms() async throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate()
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        let pushed = try await controller.pushTemplate(namedList("A"), animated: true)
        expectTrue(pushed)
        let popped = try await controller.popTemplate(animated: true)
        expectTrue(popped)
        await #expect(throws: NSError.self) { try await controller.popTemplate(animated: true) }
    }

    // MARK: Tabs

    @Test("tab maxima: 4 for audio, 5 for the others; one more raises", arguments: AppCategory.allCases)
    func tabMaximum(_ category: AppCategory) throws {
        let car = TestCar(category: category)
        let maximum = category == .audio ? 4 : 5
        car.run { expectEqual(CPTabBarTemplate.maximumTabCount, maximum) }
        car.connect(
            RootSceneDelegate(root: {
                CPTabBarTemplate(templates: (1...maximum).map { namedList("T\($0)") })
            }))
        expectEqual(car.tabTitles.count, maximum)
        let fault = car.expectFault(
            "NSInvalidArgumentException", reason: "Too many templates passed to initWithTemplates:"
        ) {
            _ = CPTabBarTemplate(templates: (0...maximum).map { namedList("T\($0)") })
        }
        expectEqual(fault?.reason, "Too many templates passed to initWithTemplates:. Maximum allowed is \(maximum).")
    }

    @Test("a tab bar built outside the car and set as root with too many tabs: the car's own limit")
    func tooManyTabsAtSetRoot() {
        let car = TestCar(category: .audio)
        // Built without a host (a plain test body), so the framework's init check used the unhosted maximum of 5.
        let tabBar = CPTabBarTemplate(templates: (1...5).map { namedList("T\($0)") })
        let fault = car.expectFault("NSGenericException", reason: "Application exceeded allowed number of tabs") {
            car.connect(RootSceneDelegate(root: { tabBar }))
        }
        expectNotEqual(fault, nil)
    }

    @Test("tab roots: audio takes list and grid only")
    func audioTabRoots() {
        let car = TestCar(category: .audio)
        let fault = car.expectFault(reason: "passed to initWithTemplates:") {
            _ = CPTabBarTemplate(templates: [
                namedList("A"), CPInformationTemplate(title: "I", layout: .leading, items: [], actions: []),
            ])
        }
        expectEqual(fault?.reason.contains("Allowed classes: (\n    CPGridTemplate,\n    CPListTemplate\n)"), true)
    }

    @Test("tab roots: parking may use a point-of-interest tab")
    func parkingTabRoots() {
        let car = TestCar(category: .parking)
        car.connect(
            RootSceneDelegate(root: {
                CPTabBarTemplate(templates: [
                    namedList("A"),
                    CPPointOfInterestTemplate(title: "Nearby", pointsOfInterest: [], selectedIndex: NSNotFound),
                ])
            }))
        expectEqual(car.tabTitles, ["A", "Nearby"])
    }

    @Test("push and pop act on the selected tab's own stack")
    func perTabStacks() throws {
        let car = TestCar(category: .audio)
        let delegate = RootSceneDelegate(root: {
            CPTabBarTemplate(templates: [namedList("Library"), namedList("Radio")])
        })
        car.connect(delegate)
        let controller = try require(delegate.interfaceController)
        controller.pushTemplate(namedList("Album"), animated: false) { _, _ in }
        expectEqual(car.visibleTemplate?.tabTitle, "Album")
        car.back()
        car.selectTab("Radio")
        expectEqual(car.stack.count, 1)
        controller.pushTemplate(namedList("Station"), animated: false) { _, _ in }
        expectEqual(controller.templates.count, 2)
        expectEqual((controller.topTemplate?.userInfo as? String), "Station")
        car.back()
        car.selectTab("Library")
        expectEqual(controller.templates.count, 1)
    }
}
