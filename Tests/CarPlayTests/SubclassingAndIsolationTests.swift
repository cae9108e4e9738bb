import CarPlay
import Expectations
import Foundation
import Testing

/// Model classes are `open` as Apple's Objective-C classes import into Swift (apps subclass them to carry
/// context), and the classes the SDK leaves without `@MainActor` can be created anywhere.
final class TaggedListItem: CPListItem {
    var tag = 0
}

final class TaggedGridButton: CPGridButton {}
final class TaggedAlertAction: CPAlertAction {}
final class TaggedPointOfInterest: CPPointOfInterest {}

final class RecordingSessionDelegate: NSObject, CPSessionConfigurationDelegate {}

/// Compiles only while `CPSessionConfiguration.init(delegate:)` is not main-actor isolated.
nonisolated func makeConfiguration(_ delegate: any CPSessionConfigurationDelegate) -> CPSessionConfiguration {
    CPSessionConfiguration(delegate: delegate)
}

/// Compiles only while `CPListSection`, `CPAlertAction` and `CPGridButton` are not main-actor isolated.
nonisolated func makeModelObjects() -> (CPAlertAction, CPTextButton, CPBarButton) {
    (
        CPAlertAction(title: "OK", style: .default) { _ in }, CPTextButton(title: "Go", textStyle: .confirm),
        CPBarButton(title: "Edit")
    )
}

@MainActor @Suite struct SubclassingAndIsolationTests {
    @Test func modelClassesCanBeSubclassed() {
        let item = TaggedListItem(text: "Tagged", detailText: nil)
        item.tag = 7
        let section = CPListSection(items: [item])
        expectEqual((section.items.first as? TaggedListItem)?.tag, 7)
        expectEqual(TaggedAlertAction(title: "OK", style: .cancel) { _ in }.style, .cancel)
    }

    @Test func sessionConfigurationOffTheMainActor() async {
        let delegate = RecordingSessionDelegate()
        let configuration = makeConfiguration(delegate)
        expectTrue(configuration.delegate === delegate)
        let (action, button, bar) = makeModelObjects()
        expectTrue(action.title == "OK" && button.title == "Go" && bar.title == "Edit")
    }
}
