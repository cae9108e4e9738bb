@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import _PlatformHost
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPListTemplateDelegate")
struct ListTemplateDelegateTests {
    final class CompletionDelegate: NSObject, CPListTemplateDelegate {
        var selected: [CPListItem] = []
        func listTemplate(
            _ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping () -> Void
        ) {
            selected.append(item)
            completionHandler()
        }
    }

    final class AsyncDelegate: NSObject, CPListTemplateDelegate {
        var selected: [CPListItem] = []
        func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem) async {
            selected.append(item)
        }
    }

    final class EmptyDelegate: NSObject, CPListTemplateDelegate {}

    private let list = CPListTemplate(title: nil, sections: [])
    private let item = CPListItem(text: "Item", detailText: nil)

    @Test func completionFormServesTheAsyncForm() async {
        let delegate = CompletionDelegate()
        await delegate.listTemplate(list, didSelect: item)
        expectTrue(delegate.selected.count == 1 && delegate.selected[0] === item)
    }

    @Test func asyncFormServesTheCompletionForm() async {
        let delegate = AsyncDelegate()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            delegate.listTemplate(list, didSelect: item) { done.resume() }
        }
        expectTrue(delegate.selected.count == 1 && delegate.selected[0] === item)
    }

    @Test func implementingNeitherRaisesUnrecognizedSelector() async {
        let delegate = EmptyDelegate()
        let environment = FakeHost(limits: [:])
        // The app's environment, for CarPlay and for the stand-ins (whose fault path CarPlay's raise takes).
        await CPHostBridge.$taskEnvironment.withValue(CPHostEnvironmentBox(environment)) {
            await PlatformHost.$taskEnvironment.withValue(PlatformHostEnvironmentBox(environment)) {
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    delegate.listTemplate(list, didSelect: item) { done.resume() }
                }
            }
        }
        expectEqual(environment.raised.count, 1)
        expectEqual(environment.raised.first?.name, CPHostException.invalidArgument)
        expectEqual(
            environment.raised.first?.reason.contains("listTemplate:didSelectListItem:completionHandler:"), true)
        expectEqual(environment.raised.first?.reason.contains("unrecognized selector sent to instance"), true)
    }
}
