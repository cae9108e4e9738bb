import Expectations
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
        expectEqual(ImageLimits.listItem, size(CPListItem.maximumImageSize))
        expectEqual(ImageLimits.listSectionHeader, size(CPMaximumListSectionImageSize))
        expectEqual(ImageLimits.listHeaderGridButton, size(CPListTemplate.maximumGridButtonImageSize))
        expectEqual(ImageLimits.messageItem, size(CPMaximumMessageItemImageSize))
        expectEqual(ImageLimits.messageItemLeadingDetailText, size(CPMaximumMessageItemLeadingDetailTextImageSize))
        expectEqual(ImageLimits.imageRowItem, size(CPListImageRowItem.maximumImageSize))
        expectEqual(ImageLimits.rowElement, size(CPListImageRowItemRowElement.maximumImageSize))
        expectEqual(ImageLimits.cardElement, size(CPListImageRowItemCardElement.maximumImageSize))
        expectEqual(ImageLimits.cardElementFullHeight, size(CPListImageRowItemCardElement.maximumFullHeightImageSize))
        expectEqual(ImageLimits.condensedElement, size(CPListImageRowItemCondensedElement.maximumImageSize))
        expectEqual(ImageLimits.gridElement, size(CPListImageRowItemGridElement.maximumImageSize))
        expectEqual(ImageLimits.imageGridElement, size(CPListImageRowItemImageGridElement.maximumImageSize))
        expectEqual(ImageLimits.button, size(CPButtonMaximumImageSize))
        expectEqual(ImageLimits.button, size(CPListTemplateDetailsHeader.maximumActionButtonSize))
        expectEqual(ImageLimits.gridButton, size(CPGridTemplate.maximumGridButtonImageSize))
        expectEqual(ImageLimits.nowPlayingButton, size(CPNowPlayingButtonMaximumImageSize))
        expectEqual(ImageLimits.pointOfInterestPin, size(CPPointOfInterest.pinImageSize))
        expectEqual(ImageLimits.pointOfInterestSelectedPin, size(CPPointOfInterest.selectedPinImageSize))
    }

    @Test func valuesAppleStatesInProse() {
        // Spec §5 and §8.18 (sports), §8.21 (voice control), the Developer Guide's asset sizes (tab).
        expectEqual(ImageLimits.sportsBackgroundArtwork, Size(width: 500, height: 500))
        expectEqual(ImageLimits.sportsTeamLogo, Size(width: 350, height: 350))
        expectEqual(ImageLimits.voiceControlState, Size(width: 150, height: 150))
        expectEqual(ImageLimits.tab, Size(width: 24, height: 24))
    }

    // MARK: Oversize images are scaled down to the rule's maximum

    @Test func listRowImage() throws {
        let row = ListRowSnapshot(
            id: "row", text: "Song", detailText: "Artist", image: Kit.image(300, 300), accessoryImage: nil,
            accessoryType: .none, isEnabled: true, isExplicitContent: false, playbackProgress: 0, isPlaying: false,
            playingIndicatorLocation: .leading)
        let node = ListLayout.listRow(row, x: 0, y: 0, width: 600, context: Kit.context())
        let image = try require(node.first { $0.role == .rowImage }?.image)
        expectEqual(image.size, ImageLimits.listItem)
    }

    @Test func messageRowImages() throws {
        let item = MessageItemSnapshot(
            id: "message", text: "Ada", detailText: "See you", leadingImage: Kit.image(300, 300), isUnread: false,
            leadingDetailTextImage: Kit.image(300, 300))
        let node = ListLayout.messageRow(item, x: 0, y: 0, width: 600, context: Kit.context())
        let leading = try require(node.first { $0.content.messageRow?.part == .leadingImage }?.image)
        expectEqual(leading.size, ImageLimits.messageItem)
        let detail = try require(node.first { $0.content.messageRow?.part == .detailImage }?.image)
        expectEqual(detail.size, ImageLimits.messageItemLeadingDetailText)
    }

    @Test func gridButtonImage() throws {
        var button = GridButtonSnapshot(CPGridButton(titleVariants: ["Big"], image: UIImage(systemName: "star")!))
        button.image = Kit.image(300, 300)
        let grid = GridTemplateSnapshot(title: "Grid", buttons: [button])
        let node = GridLayout.layout(grid, in: Kit.contentFrame(.standard), context: Kit.context())
        let image = try require(node.first { $0.role == .gridButton }?.image)
        expectEqual(image.size, ImageLimits.gridButton)
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
        let artwork = try require(node.first { $0.role == .artwork && $0.content.isBackground == true }?.image)
        expectEqual(artwork.size, ImageLimits.sportsBackgroundArtwork)
    }
}

/// The drawing rules of `DisplayRules.swift`.
@Suite("DisplayRules")
struct DisplayRulesTests {
    @Test func tabBarNowPlayingButtonNeedsAtMostFourTabs() {
        expectTrue(Rules.tabBarShowsNowPlayingButton(tabCount: 4))
        expectTrue(!Rules.tabBarShowsNowPlayingButton(tabCount: 5))
    }

    @Test func teamInitialsShowThreeCharacters() {
        expectEqual(Rules.shownTeamInitials("HOMES"), "HOM")
        expectEqual(Rules.shownTeamInitials("LA"), "LA")
    }

    @Test func playbackProgressIsShownBetweenZeroAndOne() {
        expectEqual(Rules.shownPlaybackProgress(0.25), 0.25)
        expectEqual(Rules.shownPlaybackProgress(-1), 0)
        expectEqual(Rules.shownPlaybackProgress(2), 1)
        expectEqual(Rules.shownPlaybackProgress(.nan), 0)
        expectEqual(Rules.shownPlaybackProgress(.infinity), 1)
        expectEqual(Rules.shownPlaybackProgress(-.infinity), 0)
    }

    @Test func eventStatusShowsThreeNonEmptyTexts() {
        expectEqual(
            Rules.shownEventStatusTexts(["Q3", "", "2nd & 7", "Stadium", "dropped"]), ["Q3", "2nd & 7", "Stadium"])
        expectTrue(Rules.shownEventStatusTexts(nil).isEmpty)
    }
}
