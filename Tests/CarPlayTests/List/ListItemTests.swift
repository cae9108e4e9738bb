@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPListItem")
struct ListItemTests {
    @Test func initializersAndDefaults() {
        let plain = CPListItem(text: "Text", detailText: "Detail")
        expectTrue(plain.text == "Text" && plain.detailText == "Detail")
        expectTrue(plain.image == nil && plain.accessoryImage == nil)
        expectEqual(plain.accessoryType, .none)
        expectTrue(plain.isEnabled)
        expectTrue(!plain.isExplicitContent && !plain.isPlaying)
        expectEqual(plain.playbackProgress, 0)
        expectEqual(plain.playingIndicatorLocation, .leading)
        expectEqual(plain.playbackConfiguration, nil)
        expectTrue(plain.handler == nil && plain.userInfo == nil)

        let withImage = CPListItem(text: nil, detailText: nil, image: ListFixtures.image)
        expectTrue(withImage.image != nil && withImage.text == nil)

        let disclosure = CPListItem(
            text: "T", detailText: nil, image: nil, accessoryImage: nil, accessoryType: .disclosureIndicator)
        expectEqual(disclosure.accessoryType, .disclosureIndicator)

        let cloud = CPListItem(text: "T", detailText: nil, image: nil, accessoryImage: nil, accessoryType: .cloud)
        expectEqual(cloud.accessoryType, .cloud)
    }

    @Test func accessoryImageTakesPrecedenceOverTheType() {
        let item = CPListItem(
            text: "T", detailText: nil, image: nil, accessoryImage: ListFixtures.image, accessoryType: .cloud)
        expectNotEqual(item.accessoryImage, nil)
        expectEqual(item.accessoryType, .none)

        let other = CPListItem(
            text: "T", detailText: nil, image: nil, accessoryImage: nil, accessoryType: .disclosureIndicator)
        other.setAccessoryImage(ListFixtures.image)
        expectNotEqual(other.accessoryImage, nil)
        expectEqual(other.accessoryType, .none)
    }

    @Test func deprecatedDisclosureInitializer() {
        let shows = CPListItem(text: "T", detailText: nil, image: nil, showsDisclosureIndicator: true)
        expectEqual(shows.accessoryType, .disclosureIndicator)
        expectTrue(shows.showsDisclosureIndicator)
        let hides = CPListItem(text: "T", detailText: nil, image: nil, showsDisclosureIndicator: false)
        expectEqual(hides.accessoryType, .none)
        expectTrue(!hides.showsDisclosureIndicator)
    }

    @Test func showsExplicitLabelAliasesIsExplicitContent() {
        let item = CPListItem(text: "T", detailText: nil)
        item.showsExplicitLabel = true
        expectTrue(item.isExplicitContent)
        item.isExplicitContent = false
        expectTrue(!item.showsExplicitLabel)
    }

    @Test func settersChangeContentAndNotify() async {
        let item = CPListItem(text: "A", detailText: "a")
        let recorder = ChangeRecorder()
        recorder.observe(item)

        item.setText("B")
        item.setDetailText(nil)
        item.setImage(ListFixtures.image)
        item.setAccessoryImage(ListFixtures.otherImage)
        expectTrue(item.text == "B" && item.detailText == nil && item.image != nil && item.accessoryImage != nil)
        expectEqual(await recorder.count(of: item), 4)

        item.isEnabled = false
        item.accessoryType = .cloud
        item.isExplicitContent = true
        item.playbackProgress = 0.5
        item.isPlaying = true
        item.playingIndicatorLocation = .trailing
        item.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .play, elapsedTime: .zero, duration: .zero)
        expectEqual(await recorder.count(of: item), 11)
        expectTrue(!item.isEnabled && item.accessoryType == .cloud && item.isPlaying)
        expectEqual(item.playingIndicatorLocation, .trailing)

        // userInfo and the handler are not shown: no notification.
        item.userInfo = "context"
        item.handler = { _, completion in completion() }
        expectEqual(await recorder.count(of: item), 11)
    }

    @Test func playbackProgressIsStoredAsGiven() {
        let item = CPListItem(text: "T", detailText: nil)
        item.playbackProgress = 1.5
        expectEqual(item.playbackProgress, 1.5)
        item.playbackProgress = -0.25
        expectEqual(item.playbackProgress, -0.25)
        item.playbackProgress = .nan
        expectTrue(item.playbackProgress.isNaN)
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
        expectTrue(selected === item)
        expectEqual((selected?.userInfo as? Int), 42)
        expectTrue(completed)
    }

    @Test func conformsToTheListProtocols() {
        let item = CPListItem(text: "T", detailText: nil)
        let templateItem: any CPListTemplateItem = item
        expectEqual(templateItem.text, "T")
        templateItem.isEnabled = false
        expectTrue(!item.isEnabled)
        expectNotEqual((templateItem as? any CPSelectableListItem), nil)
        let playable: any CPPlayableItem = item
        playable.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .video, playbackAction: .pause, elapsedTime: .zero, duration: .zero)
        expectEqual(item.playbackConfiguration?.playbackAction, .pause)
    }

    @Test func playbackConfigurationIsCopiedOnAssignment() {
        let item = CPListItem(text: "T", detailText: nil)
        let configuration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .replay, elapsedTime: CMTime(value: 30, timescale: 1),
            duration: CMTime(value: 60, timescale: 1))
        item.playbackConfiguration = configuration
        expectTrue(item.playbackConfiguration !== configuration)
        expectEqual(item.playbackConfiguration, configuration)
    }

    @Test func maximumImageSize() {
        expectEqual(CPListItem.maximumImageSize, CGSize(width: 44, height: 44))
    }

    @Test func description() {
        let item = CPListItem(
            text: "Song", detailText: "Artist", image: nil, accessoryImage: nil, accessoryType: .cloud)
        expectTrue(item.description.hasPrefix("<CPListItem: 0x"))
        expectTrue(item.description.contains("text: Song"))
        expectTrue(item.description.contains("detailText: Artist"))
        expectTrue(item.description.contains("accessoryType: 2"))
    }
}
