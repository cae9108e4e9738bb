@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPListSection")
struct ListSectionTests {
    @Test func appCodeSpellingsCompileAndKeepItems() {
        let item = CPListItem(text: "One", detailText: nil)
        let single = CPListSection(items: [item])
        expectTrue(single.items.count == 1 && single.items[0] === item)

        let typed: [CPListItem] = ListFixtures.items("t", 3)
        let fromTyped = CPListSection(items: typed)
        expectEqual(fromTyped.items.count, 3)
        let withHeader = CPListSection(items: typed, header: "Header", sectionIndexTitle: "H")
        expectTrue(withHeader.header == "Header" && withHeader.sectionIndexTitle == "H")

        let message = CPMessageListItem(
            fullName: "Anna", phoneOrEmailAddress: "anna@example.com", leadingConfiguration: ListFixtures.leading(),
            trailingConfiguration: nil, detailText: nil, trailingText: nil)
        let row = CPListImageRowItem(text: nil, gridElements: [], allowsMultipleLines: false)
        let mixed = CPListSection(items: [item, message, row])
        expectEqual(mixed.items.count, 3)
        expectTrue(mixed.items[1] === message && mixed.items[2] === row)
        let mixedWithHeader = CPListSection(items: [item, message], header: nil, sectionIndexTitle: nil)
        expectTrue(mixedWithHeader.header == nil && mixedWithHeader.items.count == 2)
    }

    @Test func enhancedHeader() {
        let button = CPButton(image: ListFixtures.image)
        let image = ListFixtures.image
        let section = CPListSection(
            items: ListFixtures.items("a", 2), header: "Artist", headerSubtitle: "12 albums",
            headerImage: image, headerButton: button, sectionIndexTitle: "A")
        expectEqual(section.header, "Artist")
        expectEqual(section.headerSubtitle, "12 albums")
        expectTrue(section.headerImage === image)
        expectTrue(section.headerButton === button)
        expectEqual(section.sectionIndexTitle, "A")
    }

    @Test func defaultsWithoutHeader() {
        let section = CPListSection(items: [])
        expectTrue(section.header == nil && section.headerSubtitle == nil && section.headerImage == nil)
        expectTrue(section.headerButton == nil && section.sectionIndexTitle == nil && section.items.isEmpty)
    }

    @Test func indexOfAndItemAt() {
        let items = ListFixtures.items("a", 3)
        let section = CPListSection(items: items)
        expectEqual(section.index(of: items[2]), 2)
        expectEqual(section.index(of: items[0]), 0)
        expectEqual(section.index(of: CPListItem(text: "a0", detailText: nil)), NSNotFound)
        expectTrue(section.item(at: 1) === items[1])
    }

    @Test func headerImageNotifiesTheHost() async {
        let section = CPListSection(items: [])
        let recorder = ChangeRecorder()
        recorder.observe(section)
        section.headerImage = ListFixtures.otherImage
        expectNotEqual(section.headerImage, nil)
        expectEqual(await recorder.count(of: section), 1)
    }

    @Test func maximumImageSize() {
        expectEqual(CPMaximumListSectionImageSize, CGSize(width: 64, height: 64))
    }

    @Test func description() {
        let section = CPListSection(items: ListFixtures.items("x", 1), header: "Head", sectionIndexTitle: nil)
        expectTrue(section.description.hasPrefix("<CPListSection: 0x"))
        expectTrue(section.description.contains("header: Head"))
        expectTrue(section.description.contains("sectionIndexTitle: (null)"))
        expectTrue(section.description.contains("<CPListItem: 0x"))
    }

    @Test func usableOffTheMainActor() async {
        let section = await Task.detached { () -> String in
            let empty = CPListSection(items: [], header: "Off main", sectionIndexTitle: nil)
            return empty.header ?? ""
        }.value
        expectEqual(section, "Off main")
    }
}
