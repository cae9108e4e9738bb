@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay
@_spi(CarPlayHost) import _PlatformHost

@MainActor private final class TabDelegate: NSObject, CPTabBarTemplateDelegate {
    var selections: [CPTemplate] = []
    func tabBarTemplate(_ tabBarTemplate: CPTabBarTemplate, didSelect selectedTemplate: CPTemplate) {
        selections.append(selectedTemplate)
    }
}

/// A host that records validations and answers them with `answer`.
@MainActor
@Suite("CPTabBarTemplate")
struct TabBarTemplateTests {
    private func tabs(_ count: Int) -> [CPTemplate] {
        (0..<count).map { CPGridTemplate(title: "Tab \($0)", gridButtons: []) }
    }

    @Test func firstTabIsSelectedByDefault() {
        let templates = tabs(3)
        let bar = CPTabBarTemplate(templates: templates)
        expectEqual(bar.templates.count, 3)
        expectTrue(bar.selectedTemplate === templates[0])
        expectEqual(bar._selectedIndex, 0)
        expectEqual(bar.delegate, nil)
    }

    @Test func noSelectionWithoutTabs() {
        let bar = CPTabBarTemplate(templates: [])
        expectEqual(bar.selectedTemplate, nil)
        expectEqual(bar._selectedIndex, nil)
        bar.selectTemplate(at: 0)
        expectEqual(bar.selectedTemplate, nil)
    }

    @Test func unhostedMaximumTabCountAndNoCheck() {
        expectEqual(CPTabBarTemplate.maximumTabCount, 5)
        // Without a host nothing is checked: six tabs are kept as given.
        let bar = CPTabBarTemplate(templates: tabs(6))
        expectEqual(bar.templates.count, 6)
    }

    @Test func appSelectionChangesTabNotifiesHostButNotDelegate() async {
        let templates = tabs(3)
        let bar = CPTabBarTemplate(templates: templates)
        let delegate = TabDelegate()
        bar.delegate = delegate
        let recorder = ChangeRecorder()
        recorder.observe(bar)

        bar.selectTemplate(at: 2)
        expectTrue(bar.selectedTemplate === templates[2])
        #expect((await recorder.settled()).contains(bar._elementID))

        await recorder.reset()
        bar.select(templates[1])
        expectTrue(bar.selectedTemplate === templates[1])
        expectEqual(bar._selectedIndex, 1)
        #expect((await recorder.settled()).contains(bar._elementID))
        expectTrue(delegate.selections.isEmpty)
    }

    @Test func invalidAppSelectionsAreIgnored() async {
        let templates = tabs(2)
        let bar = CPTabBarTemplate(templates: templates)
        let recorder = ChangeRecorder()
        recorder.observe(bar)

        bar.selectTemplate(at: 5)
        bar.selectTemplate(at: -1)
        bar.select(CPGridTemplate(title: "Not a tab", gridButtons: []))
        expectTrue(bar.selectedTemplate === templates[0])
        #expect(!(await recorder.settled()).contains(bar._elementID))
    }

    @Test func driverSelectionTellsTheDelegate() async {
        let templates = tabs(3)
        let bar = CPTabBarTemplate(templates: templates)
        let delegate = TabDelegate()
        bar.delegate = delegate
        let recorder = ChangeRecorder()
        recorder.observe(bar)

        bar._hostSelectTemplate(at: 1)
        expectTrue(bar.selectedTemplate === templates[1])
        expectEqual(delegate.selections.count, 1)
        expectTrue(delegate.selections.first === templates[1])
        #expect((await recorder.settled()).contains(bar._elementID))

        bar._hostSelectTemplate(at: 9)
        expectTrue(bar.selectedTemplate === templates[1])
        expectEqual(delegate.selections.count, 1)
    }

    @Test func delegateIsWeak() {
        let bar = CPTabBarTemplate(templates: tabs(1))
        do {
            let delegate = TabDelegate()
            bar.delegate = delegate
            expectNotEqual(bar.delegate, nil)
        }
        expectEqual(bar.delegate, nil)
    }

    @Test func updateKeepsSelectionWhileTheTemplateIsStillATab() async {
        let templates = tabs(3)
        let bar = CPTabBarTemplate(templates: templates)
        bar.selectTemplate(at: 2)
        let recorder = ChangeRecorder()
        recorder.observe(bar)

        bar.updateTemplates([templates[2], templates[0]])
        expectEqual(bar.templates.count, 2)
        expectTrue(bar.selectedTemplate === templates[2])
        expectEqual(bar._selectedIndex, 0)
        #expect((await recorder.settled()).contains(bar._elementID))

        let fresh = tabs(2)
        bar.updateTemplates(fresh)
        expectTrue(bar.selectedTemplate === fresh[0])

        bar.updateTemplates([])
        expectEqual(bar.selectedTemplate, nil)
    }

    @Test func hostValidatesInitAndUpdateWithSelectors() {
        let host = FakeHost(limits: [.tabs: 4], validationAnswer: true)
        CPHostBridge.withEnvironment(host) {
            expectEqual(CPTabBarTemplate.maximumTabCount, 4)
            let bar = CPTabBarTemplate(templates: tabs(2))
            bar.updateTemplates(tabs(3))
            expectEqual(bar.templates.count, 3)
        }
        expectEqual(host.tabBarSelectors, ["initWithTemplates:", "updateTemplates:"])
        expectEqual(host.tabBarTemplateCounts, [2, 3])
    }

    @Test func rejectedUpdateChangesNothing() {
        let host = FakeHost(limits: [.tabs: 4], validationAnswer: false)
        let original = tabs(2)
        let bar = CPTabBarTemplate(templates: original)
        CPHostBridge.withEnvironment(host) {
            bar.updateTemplates(tabs(7))
        }
        expectEqual(bar.templates.count, 2)
        expectTrue(bar.templates[0] === original[0])
        expectEqual(host.tabBarSelectors, ["updateTemplates:"])
    }

    @Test func description() {
        let bar = CPTabBarTemplate(templates: tabs(1))
        expectTrue(bar.description.hasPrefix("<CPTabBarTemplate: 0x"))
        expectMainActorDescription(bar.description, contains: "selectedTemplate: <CPGridTemplate: 0x")
    }
}

extension FakeHost {
    /// The selectors of the tab-bar validations asked, and how many templates each passed.
    var tabBarSelectors: [String] {
        validations.compactMap { if case .tabBarTemplates(_, _, let selector) = $0 { selector } else { nil } }
    }
    var tabBarTemplateCounts: [Int] {
        validations.compactMap { if case .tabBarTemplates(_, let templates, _) = $0 { templates.count } else { nil } }
    }
}
