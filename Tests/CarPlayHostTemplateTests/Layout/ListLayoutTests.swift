import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("ListLayout")
struct ListLayoutTests {
    typealias Kit = TemplateLayoutKit

    // MARK: Fixtures

    func row(
        _ id: String, _ text: String? = "Song", detail: String? = nil, image: ImageSnapshot? = nil,
        accessoryImage: ImageSnapshot? = nil, accessory: ListRowSnapshot.AccessoryType = .none, enabled: Bool = true,
        explicit: Bool = false, progress: Double = 0, playing: Bool = false,
        location: ListRowSnapshot.PlayingIndicatorLocation = .leading
    ) -> ListItemSnapshot {
        .item(
            ListRowSnapshot(
                id: ElementID(id), text: text, detailText: detail, image: image, accessoryImage: accessoryImage,
                accessoryType: accessory, isEnabled: enabled, isExplicitContent: explicit, playbackProgress: progress,
                isPlaying: playing, playingIndicatorLocation: location))
    }

    func elements(_ kind: ImageRowElementSnapshot.Kind, count: Int) -> [ImageRowElementSnapshot] {
        (0..<count).map { index in
            ImageRowElementSnapshot(
                id: ElementID("el\(index)"), kind: kind, image: Kit.image(120, 120),
                title: kind == .grid ? nil : "Title \(index)",
                subtitle: kind == .row || kind == .card || kind == .condensed ? "Sub \(index)" : nil,
                accessorySymbolName: kind == .condensed || kind == .imageGrid ? "chevron.right" : nil,
                shape: kind == .condensed ? .circular : (kind == .imageGrid ? .roundedRectangle : nil),
                showsImageFullHeight: kind == .card ? index.isMultiple(of: 2) : nil,
                tintColor: kind == .card
                    ? ColorSnapshot(
                        light: .init(red: 1, green: 0, blue: 0, alpha: 1),
                        dark: .init(red: 0, green: 0, blue: 1, alpha: 1)) : nil)
        }
    }

    func imageRow(
        _ id: String, style: ImageRowSnapshot.Style, count: Int = 3, multipleLines: Bool = false,
        text: String? = "Recently played"
    ) -> ListItemSnapshot {
        if style == .images {
            return .imageRow(
                ImageRowSnapshot(
                    id: ElementID(id), text: text, style: .images,
                    gridImages: (0..<count).map { _ in Kit.image(100, 100) },
                    imageTitles: (0..<count).map { "Album \($0)" }))
        }
        let kind: ImageRowElementSnapshot.Kind =
            switch style {
            case .row: .row
            case .card: .card
            case .condensed: .condensed
            case .grid: .grid
            default: .imageGrid
            }
        return .imageRow(
            ImageRowSnapshot(
                id: ElementID(id), text: text, style: style, elements: elements(kind, count: count),
                allowsMultipleLines: multipleLines))
    }

    func message(_ id: String, unread: Bool = true) -> ListItemSnapshot {
        .message(
            MessageItemSnapshot(
                id: ElementID(id), text: "Ada Lovelace", detailText: "See you at the engine", trailingText: "9:41",
                leadingItem: .pin, leadingImage: Kit.image(60, 60), isUnread: unread, trailingItem: .mute,
                trailingImage: Kit.image(20, 20), leadingDetailTextImage: Kit.image(30, 30)))
    }

    func gridButton(_ titles: [String], unread: Bool? = nil, enabled: Bool = true) -> GridButtonSnapshot {
        let button = CPGridButton(
            titleVariants: titles, image: UIImage(systemName: "star")!,
            messageConfiguration: unread.map { CPMessageGridItemConfiguration(conversationIdentifier: "c", unread: $0) }
        )
        button.isEnabled = enabled
        return GridButtonSnapshot(button)
    }

    func headerButton(_ title: String?) -> ButtonSnapshot {
        let button = CPButton(image: UIImage(systemName: "plus")!)
        button.title = title
        return ButtonSnapshot(button)
    }

    /// A list with every kind of item, section headers with every part, index titles, pinned buttons and an
    /// assistant cell.
    func kitchenSink() -> ListTemplateSnapshot {
        let rows = ListSectionSnapshot(
            id: "s1", header: "Songs", headerSubtitle: "Recently added", headerImage: Kit.image(100, 100),
            headerButton: headerButton("Play"), sectionIndexTitle: "Songs",
            items: [
                row(
                    "r1", detail: "Artist", image: Kit.image(300, 300), accessory: .disclosureIndicator, explicit: true,
                    progress: 0.5, playing: true),
                row("r2", accessory: .cloud, playing: true, location: .trailing),
                row("r3", detail: "Custom", accessoryImage: Kit.image(30, 30)),
                row("r4", enabled: false),
            ])
        let images = ListSectionSnapshot(
            id: "s2", header: "Styles", sectionIndexTitle: "Images",
            items: [
                imageRow("i0", style: .images, count: 8), imageRow("i1", style: .row), imageRow("i2", style: .card),
                imageRow("i3", style: .condensed, count: 4, multipleLines: true),
                imageRow("i4", style: .grid, count: 6),
                imageRow("i5", style: .imageGrid),
            ])
        let messages = ListSectionSnapshot(
            id: "s3", header: "Messages", sectionIndexTitle: "M", items: [message("m1"), message("m2", unread: false)])
        return ListTemplateSnapshot(
            title: "Library", sections: [rows, images, messages],
            assistantCell: AssistantCellSnapshot(position: .top, visibility: .always, action: .playMedia),
            headerGridButtons: [
                gridButton(["Favourites", "Favs"], unread: true), gridButton(["Radio"]),
                gridButton(["Mixes"], unread: false),
            ])
    }

    func detailsHeaderList(bodyVariants: [String] = ["Body"], buttons: Int = 2) -> ListTemplateSnapshot {
        let thumbnail = ThumbnailSnapshot(
            image: Kit.image(400, 400),
            imageOverlay: ImageOverlaySnapshot(
                text: "LIVE",
                textColor: ColorSnapshot(
                    light: .init(red: 1, green: 1, blue: 1, alpha: 1), dark: .init(red: 1, green: 1, blue: 1, alpha: 1)),
                backgroundColor: ColorSnapshot(
                    light: .init(red: 1, green: 0, blue: 0, alpha: 1), dark: .init(red: 1, green: 0, blue: 0, alpha: 1)),
                alignment: .trailing),
            sportsOverlay: SportsOverlaySnapshot(
                leftTeam: SportsTeamSnapshot(name: "Home", logoInitials: "HOM", score: "2"),
                rightTeam: SportsTeamSnapshot(name: "Away", score: "1", isFavorite: true),
                eventStatus: SportsEventStatusSnapshot(texts: ["2nd half"])))
        let header = DetailsHeaderSnapshot(
            id: "header", thumbnail: thumbnail, title: "Podcast", subtitle: "Publisher", bodyVariants: bodyVariants,
            actionButtons: (0..<buttons).map { headerButton("Action \($0)") }, wantsAdaptiveBackgroundStyle: true,
            playbackConfiguration: PlaybackConfigurationSnapshot(
                presentation: .audio, action: .play, elapsedSeconds: 0, durationSeconds: 60))
        return ListTemplateSnapshot(
            title: "Show", sections: [ListSectionSnapshot(id: "s", items: [row("a"), row("b"), row("c")])],
            assistantCell: AssistantCellSnapshot(position: .bottom, visibility: .always, action: .startCall),
            headerGridButtons: [gridButton(["Hidden"])], detailsHeader: header)
    }

    func layout(
        _ list: ListTemplateSnapshot, _ display: DisplayConfiguration = .standard, pending: Set<ElementID> = []
    ) -> ScreenNode {
        ListLayout.layout(list, in: Kit.contentFrame(display), context: Kit.context(display, pending: pending))
    }

    func node(_ id: String, in root: ScreenNode) throws -> ScreenNode {
        try require(root.first { $0.id == ElementID(id) })
    }

    func scrollView(_ content: ScreenNode) throws -> ScreenNode {
        try require(content.children.first { $0.role == .scrollView })
    }

    // MARK: Geometry on every display

    @Test(arguments: TemplateLayoutKit.allDisplays)
    func everyFeatureFitsTheDisplay(_ display: DisplayConfiguration) throws {
        for list in [kitchenSink(), detailsHeaderList(bodyVariants: [Kit.long(400), "Short body"])] {
            Kit.checkGeometry(layout(list, display), in: Kit.contentFrame(display))
        }
        let scroll = try scrollView(layout(kitchenSink(), display))
        expectGreater((scroll.contentHeight ?? 0), scroll.frame.height)
    }

    @Test(arguments: TemplateLayoutKit.displays)
    func rowsFollowTheSectionsInFocusOrder(_ display: DisplayConfiguration) throws {
        let content = layout(kitchenSink(), display)
        let order = content.focusOrder.map(\.rawValue)
        // Pinned buttons, the section header button, rows (r4 is disabled), image rows' elements, messages.
        let rowOrder = order.filter { ["r1", "r2", "r3", "r4", "i0#0", "m1", "m2"].contains($0) }
        expectEqual(rowOrder.first, "r1")
        expectEqual(Array(rowOrder.suffix(2)), ["m1", "m2"])
        expectTrue(!order.contains("r4"))
        let firstRow = try require(order.firstIndex(of: "r1"))
        let firstElement = try require(order.firstIndex(of: "i0#0"))
        expectLess(firstRow, firstElement)
        let pinned = try require(content.children.first { $0.role == .pinnedHeader })
        let firstPinned = try require(pinned.children.first?.id)
        expectEqual(order.first, firstPinned.rawValue)
    }

    // MARK: Rows

    @Test func accessoriesDisclosureCloudAndCustom() throws {
        let list = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(
                    id: "s",
                    items: [
                        row("d", accessory: .disclosureIndicator), row("c", accessory: .cloud),
                        row("x", accessoryImage: Kit.image(100, 50, name: "badge")), row("n"),
                    ])
            ])
        for display in Kit.displays {
            let content = layout(list, display)
            let d = try node("d", in: content), c = try node("c", in: content), x = try node("x", in: content),
                n = try node("n", in: content)
            expectEqual(d.content.accessory, .disclosureIndicator)
            expectEqual(d.children.first { $0.role == .accessory }?.image?.source, .system("chevron.right"))
            expectEqual(c.content.accessory, .cloud)
            expectEqual(c.children.first { $0.role == .accessory }?.image?.source, .system("icloud.and.arrow.down"))
            let custom = try require(x.children.first { $0.role == .accessory })
            expectEqual(x.content.accessory, .custom)
            expectEqual(custom.image?.source, .named("badge"))
            let size = try require(custom.image?.size)
            expectTrue(size.width <= 44 && size.height <= 44 && abs(size.width / size.height - 2) < 0.05)
            // Trailing side: right of the row's centre, inside the row.
            for accessory in [d, c, x].compactMap({ $0.children.first { $0.role == .accessory } }) {
                expectTrue(accessory.frame.minX > content.frame.midX && accessory.frame.maxX <= content.frame.maxX)
            }
            expectTrue(n.content.accessory == nil && !n.children.contains { $0.role == .accessory })
        }
    }

    @Test func playingIndicatorSide() throws {
        let list = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(
                    id: "s",
                    items: [
                        row(
                            "lead", image: Kit.image(44, 44), accessory: .disclosureIndicator, playing: true,
                            location: .leading),
                        row(
                            "trail", image: Kit.image(44, 44), accessory: .disclosureIndicator, playing: true,
                            location: .trailing),
                        row("idle", playing: false, location: .trailing),
                    ])
            ])
        let content = layout(list)
        let lead = try node("lead", in: content), trail = try node("trail", in: content)
        let leadIndicator = try require(lead.children.first { $0.role == .playingIndicator })
        let leadImage = try require(lead.children.first { $0.role == .rowImage })
        expectEqual(lead.content.playingIndicator, .leading)
        expectLessOrEqual(leadIndicator.frame.maxX, leadImage.frame.minX)
        let trailIndicator = try require(trail.children.first { $0.role == .playingIndicator })
        let trailAccessory = try require(trail.children.first { $0.role == .accessory })
        let trailImage = try require(trail.children.first { $0.role == .rowImage })
        expectEqual(trail.content.playingIndicator, .trailing)
        expectTrue(
            trailIndicator.frame.minX > trailImage.frame.maxX && trailIndicator.frame.maxX <= trailAccessory.frame.minX)
        expectTrue(try !node("idle", in: content).children.contains { $0.role == .playingIndicator })
    }

    @Test func progressBarValue() throws {
        let list = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(
                    id: "s",
                    items: [
                        row("quarter", progress: 0.25), row("zero", progress: 0), row("nan", progress: .nan),
                        row("over", progress: 1.7),
                        row("negative", progress: -0.5), row("full", progress: 1),
                    ])
            ])
        let content = layout(list)
        func bar(_ id: String) throws -> ScreenNode? {
            try node(id, in: content).children.first { $0.role == .progressBar }
        }
        let quarter = try require(try bar("quarter"))
        expectEqual(quarter.value, 0.25)
        let row = try node("quarter", in: content)
        expectTrue(quarter.frame.maxY <= row.frame.maxY && quarter.frame.minY > row.frame.midY)
        expectEqual(try bar("zero"), nil)
        expectEqual(try bar("nan"), nil)
        expectEqual(try bar("negative"), nil)
        expectEqual(try bar("over")?.value, 1)
        expectEqual(try bar("full")?.value, 1)
    }

    @Test func explicitBadgeFollowsTheTitle() throws {
        let list = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(
                    id: "s",
                    items: [
                        row("e", "Short", detail: "Artist", explicit: true), row("long", Kit.long(300), explicit: true),
                        row("clean"),
                    ])
            ])
        for display in Kit.displays {
            let content = layout(list, display)
            let e = try node("e", in: content)
            let badge = try require(e.children.first { $0.role == .explicitBadge })
            expectTrue(badge.text == "E" && e.content.explicit == true)
            expectTrue(
                badge.frame.maxX <= e.frame.maxX && badge.frame.minY >= e.frame.minY
                    && badge.frame.maxY <= e.frame.midY + 7)
            let long = try node("long", in: content)
            let longBadge = try require(long.children.first { $0.role == .explicitBadge })
            expectEqual(long.text?.hasSuffix("…"), true)
            expectTrue(longBadge.frame.maxX <= long.frame.maxX - Theme.padding + 0.01)
            expectEqual(try node("clean", in: content).content.explicit, nil)
        }
    }

    @Test func textFitsTheWidthLeftAndVariesWithTheDisplay() throws {
        let text = Kit.long(90)
        let list = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(
                    id: "s",
                    items: [
                        row("r", text, detail: text, image: Kit.image(44, 44), accessory: .disclosureIndicator)
                    ])
            ])
        var lengths: [Int] = []
        for display in [DisplayConfiguration.highResolution, .standard, .minimum] {
            let context = Kit.context(display)
            let r = try node("r", in: layout(list, display))
            let title = try require(r.text)
            let image = try require(r.children.first { $0.role == .rowImage })
            let accessory = try require(r.children.first { $0.role == .accessory })
            expectTrue(context.text.width(of: title, font: Theme.rowText) <= accessory.frame.minX - image.frame.maxX)
            lengths.append(title.count)
        }
        expectTrue(lengths[0] > lengths[1] && lengths[1] > lengths[2])
    }

    @Test func spinnerOnPendingRows() throws {
        let list = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(
                    id: "s",
                    items: [
                        row("busy", accessory: .disclosureIndicator), row("idle", accessory: .disclosureIndicator),
                        message("msg"),
                        imageRow("img", style: .grid),
                    ])
            ])
        let content = layout(list, pending: ["busy", "msg", "img"])
        let busy = try node("busy", in: content)
        expectTrue(busy.children.contains { $0.role == .spinner })
        expectTrue(!busy.children.contains { $0.role == .accessory })
        let idle = try node("idle", in: content)
        expectTrue(!idle.children.contains { $0.role == .spinner } && idle.children.contains { $0.role == .accessory })
        expectTrue(try node("msg", in: content).children.contains { $0.role == .spinner })
        expectTrue(try node("img", in: content).children.contains { $0.role == .spinner })
    }

}
