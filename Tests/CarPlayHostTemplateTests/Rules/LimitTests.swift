import Expectations
import Testing
@testable import CarPlayHost

@Suite struct DepthTests {
    /// Spec §3.3: (category, depth on iOS 26.3, depth on iOS 26.4).
    static let expected: [(AppCategory, Int, Int)] = [
        (.audio, 5, 5), (.communication, 5, 5), (.evCharging, 5, 5), (.parking, 5, 5), (.publicSafety, 5, 5),
        (.navigation, 5, 5), (.fueling, 3, 3), (.voiceConversational, 3, 3), (.drivingTask, 2, 3),
        (.quickFoodOrdering, 2, 3),
    ]

    @Test func everyCategoryHasARow() {
        expectEqual(Set(Self.expected.map(\.0)), Set(AppCategory.allCases))
    }

    @Test(arguments: expected)
    func depth(category: AppCategory, before: Int, from264: Int) {
        expectEqual(Rules(category: category, osVersion: .iOS26_3).maximumDepth, before)
        expectEqual(Rules(category: category, osVersion: OSVersion(26, 3, 1)).maximumDepth, before)
        expectEqual(Rules(category: category, osVersion: .iOS16).maximumDepth, before)
        expectEqual(Rules(category: category, osVersion: .iOS26_4).maximumDepth, from264)
        expectEqual(Rules(category: category, osVersion: OSVersion(27)).maximumDepth, from264)
    }

    @Test func noCategoryGetsFive() {
        expectEqual(Rules(category: nil).maximumDepth, 5)
    }
}

@Suite struct ListAndTabTests {
    /// observed-behaviour.md: (category, items when unlimited, tabs).
    static let expected: [(AppCategory, Int, Int)] = [
        (.audio, 500, 4), (.publicSafety, 500, 5), (.communication, 24, 5), (.navigation, 24, 5),
        (.evCharging, 12, 5), (.fueling, 12, 5), (.parking, 12, 5), (.quickFoodOrdering, 12, 5),
        (.drivingTask, 12, 5), (.voiceConversational, 12, 5),
    ]

    @Test func everyCategoryHasARow() {
        expectEqual(Set(Self.expected.map(\.0)), Set(AppCategory.allCases))
    }

    @Test(arguments: expected)
    func limits(category: AppCategory, items: Int, tabs: Int) {
        let rules = Rules(category: category)
        expectEqual(rules.maximumListItems(limitedLists: false), items)
        expectEqual(rules.maximumListItems(limitedLists: true), 12)
        expectEqual(rules.maximumListSections(limitedLists: false), items)
        expectEqual(rules.maximumListSections(limitedLists: true), 12)
        expectEqual(rules.maximumTabs, tabs)
        expectEqual(
            rules.countLimit(.tabs),
            CountLimit(.tabs, name: "CPTabBarTemplate.maximumTabCount", maximum: tabs, overflow: .raise))
        expectEqual(rules.countLimit(.listItems, limitedLists: true).maximum, 12)
        expectEqual(rules.countLimit(.listItems).maximum, items)
        expectEqual(rules.countLimit(.listSections).maximum, items)
    }

    @Test func noCategory() {
        let rules = Rules(category: nil)
        expectEqual(rules.maximumListItems(limitedLists: false), 12)
        expectEqual(rules.maximumTabs, 5)
    }

    @Test(arguments: AppCategory.allCases)
    func categoryIndependentMaxima(category: AppCategory) {
        let rules = Rules(category: category)
        expectEqual(rules.maximumAlertActions, 2)
        expectEqual(rules.maximumHeaderGridButtons, 6)
        expectEqual(rules.maximumDetailsHeaderActionButtons, 2)
        expectEqual(rules.maximumVoiceControlStateActionButtons, 4)
        expectEqual(rules.countLimit(.alertActions).overflow, .trimKeepingLast)
        expectEqual(rules.countLimit(.headerGridButtons).maximum, 6)
        expectEqual(rules.countLimit(.detailsHeaderActionButtons).maximum, 2)
        expectEqual(rules.countLimit(.voiceControlStateActionButtons).maximum, 4)
    }
}

@Suite struct CountLimitTests {
    /// spec §5 and the navigation limits table, written out: id, maximum, overflow.
    static let fixed: [(CountLimit.ID, Int, CountLimit.Overflow)] = [
        (.gridButtons, 8, .trimFirst), (.informationItems, 10, .trimFirst), (.informationActions, 3, .trimFirst),
        (.pointsOfInterest, 12, .trimFirst), (.contactActions, 4, .trimFirst), (.leadingBarButtons, 2, .trimFirst),
        (.trailingBarButtons, 2, .trimFirst), (.nowPlayingButtons, 5, .trimFirst), (.voiceControlStates, 5, .trimFirst),
        (.sectionIndexTitleCharacters, 1, .trimFirst), (.gridImages, 8, .trimFirst), (.mapButtons, 4, .trimFirst),
        (.tripPreviews, 12, .trimFirst), (.routeChoices, 3, .trimFirst), (.dashboardShortcutButtons, 2, .trimFirst),
    ]

    @Test func tableHasExactlyTheFixedRows() {
        expectEqual(CountLimit.table.map(\.id), Self.fixed.map(\.0))
        expectEqual(Set(CountLimit.table.map(\.name)).count, CountLimit.table.count)
    }

    @Test(arguments: fixed)
    func row(id: CountLimit.ID, maximum: Int, overflow: CountLimit.Overflow) {
        let row = CountLimit.table.first { $0.id == id }
        expectEqual(row?.maximum, maximum)
        expectEqual(row?.overflow, overflow)
        for category in AppCategory.allCases {
            expectEqual(Rules(category: category).countLimit(id), row)
        }
    }

    @Test func everyIDResolvesToItsOwnRow() {
        let rules = Rules(category: .audio)
        expectEqual(Set(rules.countLimits().map(\.id)), Set(CountLimit.ID.allCases))
        expectEqual(rules.countLimits().count, CountLimit.ID.allCases.count)
        for id in CountLimit.ID.allCases {
            expectEqual(rules.countLimit(id).id, id)
        }
    }

    @Test func overflowBehaviours() {
        let first = CountLimit(.gridButtons, name: "g", maximum: 2, overflow: .trimFirst)
        let last = CountLimit(.alertActions, name: "a", maximum: 2, overflow: .trimKeepingLast)
        let raise = CountLimit(.tabs, name: "t", maximum: 2, overflow: .raise)
        expectEqual(first.trimmed([1, 2, 3]), [1, 2])
        expectEqual(last.trimmed([1, 2, 3]), [2, 3])
        expectEqual(raise.trimmed([1, 2, 3]), [1, 2, 3])
        expectTrue(raise.isExceeded(by: 3))
        expectTrue(!raise.isExceeded(by: 2))
        expectEqual(first.trimmed([1]), [1])
    }

    @Test func gridTrimsToEight() {
        expectEqual(Rules(category: .audio).countLimit(.gridButtons).trimmed(Array(1...10)), Array(1...8))
    }

    @Test func alertKeepsTheMostRecentlyAdded() {
        expectEqual(
            Rules(category: .navigation).countLimit(.alertActions).trimmed(["OK", "Later", "Cancel"]),
            [
                "Later", "Cancel",
            ])
    }

    @Test func sectionIndexTitleKeepsOneCharacter() {
        let limit = Rules(category: .audio).countLimit(.sectionIndexTitleCharacters)
        expectEqual(limit.trimmed("ABC"), "A")
        expectEqual(limit.trimmed("Ä😀"), "Ä")
        expectEqual(limit.trimmed(""), "")
    }

    @Test func tabsRaise() {
        let limit = Rules(category: .audio).countLimit(.tabs)
        expectEqual(limit.overflow, .raise)
        expectTrue(limit.isExceeded(by: 5))
        expectTrue(!limit.isExceeded(by: 4))
    }
}
