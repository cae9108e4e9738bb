import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// The image maxima (`ImageLimits`): one table, equal to what the framework publishes, and applied by the layouts.
@MainActor
@Suite("ImageLimits")
struct ImageLimitsTests {
    typealias Kit = TemplateLayoutKit

    private func size(_ size: CGSize) -> Size { ImageLimits.size(size) }

    @Test func tableMatchesTheFrameworksConstants() {
        #expect(ImageLimits.listItem == size(CPListItem.maximumImageSize))
        #expect(ImageLimits.listSectionHeader == size(CPMaximumListSectionImageSize))
        #expect(ImageLimits.listHeaderGridButton == size(CPListTemplate.maximumGridButtonImageSize))
        #expect(ImageLimits.messageItem == size(CPMaximumMessageItemImageSize))
        #expect(ImageLimits.messageItemLeadingDetailText == size(CPMaximumMessageItemLeadingDetailTextImageSize))
        #expect(ImageLimits.imageRowItem == size(CPListImageRowItem.maximumImageSize))
        #expect(ImageLimits.rowElement == size(CPListImageRowItemRowElement.maximumImageSize))
        #expect(ImageLimits.cardElement == size(CPListImageRowItemCardElement.maximumImageSize))
        #expect(ImageLimits.cardElementFullHeight == size(CPListImageRowItemCardElement.maximumFullHeightImageSize))
        #expect(ImageLimits.condensedElement == size(CPListImageRowItemCondensedElement.maximumImageSize))
        #expect(ImageLimits.gridElement == size(CPListImageRowItemGridElement.maximumImageSize))
        #expect(ImageLimits.imageGridElement == size(CPListImageRowItemImageGridElement.maximumImageSize))
        #expect(ImageLimits.button == size(CPButtonMaximumImageSize))
        #expect(ImageLimits.button == size(CPListTemplateDetailsHeader.maximumActionButtonSize))
        #expect(ImageLimits.gridButton == size(CPGridTemplate.maximumGridButtonImageSize))
        #expect(ImageLimits.nowPlayingButton == size(CPNowPlayingButtonMaximumImageSize))
        #expect(ImageLimits.pointOfInterestPin == size(CPPointOfInterest.pinImageSize))
        #expect(ImageLimits.pointOfInterestSelectedPin == size(CPPointOfInterest.selectedPinImageSize))
    }

    @Test func valuesAppleStatesInProse() {
        // Spec §5 and §8.18 (sports), §8.21 (voice control), the Developer Guide's asset sizes (tab).
        #expect(ImageLimits.sportsBackgroundArtwork == Size(width: 500, height: 500))
        #expect(ImageLimits.sportsTeamLogo == Size(width: 350, height: 350))
        #expect(ImageLimits.voiceControlState == Size(width: 150, height: 150))
        #expect(ImageLimits.tab == Size(width: 24, height: 24))
    }

    // MARK: Oversize images are scaled down to the rule's maximum

    @Test func listRowImage() throws {
        let row = ListRowSnapshot(
            id: "row", text: "Song", detailText: "Artist", image: Kit.image(300, 300), accessoryImage: nil,
            accessoryType: .none, isEnabled: true, isExplicitContent: false, playbackProgress: 0, isPlaying: false,
            playingIndicatorLocation: .leading)
        let node = ListLayout.listRow(row, x: 0, y: 0, width: 600, context: Kit.context())
        let image = try #require(node.first { $0.role == .rowImage }?.image)
        #expect(image.size == ImageLimits.listItem)
    }

    @Test func messageRowImages() throws {
        let item = MessageItemSnapshot(
            id: "message", text: "Ada", detailText: "See you", leadingImage: Kit.image(300, 300), isUnread: false,
            leadingDetailTextImage: Kit.image(300, 300))
        let node = ListLayout.messageRow(item, x: 0, y: 0, width: 600, context: Kit.context())
        let leading = try #require(node.first { $0.content.messageRow?.part == .leadingImage }?.image)
        #expect(leading.size == ImageLimits.messageItem)
        let detail = try #require(node.first { $0.content.messageRow?.part == .detailImage }?.image)
        #expect(detail.size == ImageLimits.messageItemLeadingDetailText)
    }

    @Test func gridButtonImage() throws {
        var button = GridButtonSnapshot(CPGridButton(titleVariants: ["Big"], image: UIImage(systemName: "star")!))
        button.image = Kit.image(300, 300)
        let grid = GridTemplateSnapshot(title: "Grid", buttons: [button])
        let node = GridLayout.layout(grid, in: Kit.contentFrame(.standard), context: Kit.context())
        let image = try #require(node.first { $0.role == .gridButton }?.image)
        #expect(image.size == ImageLimits.gridButton)
    }

    @Test func sportsBackgroundArtwork() throws {
        let sports = SportsModeSnapshot(
            leftTeam: SportsTeamSnapshot(name: "Away", score: "1"),
            rightTeam: SportsTeamSnapshot(name: "Home", score: "2"),
            backgroundArtwork: Kit.image(2000, 2000))
        let template = NowPlayingTemplateSnapshot(
            buttons: [], upNext: .init(id: "np/upNext", title: "Queue", isEnabled: false),
            albumArtist: .init(id: "np/albumArtist", isEnabled: false), sports: sports)
        // A frame larger than the maximum, so only the rule limits the artwork.
        let node = NowPlayingLayout.layout(
            template, templateID: "np", in: Rect(x: 0, y: 0, width: 1600, height: 1000), context: Kit.context())
        let artwork = try #require(node.first { $0.role == .artwork && $0.content.isBackground == true }?.image)
        #expect(artwork.size == ImageLimits.sportsBackgroundArtwork)
    }
}

/// The drawing rules of `DisplayRules.swift`.
@Suite("DisplayRules")
struct DisplayRulesTests {
    @Test func tabBarNowPlayingButtonNeedsAtMostFourTabs() {
        #expect(Rules.tabBarShowsNowPlayingButton(tabCount: 4))
        #expect(!Rules.tabBarShowsNowPlayingButton(tabCount: 5))
    }

    @Test func teamInitialsShowThreeCharacters() {
        #expect(Rules.shownTeamInitials("HOMES") == "HOM")
        #expect(Rules.shownTeamInitials("LA") == "LA")
    }

    @Test func playbackProgressIsShownBetweenZeroAndOne() {
        #expect(Rules.shownPlaybackProgress(0.25) == 0.25)
        #expect(Rules.shownPlaybackProgress(-1) == 0)
        #expect(Rules.shownPlaybackProgress(2) == 1)
        #expect(Rules.shownPlaybackProgress(.nan) == 0)
        #expect(Rules.shownPlaybackProgress(.infinity) == 1)
        #expect(Rules.shownPlaybackProgress(-.infinity) == 0)
    }

    @Test func eventStatusShowsThreeNonEmptyTexts() {
        #expect(
            Rules.shownEventStatusTexts(["Q3", "", "2nd & 7", "Stadium", "dropped"]) == ["Q3", "2nd & 7", "Stadium"])
        #expect(Rules.shownEventStatusTexts(nil).isEmpty)
    }
}
