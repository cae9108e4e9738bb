import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("ListTemplateSnapshot")
struct ListTemplateSnapshotTests {
    private var image: UIImage { UIImage(systemName: "star")! }

    private func roundTrip(_ template: CPTemplate) throws -> TemplateSnapshot {
        let snapshot = try require(TemplateSnapshot(template))
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(snapshot))
        expectEqual(decoded, snapshot)
        return snapshot
    }

    @Test func copiesRowsSectionsAndTemplateFields() throws {
        let first = CPListItem(
            text: "Song", detailText: "Artist", image: image, accessoryImage: nil, accessoryType: .disclosureIndicator)
        first.isExplicitContent = true
        first.isPlaying = true
        first.playingIndicatorLocation = .trailing
        first.playbackProgress = 0.25
        first.isEnabled = false
        first.handler = { _, completion in completion() }
        let second = CPListItem(
            text: "Cloud", detailText: nil, image: nil, accessoryImage: image, accessoryType: .cloud)
        let headerButton = CPButton(image: image)
        let section = CPListSection(
            items: [first, second], header: "Header", headerSubtitle: "Sub", headerImage: image,
            headerButton: headerButton, sectionIndexTitle: "H")
        let list = CPListTemplate(title: "Library", sections: [section])
        list.emptyViewTitleVariants = ["Empty"]
        list.emptyViewSubtitleVariants = ["Nothing yet"]
        list.showsSpinnerWhileEmpty = true
        list.trailingNavigationBarButtons = [CPBarButton(title: "Edit")]

        let template = try roundTrip(list)
        expectEqual(template.kind, .list)
        expectEqual(template.id, ElementID(of: list))
        guard case .list(let snapshot) = template.content else {
            Issue.record("not a list")
            return
        }
        expectEqual(snapshot.title, "Library")
        expectEqual(snapshot.emptyViewTitleVariants, ["Empty"])
        expectEqual(snapshot.emptyViewSubtitleVariants, ["Nothing yet"])
        expectTrue(snapshot.showsSpinnerWhileEmpty)
        expectEqual(snapshot.navigationBar.trailing.map(\.title), ["Edit"])
        expectTrue(snapshot.itemCount == 2 && snapshot.sectionCount == 1 && !snapshot.isEmpty)
        expectTrue(!snapshot.hasDelegate)

        let copiedSection = snapshot.sections[0]
        expectEqual(copiedSection.id, ElementID(of: section))
        expectTrue(copiedSection.header == "Header" && copiedSection.headerSubtitle == "Sub")
        expectNotEqual(copiedSection.headerImage, nil)
        expectEqual(copiedSection.headerButton?.id, ElementID(of: headerButton))
        expectEqual(copiedSection.sectionIndexTitle, "H")

        guard case .item(let row) = copiedSection.items[0], case .item(let cloud) = copiedSection.items[1] else {
            Issue.record("rows expected")
            return
        }
        expectEqual(row.id, ElementID(of: first))
        expectEqual(copiedSection.items[0].id, ElementID(of: first))
        expectTrue(row.text == "Song" && row.detailText == "Artist" && row.image != nil)
        expectTrue(row.accessoryType == .disclosureIndicator && row.accessoryImage == nil)
        expectTrue(row.isExplicitContent && row.isPlaying && row.playingIndicatorLocation == .trailing)
        expectEqual(row.playbackProgress, 0.25)
        expectTrue(!row.isEnabled && row.hasHandler)
        expectTrue(cloud.accessoryType == .none && cloud.accessoryImage != nil && !cloud.hasHandler)
        expectEqual(snapshot.item(ElementID(of: second)), copiedSection.items[1])
        expectEqual(snapshot.item(ElementID("missing")), nil)
    }

    @Test func copiesWhatTheFrameworkKeptAfterTrimming() {
        let sections = (0..<3).map { s in
            CPListSection(items: (0..<5).map { CPListItem(text: "\(s)-\($0)", detailText: nil) })
        }
        let snapshot = ListTemplateSnapshot(CPListTemplate(title: nil, sections: sections))
        expectEqual(snapshot.sections.map(\.items.count), [5, 5, 2])
        expectEqual(snapshot.itemCount, 12)
        expectEqual(snapshot.sections[2].items.map(\.text), ["2-0", "2-1"])
    }

    @Test func playbackProgressIsFaithfulButEncodable() throws {
        let item = CPListItem(text: "T", detailText: nil)
        item.playbackProgress = 1.5
        expectEqual(ListRowSnapshot(item).playbackProgress, 1.5)
        item.playbackProgress = -0.5
        expectEqual(ListRowSnapshot(item).playbackProgress, -0.5)
        item.playbackProgress = .nan
        let nan = ListRowSnapshot(item)
        expectEqual(nan.playbackProgress, 0)
        expectEqual(nan, nan)
        item.playbackProgress = .infinity
        expectEqual(ListRowSnapshot(item).playbackProgress, 1)
        _ = try JSONEncoder().encode(nan)
    }

    @Test func copiesImageRows() throws {
        let rowElement = CPListImageRowItemRowElement(image: image, title: "T", subtitle: "S")
        rowElement.accessibilityLabel = "Label"
        rowElement.isEnabled = false
        let card = CPListImageRowItemCardElement(
            image: image, showsImageFullHeight: true, title: "Card", subtitle: nil, tintColor: .systemBlue)
        let thumbCard = CPListImageRowItemCardElement(
            thumbnail: CPThumbnailImage(
                image: image, imageOverlay: CPImageOverlay(image: image, alignment: .leading), sportsOverlay: nil),
            title: "Thumb", subtitle: "Sub", tintColor: nil)
        let condensed = CPListImageRowItemCondensedElement(
            image: image, imageShape: .roundedRectangle, title: "C", subtitle: "cs", accessorySymbolName: "play")
        let grid = CPListImageRowItemGridElement(image: image)
        grid.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .play, elapsedTime: CMTime(value: 30, timescale: 1),
            duration: CMTime(value: 120, timescale: 1))
        let imageGrid = CPListImageRowItemImageGridElement(
            image: image, imageShape: .circular, title: "IG", accessorySymbolName: nil)

        let rows = CPListImageRowItem(text: "Rows", elements: [rowElement], allowsMultipleLines: true)
        rows.listImageRowHandler = { _, _, completion in completion() }
        let cards = CPListImageRowItem(text: nil, cardElements: [card, thumbCard], allowsMultipleLines: false)
        let condensedRow = CPListImageRowItem(text: "C", condensedElements: [condensed], allowsMultipleLines: false)
        let grids = CPListImageRowItem(text: "G", gridElements: [grid], allowsMultipleLines: false)
        let imageGrids = CPListImageRowItem(text: "IG", imageGridElements: [imageGrid], allowsMultipleLines: false)
        let legacy = CPListImageRowItem(text: "Legacy", images: (0..<10).map { _ in image }, imageTitles: ["a", "b"])

        let list = CPListTemplate(
            title: nil, sections: [CPListSection(items: [rows, cards, condensedRow, grids, imageGrids, legacy])])
        guard case .list(let snapshot) = try roundTrip(list).content else { return }
        let copied: [ImageRowSnapshot] = snapshot.sections[0].items.compactMap {
            if case .imageRow(let row) = $0 { return row }
            return nil
        }
        expectEqual(copied.count, 6)
        expectEqual(copied.map(\.style), [.row, .card, .condensed, .grid, .imageGrid, .images])
        expectEqual(copied.map(\.id), [rows, cards, condensedRow, grids, imageGrids, legacy].map { ElementID(of: $0) })

        let r = copied[0]
        expectTrue(r.text == "Rows" && r.allowsMultipleLines && r.hasImageHandler && !r.hasHandler)
        expectEqual(r.elements[0].id, ElementID(of: rowElement))
        expectTrue(r.elements[0].kind == .row && r.elements[0].title == "T" && r.elements[0].subtitle == "S")
        expectTrue(r.elements[0].accessibilityLabel == "Label" && !r.elements[0].isEnabled)

        let c = copied[1].elements
        expectTrue(
            c[0].kind == .card && c[0].showsImageFullHeight == true && c[0].tintColor != nil && c[0].thumbnail == nil)
        expectTrue(
            c[1].thumbnail?.imageOverlay?.alignment == .leading && c[1].title == "Thumb" && c[1].tintColor == nil)

        let d = copied[2].elements[0]
        expectTrue(
            d.kind == .condensed && d.shape == .roundedSquare && d.accessorySymbolName == "play" && d.subtitle == "cs")

        let g = copied[3].elements[0]
        expectTrue(g.kind == .grid && g.title == nil && g.shape == nil)
        expectEqual(
            g.playbackConfiguration,
            PlaybackConfigurationSnapshot(
                presentation: .audio, action: .play, elapsedSeconds: 30, durationSeconds: 120))

        let i = copied[4].elements[0]
        expectTrue(i.kind == .imageGrid && i.shape == .circular && i.title == "IG")

        let l = copied[5]
        expectEqual(l.gridImages.count, 10)
        expectEqual(l.imageTitles, ["a", "b", "", "", "", "", "", "", "", ""])
        expectTrue(l.elements.isEmpty)
    }

    @Test func copiesMessageItems() throws {
        let conversation = CPMessageListItem(
            conversationIdentifier: "conv", text: "Family",
            leadingConfiguration: CPMessageListItemLeadingConfiguration(
                leadingItem: .pin, leadingImage: image, unread: true),
            trailingConfiguration: CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil),
            detailText: "See you", trailingText: "10:42")
        conversation.leadingDetailTextImage = image
        let contact = CPMessageListItem(
            fullName: "Anna", phoneOrEmailAddress: "anna@example.com",
            leadingConfiguration: CPMessageListItemLeadingConfiguration(
                leadingItem: .star, leadingImage: nil, unread: false),
            trailingConfiguration: nil, detailText: nil, trailingText: nil)
        contact.isEnabled = false
        let list = CPListTemplate(title: "Messages", sections: [CPListSection(items: [conversation, contact])])
        guard case .list(let snapshot) = try roundTrip(list).content,
            case .message(let a) = snapshot.sections[0].items[0],
            case .message(let b) = snapshot.sections[0].items[1]
        else {
            Issue.record("message items expected")
            return
        }
        expectEqual(a.id, ElementID(of: conversation))
        expectTrue(a.text == "Family" && a.conversationIdentifier == "conv" && a.phoneOrEmailAddress == nil)
        expectTrue(a.detailText == "See you" && a.trailingText == "10:42")
        expectTrue(a.leadingItem == .pin && a.leadingImage != nil && a.isUnread)
        expectTrue(a.trailingItem == .mute && a.trailingImage == nil)
        expectTrue(a.leadingDetailTextImage != nil && a.isEnabled)
        expectTrue(b.text == "Anna" && b.phoneOrEmailAddress == "anna@example.com" && b.conversationIdentifier == nil)
        expectTrue(b.leadingItem == .star && !b.isUnread && b.trailingItem == nil && !b.isEnabled)
    }

    @Test func copiesAssistantCellHeaderGridButtonsAndDetailsHeader() throws {
        let gridButtons = (0..<9).map { CPGridButton(titleVariants: ["G\($0)"], image: image) }
        let cell = CPAssistantCellConfiguration(
            position: .bottom, visibility: .whileLimitedUIActive, assistantAction: .startCall)
        let pinned = CPListTemplate(
            title: "Pinned", sections: [], assistantCellConfiguration: cell, headerGridButtons: gridButtons)
        let pinnedSnapshot = ListTemplateSnapshot(pinned)
        expectEqual(
            pinnedSnapshot.assistantCell,
            AssistantCellSnapshot(
                id: ElementID(of: cell), position: .bottom, visibility: .whileLimitedUIActive, action: .startCall))
        // Faithful: every header grid button, the host trims.
        expectEqual(pinnedSnapshot.headerGridButtons?.map(\.id), gridButtons.map { ElementID(of: $0) })
        expectTrue(pinnedSnapshot.isEmpty)
        expectEqual(ListTemplateSnapshot(CPListTemplate(title: nil, sections: [])).headerGridButtons, nil)

        let team = { (name: String) in
            CPNowPlayingSportsTeam(
                name: name, logo: CPNowPlayingSportsTeamLogo(teamInitials: name), teamStandings: nil, eventScore: "2",
                possessionIndicator: nil, favorite: false)
        }
        let thumbnail = CPThumbnailImage(
            image: image,
            imageOverlay: CPImageOverlay(
                text: "LIVE", textColor: .white, backgroundColor: .systemRed, alignment: .trailing),
            sportsOverlay: CPSportsOverlay(leftTeam: team("AAA"), rightTeam: team("BBB"), eventStatus: nil))
        let buttons = (0..<4).map { _ in CPButton(image: image) }
        let header = CPListTemplateDetailsHeader(
            thumbnail: thumbnail, title: "Match", subtitle: "Live",
            bodyVariants: [NSAttributedString(string: "Long body"), NSAttributedString(string: "Short")],
            actionButtons: buttons)
        header.wantsAdaptiveBackgroundStyle = true
        header.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .video, playbackAction: .pause, elapsedTime: .zero, duration: .zero)
        let list = CPListTemplate(
            title: "Detail", listHeader: header, sections: [],
            assistantCellConfiguration: CPAssistantCellConfiguration(
                position: .top, visibility: .always, assistantAction: .playMedia))
        guard case .list(let snapshot) = try roundTrip(list).content else { return }
        expectNotEqual(snapshot.assistantCell?.id, nil, "the configuration is an element")
        expectTrue(snapshot.assistantCell?.position == .top && snapshot.assistantCell?.visibility == .always)
        expectEqual(snapshot.assistantCell?.action, .playMedia)
        let details = try require(snapshot.detailsHeader)
        expectEqual(details.id, ElementID(of: header))
        expectTrue(details.title == "Match" && details.subtitle == "Live")
        expectEqual(details.bodyVariants, ["Long body", "Short"])
        expectEqual(details.actionButtons.map(\.id), buttons.map { ElementID(of: $0) })
        expectTrue(details.wantsAdaptiveBackgroundStyle)
        expectTrue(
            details.playbackConfiguration?.presentation == .video && details.playbackConfiguration?.action == .pause)
        expectEqual(details.playbackConfiguration?.durationSeconds, 0)
        expectTrue(
            details.thumbnail.imageOverlay?.text == "LIVE" && details.thumbnail.imageOverlay?.alignment == .trailing)
        expectTrue(details.thumbnail.imageOverlay?.textColor != nil && details.thumbnail.imageOverlay?.image == nil)
        expectEqual(details.thumbnail.sportsOverlay?.leftTeam.name, "AAA")
    }

    @Test func snapshotIsACopy() {
        let item = CPListItem(text: "Before", detailText: nil)
        let list = CPListTemplate(title: nil, sections: [CPListSection(items: [item])])
        let before = ListTemplateSnapshot(list)
        item.setText("After")
        list.emptyViewTitleVariants = ["Changed"]
        expectEqual(before.sections[0].items[0].text, "Before")
        expectTrue(before.emptyViewTitleVariants.isEmpty)
        let after = ListTemplateSnapshot(list)
        expectEqual(after.sections[0].items[0].text, "After")
        expectNotEqual(after, before)
    }

    @Test func recordsTheDeprecatedDelegate() {
        final class Delegate: NSObject, CPListTemplateDelegate {
            func listTemplate(_ listTemplate: CPListTemplate, didSelect item: CPListItem) async {}
        }
        let list = CPListTemplate(title: nil, sections: [])
        let delegate = Delegate()
        list.delegate = delegate
        expectTrue(ListTemplateSnapshot(list).hasDelegate)
    }

    @Test func elementsListTheItems() throws {
        let item = CPListItem(text: "Row", detailText: nil)
        let element = CPListImageRowItemGridElement(image: image)
        let imageRow = CPListImageRowItem(text: "Images", gridElements: [element], allowsMultipleLines: false)
        let template = try require(
            TemplateSnapshot(CPListTemplate(title: "T", sections: [CPListSection(items: [item, imageRow])])))
        let ids = template.elements.map(\.id)
        expectTrue(ids.contains(ElementID(of: item)))
        expectTrue(ids.contains(ElementID(of: imageRow)))
        expectTrue(ids.contains(ElementID(of: element)))
        expectEqual(template.elements.first { $0.id == ElementID(of: item) }?.texts, ["Row"])
        expectEqual(template.tabTitle, "T")
    }

    @Test func enumRawValues() {
        expectEqual(ListRowSnapshot.AccessoryType.disclosureIndicator.rawValue, "disclosureIndicator")
        expectEqual(ImageRowSnapshot.Style.imageGrid.rawValue, "imageGrid")
        expectEqual(ImageRowElementSnapshot.Shape.roundedRectangle.rawValue, "roundedRectangle")
        expectEqual(MessageItemSnapshot.LeadingItem.star.rawValue, "star")
        expectEqual(AssistantCellSnapshot.Visibility.whileLimitedUIActive.rawValue, "whileLimitedUIActive")
        expectEqual(PlaybackConfigurationSnapshot.Action.replay.rawValue, "replay")
        expectEqual(ImageOverlaySnapshot.Alignment.center.rawValue, "center")
    }
}
