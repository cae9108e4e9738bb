@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("List details header and 26.4 types")
struct ListHeaderTests {
    private func buttons(_ count: Int) -> [CPButton] {
        (0..<count).map { _ in CPButton(image: ListFixtures.image) }
    }

    @Test func firstInitializerHasNoBody() {
        let thumbnail = CPThumbnailImage(image: ListFixtures.image)
        let actions = buttons(2)
        let header = CPListTemplateDetailsHeader(
            thumbnail: thumbnail, title: "Album", subtitle: "Artist", actionButtons: actions)
        expectTrue(header.thumbnail === thumbnail)
        expectTrue(header.title == "Album" && header.subtitle == "Artist")
        expectTrue(header.bodyVariants.isEmpty)
        expectTrue(header.actionButtons.count == 2 && header.actionButtons[1] === actions[1])
        expectTrue(!header.wantsAdaptiveBackgroundStyle)
        expectEqual(header.playbackConfiguration, nil)
    }

    @Test func actionButtonsAreNotTrimmedByTheFramework() {
        expectEqual(CPListTemplateDetailsHeader.maximumActionButtonCount, 2)
        let header = CPListTemplateDetailsHeader(
            thumbnail: CPThumbnailImage(image: ListFixtures.image), title: nil, subtitle: nil,
            bodyVariants: [NSAttributedString(string: "Long body"), NSAttributedString(string: "Short")],
            actionButtons: buttons(5))
        expectEqual(header.actionButtons.count, 5)
        expectEqual(header.bodyVariants.map(\.string), ["Long body", "Short"])
        header.actionButtons = buttons(7)
        expectEqual(header.actionButtons.count, 7)
    }

    @Test func limitsComeFromTheHost() {
        CPHostBridge.withEnvironment(FakeHost(limits: [.detailsHeaderActionButtons: 4])) {
            expectEqual(CPListTemplateDetailsHeader.maximumActionButtonCount, 4)
        }
        expectEqual(CPListTemplateDetailsHeader.maximumActionButtonSize, CGSize(width: 50, height: 50))
    }

    @Test func settersNotify() async {
        let header = CPListTemplateDetailsHeader(
            thumbnail: CPThumbnailImage(image: ListFixtures.image), title: nil, subtitle: nil, actionButtons: [])
        let recorder = ChangeRecorder()
        recorder.observe(header)
        header.thumbnail = CPThumbnailImage(image: ListFixtures.otherImage)
        header.title = "T"
        header.subtitle = "S"
        header.bodyVariants = [NSAttributedString(string: "B")]
        header.actionButtons = buttons(1)
        header.wantsAdaptiveBackgroundStyle = true
        header.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .play, elapsedTime: .zero, duration: .zero)
        expectEqual(await recorder.count(of: header), 7)
        expectTrue(header.wantsAdaptiveBackgroundStyle)
    }

    @Test func thumbnailAndOverlays() async {
        let overlay = CPImageOverlay(text: "LIVE", textColor: .white, backgroundColor: .systemRed, alignment: .trailing)
        expectTrue(overlay.text == "LIVE" && overlay.textColor != nil && overlay.backgroundColor != nil)
        expectTrue(overlay.image == nil && overlay.alignment == .trailing)
        let imageOverlay = CPImageOverlay(image: ListFixtures.image, alignment: .center)
        expectTrue(imageOverlay.image != nil && imageOverlay.text == nil && imageOverlay.textColor == nil)

        let team = { (name: String) in
            CPNowPlayingSportsTeam(
                name: name, logo: CPNowPlayingSportsTeamLogo(teamInitials: name), teamStandings: nil, eventScore: "1",
                possessionIndicator: nil, favorite: false)
        }
        let sports = CPSportsOverlay(leftTeam: team("AAA"), rightTeam: team("BBB"), eventStatus: nil)
        let thumbnail = CPThumbnailImage(image: ListFixtures.image, imageOverlay: overlay, sportsOverlay: sports)
        expectTrue(thumbnail.imageOverlay === overlay && thumbnail.sportsOverlay === sports)
        let plain = CPThumbnailImage(image: ListFixtures.image)
        expectTrue(plain.imageOverlay == nil && plain.sportsOverlay == nil)

        let recorder = ChangeRecorder()
        recorder.observe(plain)
        plain.image = ListFixtures.otherImage
        plain.imageOverlay = imageOverlay
        plain.sportsOverlay = sports
        expectEqual(await recorder.count(of: plain), 3)
        expectTrue(thumbnail.description.contains("<CPImageOverlay: 0x"))
        expectTrue(overlay.description.contains("text: LIVE"))
    }

    @Test func playbackConfigurationValues() {
        let configuration = CPPlaybackConfiguration(
            preferredPresentation: .video, playbackAction: .replay, elapsedTime: CMTime(value: 90, timescale: 1),
            duration: CMTime(value: 0, timescale: 1))
        expectEqual(configuration.preferredPresentation, .video)
        expectEqual(configuration.playbackAction, .replay)
        expectEqual(configuration.elapsedTime.seconds, 90)
        expectEqual(configuration.duration, .zero)

        let copy = configuration.copy() as? CPPlaybackConfiguration
        expectTrue(copy != nil && copy !== configuration)
        expectEqual(copy, configuration)
        expectEqual(copy?.hash, configuration.hash)

        let other = CPPlaybackConfiguration(
            preferredPresentation: .video, playbackAction: .play, elapsedTime: CMTime(value: 90, timescale: 1),
            duration: .zero)
        expectNotEqual(other, configuration)
        expectTrue(configuration.description.contains("playbackAction: 3"))
    }

    @Test func copyWorksOffTheMainThread() async {
        let configuration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .pause, elapsedTime: .zero, duration: .zero)
        let copied = await Task.detached { configuration.copy(with: nil) as? CPPlaybackConfiguration }.value
        expectEqual(copied?.playbackAction, .pause)
    }

    @Test func detailsHeaderIsPlayable() {
        let header = CPListTemplateDetailsHeader(
            thumbnail: CPThumbnailImage(image: ListFixtures.image), title: nil, subtitle: nil, actionButtons: [])
        let playable: any CPPlayableItem = header
        playable.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .play, elapsedTime: .zero, duration: .zero)
        expectEqual(header.playbackConfiguration?.playbackAction, .play)
        expectTrue(header.description.hasPrefix("<CPListTemplateDetailsHeader: 0x"))
    }
}
