@_spi(CarPlayHost) import CarPlayTestSupport
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPListItem")
struct ListItemTests {
    @Test func initializersAndDefaults() {
        let plain = CPListItem(text: "Text", detailText: "Detail")
        #expect(plain.text == "Text" && plain.detailText == "Detail")
        #expect(plain.image == nil && plain.accessoryImage == nil)
        #expect(plain.accessoryType == .none)
        #expect(plain.isEnabled)
        #expect(!plain.isExplicitContent && !plain.isPlaying)
        #expect(plain.playbackProgress == 0)
        #expect(plain.playingIndicatorLocation == .leading)
        #expect(plain.playbackConfiguration == nil)
        #expect(plain.handler == nil && plain.userInfo == nil)

        let withImage = CPListItem(text: nil, detailText: nil, image: ListFixtures.image)
        #expect(withImage.image != nil && withImage.text == nil)

        let disclosure = CPListItem(
            text: "T", detailText: nil, image: nil, accessoryImage: nil, accessoryType: .disclosureIndicator)
        #expect(disclosure.accessoryType == .disclosureIndicator)

        let cloud = CPListItem(text: "T", detailText: nil, image: nil, accessoryImage: nil, accessoryType: .cloud)
        #expect(cloud.accessoryType == .cloud)
    }

    @Test func accessoryImageTakesPrecedenceOverTheType() {
        let item = CPListItem(
            text: "T", detailText: nil, image: nil, accessoryImage: ListFixtures.image, accessoryType: .cloud)
        #expect(item.accessoryImage != nil)
        #expect(item.accessoryType == .none)

        let other = CPListItem(
            text: "T", detailText: nil, image: nil, accessoryImage: nil, accessoryType: .disclosureIndicator)
        other.setAccessoryImage(ListFixtures.image)
        #expect(other.accessoryImage != nil)
        #expect(other.accessoryType == .none)
    }

    @Test func deprecatedDisclosureInitializer() {
        let shows = CPListItem(text: "T", detailText: nil, image: nil, showsDisclosureIndicator: true)
        #expect(shows.accessoryType == .disclosureIndicator)
        #expect(shows.showsDisclosureIndicator)
        let hides = CPListItem(text: "T", detailText: nil, image: nil, showsDisclosureIndicator: false)
        #expect(hides.accessoryType == .none)
        #expect(!hides.showsDisclosureIndicator)
    }

    @Test func showsExplicitLabelAliasesIsExplicitContent() {
        let item = CPListItem(text: "T", detailText: nil)
        item.showsExplicitLabel = true
        #expect(item.isExplicitContent)
        item.isExplicitContent = false
        #expect(!item.showsExplicitLabel)
    }

    @Test func settersChangeContentAndNotify() async {
        let item = CPListItem(text: "A", detailText: "a")
        let recorder = ChangeRecorder()
        recorder.observe(item)

        item.setText("B")
        item.setDetailText(nil)
        item.setImage(ListFixtures.image)
        item.setAccessoryImage(ListFixtures.otherImage)
        #expect(item.text == "B" && item.detailText == nil && item.image != nil && item.accessoryImage != nil)
        #expect(await recorder.count(of: item) == 4)

        item.isEnabled = false
        item.accessoryType = .cloud
        item.isExplicitContent = true
        item.playbackProgress = 0.5
        item.isPlaying = true
        item.playingIndicatorLocation = .trailing
        item.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .play, elapsedTime: .zero, duration: .zero)
        #expect(await recorder.count(of: item) == 11)
        #expect(!item.isEnabled && item.accessoryType == .cloud && item.isPlaying)
        #expect(item.playingIndicatorLocation == .trailing)

        // userInfo and the handler are not shown: no notification.
        item.userInfo = "context"
        item.handler = { _, completion in completion() }
        #expect(await recorder.count(of: item) == 11)
    }

    @Test func playbackProgressIsStoredAsGiven() {
        let item = CPListItem(text: "T", detailText: nil)
        item.playbackProgress = 1.5
        #expect(item.playbackProgress == 1.5)
        item.playbackProgress = -0.25
        #expect(item.playbackProgress == -0.25)
        item.playbackProgress = .nan
        #expect(item.playbackProgress.isNaN)
    }

    @Test func handlerIsStoredAndCallable() {
        let item = CPListItem(text: "Play", detailText: nil)
        item.userInfo = 42
        var selected: (any CPSelectableListItem)?
        var completed = false
        item.handler = { selectable, completion in
            selected = selectable
            completion()
        }
        item.handler?(item, { completed = true })
        #expect(selected === item)
        #expect((selected?.userInfo as? Int) == 42)
        #expect(completed)
    }

    @Test func conformsToTheListProtocols() {
        let item = CPListItem(text: "T", detailText: nil)
        let templateItem: any CPListTemplateItem = item
        #expect(templateItem.text == "T")
        templateItem.isEnabled = false
        #expect(!item.isEnabled)
        #expect((templateItem as? any CPSelectableListItem) != nil)
        let playable: any CPPlayableItem = item
        playable.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .video, playbackAction: .pause, elapsedTime: .zero, duration: .zero)
        #expect(item.playbackConfiguration?.playbackAction == .pause)
    }

    @Test func playbackConfigurationIsCopiedOnAssignment() {
        let item = CPListItem(text: "T", detailText: nil)
        let configuration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .replay, elapsedTime: CMTime(value: 30, timescale: 1),
            duration: CMTime(value: 60, timescale: 1))
        item.playbackConfiguration = configuration
        #expect(item.playbackConfiguration !== configuration)
        #expect(item.playbackConfiguration == configuration)
    }

    @Test func maximumImageSize() {
        #expect(CPListItem.maximumImageSize == CGSize(width: 44, height: 44))
    }

    @Test func description() {
        let item = CPListItem(
            text: "Song", detailText: "Artist", image: nil, accessoryImage: nil, accessoryType: .cloud)
        #expect(item.description.hasPrefix("<CPListItem: 0x"))
        #expect(item.description.contains("text: Song"))
        #expect(item.description.contains("detailText: Artist"))
        #expect(item.description.contains("accessoryType: 2"))
    }
}
