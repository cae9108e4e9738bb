@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPListTemplate")
struct ListTemplateTests {
    @Test func keepsSectionsWithinTheLimits() {
        let sections = [ListFixtures.section("a", 3), ListFixtures.section("b", 4)]
        let list = CPListTemplate(title: "Library", sections: sections)
        expectEqual(list.title, "Library")
        expectEqual(list.sections.count, 2)
        expectTrue(list.sections[0] === sections[0] && list.sections[1] === sections[1])
        expectEqual(list.sectionCount, 2)
        expectEqual(list.itemCount, 7)
    }

    @Test func trimsItemsAcrossSectionsAtInit() {
        // Unhosted limit: 12 items.
        expectEqual(CPListTemplate.maximumItemCount, 12)
        let sections = (0..<3).map { ListFixtures.section("s\($0)-", 5, header: "H\($0)") }
        let list = CPListTemplate(title: nil, sections: sections)
        expectEqual(list.sections.map { $0.items.count }, [5, 5, 2])
        expectEqual(list.itemCount, 12)
        expectEqual(list.sectionCount, 3)
        // Whole sections are kept as they are; the cut one is a copy with the same header and the first items.
        expectTrue(list.sections[0] === sections[0])
        expectTrue(list.sections[1] === sections[1])
        expectTrue(list.sections[2] !== sections[2])
        expectEqual(list.sections[2].header, "H2")
        expectEqual(ListFixtures.texts(list.sections[2]), ["s2-0", "s2-1"])
        expectTrue(list.sections[2].items[0] === sections[2].items[0])
        // The app's section is not changed.
        expectEqual(sections[2].items.count, 5)
    }

    @Test func dropsSectionsThatWouldBeEmptyAfterTrimming() {
        let sections = [ListFixtures.section("a", 6), ListFixtures.section("b", 6), ListFixtures.section("c", 2)]
        let list = CPListTemplate(title: nil, sections: sections)
        expectEqual(list.sections.count, 2)
        expectEqual(list.sections.map { $0.items.count }, [6, 6])
        expectEqual(list.indexPath(for: sections[2].items[0]), nil)
    }

    @Test func trimsSectionsPastTheSectionLimit() {
        let sections = (0..<14).map { ListFixtures.section("s\($0)-", 0, header: "H\($0)") }
        let list = CPListTemplate(title: nil, sections: sections)
        expectEqual(list.sectionCount, 12)
        expectEqual(list.sections.map(\.header), (0..<12).map { "H\($0)" })
        expectEqual(list.itemCount, 0)
    }

    @Test func limitsComeFromTheHost() {
        let environment = FakeHost(limits: [.listItems: 24, .listSections: 2, .headerGridButtons: 3])
        CPHostBridge.withEnvironment(environment) {
            expectEqual(CPListTemplate.maximumItemCount, 24)
            expectEqual(CPListTemplate.maximumSectionCount, 2)
            expectEqual(CPListTemplate.maximumHeaderGridButtonCount, 3)
            let list = CPListTemplate(title: nil, sections: (0..<3).map { ListFixtures.section("s\($0)-", 10) })
            expectEqual(list.sections.map { $0.items.count }, [10, 10])
        }
        let audio = FakeHost(limits: [.listItems: 500])
        CPHostBridge.withEnvironment(audio) {
            let list = CPListTemplate(title: nil, sections: [ListFixtures.section("a", 300)])
            expectEqual(list.itemCount, 300)
        }
    }

    @Test func updateSectionsTrimsReplacesAndNotifies() async {
        let list = CPListTemplate(title: "T", sections: [ListFixtures.section("a", 1)])
        let recorder = ChangeRecorder()
        recorder.observe(list)

        let replacement = (0..<3).map { ListFixtures.section("u\($0)-", 5) }
        list.updateSections(replacement)
        expectEqual(list.sections.map { $0.items.count }, [5, 5, 2])
        expectEqual(list.itemCount, 12)
        expectEqual(await recorder.count(of: list), 1)

        list.updateSections([])
        expectTrue(list.sectionCount == 0 && list.itemCount == 0)
        expectEqual(await recorder.count(of: list), 2)
    }

    @Test func indexPathOfItems() {
        let first = ListFixtures.items("a", 2)
        let second = ListFixtures.items("b", 3)
        let list = CPListTemplate(title: nil, sections: [CPListSection(items: first), CPListSection(items: second)])
        let path = list.indexPath(for: second[2])
        expectEqual(path, IndexPath(indexes: [1, 2]))
        expectTrue(path?[0] == 1 && path?[1] == 2)
        expectEqual(list.indexPath(for: first[0]), IndexPath(indexes: [0, 0]))
        // An equal-looking but different item is absent.
        expectEqual(list.indexPath(for: CPListItem(text: "a0", detailText: nil)), nil)

        list.updateSections([CPListSection(items: second)])
        expectEqual(list.indexPath(for: second[2]), IndexPath(indexes: [0, 2]))
        expectEqual(list.indexPath(for: first[0]), nil)
    }

    @Test func indexPathFindsMessageAndImageRowItems() {
        let message = CPMessageListItem(
            conversationIdentifier: "c1", text: "Anna", leadingConfiguration: ListFixtures.leading(),
            trailingConfiguration: nil, detailText: nil, trailingText: nil)
        let row = CPListImageRowItem(
            text: "Row", gridElements: [CPListImageRowItemGridElement(image: ListFixtures.image)],
            allowsMultipleLines: false)
        let list = CPListTemplate(title: nil, sections: [CPListSection(items: [row, message])])
        expectEqual(list.indexPath(for: message), IndexPath(indexes: [0, 1]))
        expectEqual(list.indexPath(for: row), IndexPath(indexes: [0, 0]))
    }

    @Test func initializersStoreHeadersAndAssistantCell() {
        let assistant = CPAssistantCellConfiguration(
            position: .bottom, visibility: .always, assistantAction: .playMedia)
        let gridButtons = (0..<8).map { CPGridButton(titleVariants: ["G\($0)"], image: ListFixtures.image) }
        let withAssistant = CPListTemplate(title: "A", sections: [], assistantCellConfiguration: assistant)
        expectTrue(withAssistant.assistantCellConfiguration === assistant)
        expectTrue(withAssistant.headerGridButtons == nil && withAssistant.listHeader == nil)

        let pinned = CPListTemplate(
            title: "P", sections: [], assistantCellConfiguration: nil, headerGridButtons: gridButtons)
        // The framework keeps every header grid button; the host shows the first maximumHeaderGridButtonCount.
        expectEqual(pinned.headerGridButtons?.count, 8)
        expectEqual(pinned.assistantCellConfiguration, nil)

        let header = CPListTemplateDetailsHeader(
            thumbnail: CPThumbnailImage(image: ListFixtures.image), title: "Album", subtitle: nil, actionButtons: [])
        let detailed = CPListTemplate(
            title: "D", listHeader: header, sections: [ListFixtures.section("a", 20)],
            assistantCellConfiguration: assistant)
        expectTrue(detailed.listHeader === header)
        expectTrue(detailed.assistantCellConfiguration === assistant)
        expectEqual(detailed.itemCount, 12)
    }

    @Test func defaultsAndConstants() {
        let list = CPListTemplate(title: nil, sections: [])
        expectEqual(list.title, nil)
        expectTrue(list.emptyViewTitleVariants.isEmpty && list.emptyViewSubtitleVariants.isEmpty)
        expectTrue(!list.showsSpinnerWhileEmpty)
        expectEqual(list.assistantCellConfiguration, nil)
        expectTrue(list.leadingNavigationBarButtons.isEmpty && list.trailingNavigationBarButtons.isEmpty)
        expectEqual(list.backButton, nil)
        expectEqual(list.delegate, nil)
        expectEqual(CPListTemplate.maximumSectionCount, 12)
        expectEqual(CPListTemplate.maximumHeaderGridButtonCount, 6)
        expectEqual(CPListTemplate.maximumGridButtonImageSize, CGSize(width: 50, height: 50))
    }

    @Test func settersNotifyTheHost() async {
        let list = CPListTemplate(title: nil, sections: [])
        let recorder = ChangeRecorder()
        recorder.observe(list)

        list.emptyViewTitleVariants = ["Nothing here"]
        list.emptyViewSubtitleVariants = ["Add something"]
        list.showsSpinnerWhileEmpty = true
        list.assistantCellConfiguration = CPAssistantCellConfiguration(
            position: .top, visibility: .off, assistantAction: .startCall)
        list.headerGridButtons = [CPGridButton(titleVariants: ["G"], image: ListFixtures.image)]
        list.listHeader = CPListTemplateDetailsHeader(
            thumbnail: CPThumbnailImage(image: ListFixtures.image), title: nil, subtitle: nil, actionButtons: [])
        list.leadingNavigationBarButtons = [CPBarButton(title: "L")]
        list.trailingNavigationBarButtons = [CPBarButton(title: "T")]
        list.backButton = CPBarButton(title: "Back")
        expectEqual(await recorder.count(of: list), 9)
        expectEqual(list.emptyViewTitleVariants, ["Nothing here"])
        expectTrue(list.showsSpinnerWhileEmpty)
    }

    @Test func isABarButtonProvider() {
        let list = CPListTemplate(title: nil, sections: [])
        let provider: any CPBarButtonProviding = list
        provider.trailingNavigationBarButtons = [CPBarButton(title: "Edit")]
        expectEqual(list.trailingNavigationBarButtons.first?.title, "Edit")
    }

    @Test func delegateIsWeak() {
        final class Delegate: NSObject, CPListTemplateDelegate {
            func listTemplate(
                _ listTemplate: CPListTemplate, didSelect item: CPListItem, completionHandler: @escaping () -> Void
            ) {
                completionHandler()
            }
        }
        let list = CPListTemplate(title: nil, sections: [])
        var delegate: Delegate? = Delegate()
        list.delegate = delegate
        expectTrue(list.delegate === delegate)
        delegate = nil
        expectEqual(list.delegate, nil)
    }

    @Test func descriptionShowsTitleAndSections() {
        let list = CPListTemplate(title: "Songs", sections: [ListFixtures.section("a", 1, header: "Recent")])
        expectTrue(list.description.hasPrefix("<CPListTemplate: 0x"))
        expectTrue(list.description.contains("identifier: \(list._elementID.rawValue)"))
        expectTrue(list.description.contains("title: Songs"))
        expectTrue(list.description.contains("header: Recent"))
        expectTrue(list.description.contains("text: a0"))
    }
}
