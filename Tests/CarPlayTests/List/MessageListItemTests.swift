@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@Suite("CPMessageListItem")
struct MessageListItemTests {
    @Test func conversationInitializer() {
        let leading = CPMessageListItemLeadingConfiguration(leadingItem: .pin, leadingImage: nil, unread: true)
        let trailing = CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil)
        let item = CPMessageListItem(
            conversationIdentifier: "conv-1", text: "Family", leadingConfiguration: leading,
            trailingConfiguration: trailing, detailText: "See you", trailingText: "10:42")
        expectEqual(item.conversationIdentifier, "conv-1")
        expectEqual(item.phoneOrEmailAddress, nil)
        expectTrue(item.text == "Family" && item.detailText == "See you" && item.trailingText == "10:42")
        expectTrue(item.leadingConfiguration === leading && item.trailingConfiguration === trailing)
        expectTrue(item.leadingConfiguration.isUnread && item.leadingConfiguration.leadingItem == .pin)
        expectEqual(item.trailingConfiguration?.trailingItem, .mute)
        expectTrue(item.isEnabled && item.userInfo == nil && item.leadingDetailTextImage == nil)
    }

    @Test func contactInitializer() {
        let item = CPMessageListItem(
            fullName: "Anna Smith", phoneOrEmailAddress: "+1 555 0100",
            leadingConfiguration: CPMessageListItemLeadingConfiguration(
                leadingItem: .star, leadingImage: nil, unread: false),
            trailingConfiguration: nil, detailText: nil, trailingText: nil)
        expectEqual(item.text, "Anna Smith")
        expectEqual(item.phoneOrEmailAddress, "+1 555 0100")
        expectEqual(item.conversationIdentifier, nil)
        expectEqual(item.trailingConfiguration, nil)
        expectTrue(!item.leadingConfiguration.isUnread)
    }

    @MainActor @Test func settersNotify() async {
        let item = CPMessageListItem(
            conversationIdentifier: "c", text: "A", leadingConfiguration: ListFixtures.leading(),
            trailingConfiguration: nil, detailText: nil, trailingText: nil)
        let recorder = ChangeRecorder()
        recorder.observe(item)
        item.text = "B"
        item.conversationIdentifier = "d"
        item.phoneOrEmailAddress = "x@example.com"
        item.leadingConfiguration = ListFixtures.leading(.star, unread: true)
        item.trailingConfiguration = CPMessageListItemTrailingConfiguration(trailingItem: .none, trailingImage: nil)
        item.detailText = "detail"
        item.trailingText = "now"
        item.leadingDetailTextImage = ListFixtures.image
        item.isEnabled = false
        expectEqual(await recorder.count(of: item), 9)
        item.userInfo = "context"
        expectEqual(await recorder.count(of: item), 9)
    }

    @Test func isAListTemplateItemButNotSelectable() {
        let item = CPMessageListItem(
            conversationIdentifier: "c", text: "A",
            leadingConfiguration: CPMessageListItemLeadingConfiguration(
                leadingItem: .none, leadingImage: nil, unread: false),
            trailingConfiguration: nil, detailText: nil, trailingText: nil)
        let templateItem: any CPListTemplateItem = item
        expectEqual(templateItem.text, "A")
        expectTrue(!(templateItem is any CPSelectableListItem))
    }

    @Test func constantsAndDescriptions() {
        expectEqual(CPMaximumMessageItemImageSize, CGSize(width: 44, height: 44))
        expectEqual(CPMaximumMessageItemLeadingDetailTextImageSize, CGSize(width: 16, height: 16))
        let leading = CPMessageListItemLeadingConfiguration(leadingItem: .star, leadingImage: nil, unread: true)
        expectTrue(leading.description.contains("leadingItem: 2") && leading.description.contains("unread: 1"))
        let trailing = CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil)
        expectTrue(trailing.description.contains("trailingItem: 1"))
        let item = CPMessageListItem(
            conversationIdentifier: "conv", text: "Bob", leadingConfiguration: leading,
            trailingConfiguration: trailing, detailText: nil, trailingText: nil)
        expectTrue(item.description.hasPrefix("<CPMessageListItem: 0x"))
        expectTrue(item.description.contains("conversationIdentifier: conv"))
        expectTrue(item.description.contains("phoneOrEmailAddress: (null)"))
    }

    @Test func usableOffTheMainActor() async {
        let text = await Task.detached { () -> String? in
            let item = CPMessageListItem(
                conversationIdentifier: "c", text: "Off main",
                leadingConfiguration: CPMessageListItemLeadingConfiguration(
                    leadingItem: .none, leadingImage: nil, unread: false),
                trailingConfiguration: nil, detailText: nil, trailingText: nil)
            return CPListSection(items: [item]).items.first?.text
        }.value
        expectEqual(text, "Off main")
    }
}
