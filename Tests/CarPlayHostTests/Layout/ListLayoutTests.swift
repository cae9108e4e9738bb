import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// Shared by the template layout tests (list, grid, information, point of interest): contexts, content frames and
/// the geometry checks every layout must pass.
enum TemplateLayoutKit {
    /// The standard and minimum displays, light and dark.
    static let displays: [DisplayConfiguration] = [
        .standard, .standard.with(appearance: .dark), .minimum, .minimum.with(appearance: .dark),
    ]
    /// Every main display preset, light and dark, limited and not.
    static let allDisplays: [DisplayConfiguration] = DisplayConfiguration.presets.flatMap { preset in
        [preset, preset.with(appearance: .dark), preset.limited(), preset.with(appearance: .dark).limited()]
    }

    static func context(_ display: DisplayConfiguration = .standard, pending: Set<ElementID> = []) -> LayoutContext {
        LayoutContext(
            display: display, rules: Rules(category: .audio), now: Date(timeIntervalSince1970: 0),
            pendingHandlers: pending)
    }

    /// The content frame `ScreenLayout` gives a template with a navigation bar: the screen minus the status bar and
    /// the bar.
    static func contentFrame(_ display: DisplayConfiguration) -> Rect {
        let edge: Rect.Edge = display.isPortrait ? .bottom : (display.drivingSide == .leftHandDrive ? .left : .right)
        let app = display.bounds.divided(atDistance: Theme.statusBarThickness, from: edge).remainder
            .inset(by: display.safeAreaInsets)
        return app.divided(atDistance: Theme.barHeight, from: .top).remainder
    }

    /// An image of `width`×`height` points.
    static func image(_ width: Double, _ height: Double, name: String = "art") -> ImageSnapshot {
        var variant = ImageVariant(UIImage(systemName: "star")!)
        variant.source = .named(name)
        variant.width = width
        variant.height = height
        variant.scale = 2
        variant.isTemplate = false
        return ImageSnapshot(light: variant, dark: nil)
    }

    /// A string of `count` characters in words.
    static func long(_ count: Int) -> String {
        String(repeating: "Lorem ipsum ", count: count / 12 + 1).prefix(count).description
    }

    /// Checks what every template layout promises:
    /// - every frame is finite, not negative, and inside the content frame — nodes in a scroll view inside its
    ///   width and below its top, within its content height;
    /// - interactive frames do not overlap and are at least 20 points in each direction;
    /// - focus order runs top to bottom, leading to trailing within a line (separately for fixed and scrolled nodes).
    static func checkGeometry(
        _ content: ScreenNode, in frame: Rect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(content.role == .content, sourceLocation: sourceLocation)
        #expect(content.frame == frame, sourceLocation: sourceLocation)
        var fixedFocus: [ScreenNode] = []
        var scrolledFocus: [[ScreenNode]] = []

        func inside(_ rect: Rect, _ bounds: Rect) -> Bool {
            rect.minX >= bounds.minX - 0.01 && rect.maxX <= bounds.maxX + 0.01 && rect.minY >= bounds.minY - 0.01
                && rect.maxY <= bounds.maxY + 0.01
        }
        func visit(_ node: ScreenNode, scroll: ScreenNode?) {
            let f = node.frame
            #expect(
                [f.x, f.y, f.width, f.height].allSatisfy { $0.isFinite } && f.width >= 0 && f.height >= 0,
                "bad frame \(f) of \(node.role)", sourceLocation: sourceLocation)
            if let scroll {
                let content = Rect(
                    x: scroll.frame.minX, y: scroll.frame.minY, width: scroll.frame.width,
                    height: max(scroll.frame.height, scroll.contentHeight ?? 0))
                #expect(
                    inside(f, content), "\(node.role) \(f) outside scroll content \(content)",
                    sourceLocation: sourceLocation)
            } else {
                #expect(
                    inside(f, frame), "\(node.role) \(f) outside content frame \(frame)", sourceLocation: sourceLocation
                )
            }
            if node.isFocusable && node.isEnabled {
                #expect(
                    f.width >= 20 && f.height >= 20, "\(node.role) \(f) too small to tap",
                    sourceLocation: sourceLocation)
                if scroll == nil {
                    fixedFocus.append(node)
                } else {
                    scrolledFocus[scrolledFocus.count - 1].append(node)
                }
            }
            var childScroll = scroll
            if node.role == .scrollView {
                #expect(node.scrollOffset == 0, sourceLocation: sourceLocation)
                #expect((node.contentHeight ?? -1) >= 0, sourceLocation: sourceLocation)
                #expect(inside(f, frame), sourceLocation: sourceLocation)
                scrolledFocus.append([])
                childScroll = node
            }
            for child in node.children { visit(child, scroll: childScroll) }
        }
        for child in content.children { visit(child, scroll: nil) }

        let interactive = fixedFocus + scrolledFocus.flatMap { $0 }
        for (i, a) in interactive.enumerated() {
            for b in interactive[(i + 1)...] {
                let overlap = a.frame.insetBy(dx: 0.01, dy: 0.01).intersects(b.frame.insetBy(dx: 0.01, dy: 0.01))
                #expect(!overlap, "\(a.role) \(a.frame) overlaps \(b.role) \(b.frame)", sourceLocation: sourceLocation)
            }
        }
        for sequence in [fixedFocus] + scrolledFocus {
            for (a, b) in zip(sequence, sequence.dropFirst()) {
                let later = b.frame.minY > a.frame.minY + 0.01
                let sameLineAfter = abs(b.frame.minY - a.frame.minY) <= 0.01 && b.frame.minX > a.frame.minX
                let besideBelow = b.frame.minY >= a.frame.minY - 0.01 && b.frame.minX >= a.frame.maxX
                #expect(
                    later || sameLineAfter || besideBelow,
                    "focus order: \(a.role) \(a.frame) before \(b.role) \(b.frame)", sourceLocation: sourceLocation)
            }
        }
        // The focus order the screen computes is the interactive nodes in tree order.
        let ids = interactive.compactMap(\.id)
        #expect(content.focusOrder == ids || Set(content.focusOrder) == Set(ids), sourceLocation: sourceLocation)
    }
}

@MainActor
@Suite("ListLayout")
struct ListLayoutTests {
    typealias Kit = TemplateLayoutKit

    // MARK: Fixtures

    private func row(
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

    private func elements(_ kind: ImageRowElementSnapshot.Kind, count: Int) -> [ImageRowElementSnapshot] {
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

    private func imageRow(
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

    private func message(_ id: String, unread: Bool = true) -> ListItemSnapshot {
        .message(
            MessageItemSnapshot(
                id: ElementID(id), text: "Ada Lovelace", detailText: "See you at the engine", trailingText: "9:41",
                leadingItem: .pin, leadingImage: Kit.image(60, 60), isUnread: unread, trailingItem: .mute,
                trailingImage: Kit.image(20, 20), leadingDetailTextImage: Kit.image(30, 30)))
    }

    private func gridButton(_ titles: [String], unread: Bool? = nil, enabled: Bool = true) -> GridButtonSnapshot {
        let button = CPGridButton(
            titleVariants: titles, image: UIImage(systemName: "star")!,
            messageConfiguration: unread.map { CPMessageGridItemConfiguration(conversationIdentifier: "c", unread: $0) }
        )
        button.isEnabled = enabled
        return GridButtonSnapshot(button)
    }

    private func headerButton(_ title: String?) -> ButtonSnapshot {
        let button = CPButton(image: UIImage(systemName: "plus")!)
        button.title = title
        return ButtonSnapshot(button)
    }

    /// A list with every kind of item, section headers with every part, index titles, pinned buttons and an
    /// assistant cell.
    private func kitchenSink() -> ListTemplateSnapshot {
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

    private func detailsHeaderList(bodyVariants: [String] = ["Body"], buttons: Int = 2) -> ListTemplateSnapshot {
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

    private func layout(
        _ list: ListTemplateSnapshot, _ display: DisplayConfiguration = .standard, pending: Set<ElementID> = []
    ) -> ScreenNode {
        ListLayout.layout(list, in: Kit.contentFrame(display), context: Kit.context(display, pending: pending))
    }

    private func node(_ id: String, in root: ScreenNode) throws -> ScreenNode {
        try #require(root.first { $0.id == ElementID(id) })
    }

    private func scrollView(_ content: ScreenNode) throws -> ScreenNode {
        try #require(content.children.first { $0.role == .scrollView })
    }

    // MARK: Geometry on every display

    @Test(arguments: TemplateLayoutKit.allDisplays)
    func everyFeatureFitsTheDisplay(_ display: DisplayConfiguration) throws {
        for list in [kitchenSink(), detailsHeaderList(bodyVariants: [Kit.long(400), "Short body"])] {
            Kit.checkGeometry(layout(list, display), in: Kit.contentFrame(display))
        }
        let scroll = try scrollView(layout(kitchenSink(), display))
        #expect((scroll.contentHeight ?? 0) > scroll.frame.height)
    }

    @Test(arguments: TemplateLayoutKit.displays)
    func rowsFollowTheSectionsInFocusOrder(_ display: DisplayConfiguration) throws {
        let content = layout(kitchenSink(), display)
        let order = content.focusOrder.map(\.rawValue)
        // Pinned buttons, the section header button, rows (r4 is disabled), image rows' elements, messages.
        let rowOrder = order.filter { ["r1", "r2", "r3", "r4", "i0#0", "m1", "m2"].contains($0) }
        #expect(rowOrder.first == "r1")
        #expect(Array(rowOrder.suffix(2)) == ["m1", "m2"])
        #expect(!order.contains("r4"))
        let firstRow = try #require(order.firstIndex(of: "r1"))
        let firstElement = try #require(order.firstIndex(of: "i0#0"))
        #expect(firstRow < firstElement)
        let pinned = try #require(content.children.first { $0.role == .pinnedHeader })
        let firstPinned = try #require(pinned.children.first?.id)
        #expect(order.first == firstPinned.rawValue)
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
            #expect(d.content.accessory == .disclosureIndicator)
            #expect(d.children.first { $0.role == .accessory }?.image?.source == .system("chevron.right"))
            #expect(c.content.accessory == .cloud)
            #expect(c.children.first { $0.role == .accessory }?.image?.source == .system("icloud.and.arrow.down"))
            let custom = try #require(x.children.first { $0.role == .accessory })
            #expect(x.content.accessory == .custom)
            #expect(custom.image?.source == .named("badge"))
            let size = try #require(custom.image?.size)
            #expect(size.width <= 44 && size.height <= 44 && abs(size.width / size.height - 2) < 0.05)
            // Trailing side: right of the row's centre, inside the row.
            for accessory in [d, c, x].compactMap({ $0.children.first { $0.role == .accessory } }) {
                #expect(accessory.frame.minX > content.frame.midX && accessory.frame.maxX <= content.frame.maxX)
            }
            #expect(n.content.accessory == nil && !n.children.contains { $0.role == .accessory })
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
        let leadIndicator = try #require(lead.children.first { $0.role == .playingIndicator })
        let leadImage = try #require(lead.children.first { $0.role == .rowImage })
        #expect(lead.content.playingIndicator == .leading)
        #expect(leadIndicator.frame.maxX <= leadImage.frame.minX)
        let trailIndicator = try #require(trail.children.first { $0.role == .playingIndicator })
        let trailAccessory = try #require(trail.children.first { $0.role == .accessory })
        let trailImage = try #require(trail.children.first { $0.role == .rowImage })
        #expect(trail.content.playingIndicator == .trailing)
        #expect(
            trailIndicator.frame.minX > trailImage.frame.maxX && trailIndicator.frame.maxX <= trailAccessory.frame.minX)
        #expect(try !node("idle", in: content).children.contains { $0.role == .playingIndicator })
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
        let quarter = try #require(try bar("quarter"))
        #expect(quarter.value == 0.25)
        let row = try node("quarter", in: content)
        #expect(quarter.frame.maxY <= row.frame.maxY && quarter.frame.minY > row.frame.midY)
        #expect(try bar("zero") == nil)
        #expect(try bar("nan") == nil)
        #expect(try bar("negative") == nil)
        #expect(try bar("over")?.value == 1)
        #expect(try bar("full")?.value == 1)
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
            let badge = try #require(e.children.first { $0.role == .explicitBadge })
            #expect(badge.text == "E" && e.content.explicit == true)
            #expect(
                badge.frame.maxX <= e.frame.maxX && badge.frame.minY >= e.frame.minY
                    && badge.frame.maxY <= e.frame.midY + 7)
            let long = try node("long", in: content)
            let longBadge = try #require(long.children.first { $0.role == .explicitBadge })
            #expect(long.text?.hasSuffix("…") == true)
            #expect(longBadge.frame.maxX <= long.frame.maxX - Theme.padding + 0.01)
            #expect(try node("clean", in: content).content.explicit == nil)
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
            let title = try #require(r.text)
            let image = try #require(r.children.first { $0.role == .rowImage })
            let accessory = try #require(r.children.first { $0.role == .accessory })
            #expect(context.text.width(of: title, font: Theme.rowText) <= accessory.frame.minX - image.frame.maxX)
            lengths.append(title.count)
        }
        #expect(lengths[0] > lengths[1] && lengths[1] > lengths[2])
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
        #expect(busy.children.contains { $0.role == .spinner })
        #expect(!busy.children.contains { $0.role == .accessory })
        let idle = try node("idle", in: content)
        #expect(!idle.children.contains { $0.role == .spinner } && idle.children.contains { $0.role == .accessory })
        #expect(try node("msg", in: content).children.contains { $0.role == .spinner })
        #expect(try node("img", in: content).children.contains { $0.role == .spinner })
    }

    // MARK: Image rows

    @Test(arguments: [ImageRowSnapshot.Style.row, .card, .condensed, .grid, .imageGrid, .images])
    func elementStylesAreFocusableElements(_ style: ImageRowSnapshot.Style) throws {
        let list = ListTemplateSnapshot(
            title: nil, sections: [ListSectionSnapshot(id: "s", items: [imageRow("row", style: style, count: 2)])])
        for display in Kit.displays {
            let content = layout(list, display)
            Kit.checkGeometry(content, in: Kit.contentFrame(display))
            let row = try node("row", in: content)
            #expect(row.role == .imageRow && !row.isFocusable)
            #expect(row.content.imageRow?.style.rawValue == style.rawValue)
            let title = try #require(row.children.first { $0.role == .text })
            #expect(title.text == "Recently played" && !title.isFocusable)
            let elements = row.children.filter { $0.role == .imageRowElement }
            #expect(elements.count == 2)
            #expect(elements.map(\.content.imageElement?.index) == [0, 1])
            #expect(elements.allSatisfy { $0.isFocusable && $0.isEnabled })
            #expect(elements.allSatisfy { $0.frame.minY >= title.frame.maxY })
            // Each element is its own node (a unique id) whose action selects the image (row, index).
            #expect(elements.map(\.action) == [.selectImage(row: "row", index: 0), .selectImage(row: "row", index: 1)])
            #expect(content.focusOrder == ["row#0", "row#1"])
        }
    }

    @Test func elementStyleDetails() throws {
        let list = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(
                    id: "s",
                    items: [
                        imageRow("card", style: .card, count: 2), imageRow("condensed", style: .condensed, count: 1),
                        imageRow("imageGrid", style: .imageGrid, count: 1),
                        imageRow("grid", style: .grid, count: 1, text: nil),
                        imageRow("row", style: .row, count: 1),
                    ])
            ])
        for display in [DisplayConfiguration.standard, .standard.with(appearance: .dark)] {
            let content = layout(list, display)
            let cards = try node("card", in: content).children.filter { $0.role == .imageRowElement }
            #expect(cards[0].content.fullHeight == true && cards[1].content.fullHeight == nil)
            #expect(cards[0].children.first { $0.role == .rowImage }?.frame == cards[0].frame)
            #expect(cards[1].children.first { $0.role == .rowImage }?.content.shape == .roundedSquare)
            #expect(cards[0].background == (display.appearance == .dark ? "#0000FF" : "#FF0000"))
            #expect(cards[0].text == "Title 0" && cards[0].detailText == "Sub 0")

            let condensed = try #require(
                try node("condensed", in: content).children.first { $0.role == .imageRowElement })
            #expect(
                condensed.content.shape == .circular
                    && condensed.content.imageElement?.accessorySymbol == "chevron.right")
            #expect(condensed.children.contains { $0.role == .accessory })
            #expect(condensed.text == "Title 0" && condensed.detailText == "Sub 0")

            let imageGrid = try #require(
                try node("imageGrid", in: content).children.first { $0.role == .imageRowElement })
            #expect(imageGrid.content.shape == .roundedRectangle && imageGrid.text == "Title 0")
            #expect(imageGrid.children.contains { $0.role == .accessory })

            let gridRow = try node("grid", in: content)
            #expect(!gridRow.children.contains { $0.role == .text })
            let grid = try #require(gridRow.children.first { $0.role == .imageRowElement })
            #expect(grid.text == nil && grid.detailText == nil)
            let gridImage = try #require(grid.children.first { $0.role == .rowImage }?.image)
            #expect(gridImage.size.width <= 100 && gridImage.size.width > 0)

            let rowElement = try #require(try node("row", in: content).children.first { $0.role == .imageRowElement })
            #expect(rowElement.text == "Title 0" && rowElement.detailText == "Sub 0")
        }
    }

    @Test func legacyImagesShowFewerWhenTheWidthCannotHoldThem() throws {
        let list = ListTemplateSnapshot(
            title: nil, sections: [ListSectionSnapshot(id: "s", items: [imageRow("legacy", style: .images, count: 8)])])
        var shown: [Int] = []
        for display in [DisplayConfiguration.highResolution, .standard, .minimum] {
            let row = try node("legacy", in: layout(list, display))
            let elements = row.children.filter { $0.role == .imageRowElement }
            let indices: [Int?] = (0..<elements.count).map { $0 }
            #expect(elements.map(\.content.imageElement?.index) == indices)
            #expect(elements.allSatisfy { $0.text?.hasPrefix("Album") == true })
            if elements.count < 8 { #expect(row.content.imageRow?.hiddenElements == 8 - elements.count) }
            shown.append(elements.count)
        }
        #expect(shown[0] == 8)
        #expect(shown[1] < 8 && shown[2] <= shown[1] && shown[2] >= 1)
        // A very narrow frame still shows one.
        let narrow = ListLayout.layout(list, in: Rect(x: 0, y: 0, width: 60, height: 200), context: Kit.context())
        #expect(try node("legacy", in: narrow).children.filter { $0.role == .imageRowElement }.count == 1)
    }

    @Test func multipleLinesWrapElements() throws {
        let wrapped = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(id: "s", items: [imageRow("r", style: .grid, count: 8, multipleLines: true)])
            ])
        let single = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(id: "s", items: [imageRow("r", style: .grid, count: 8, multipleLines: false)])
            ])
        for display in Kit.displays {
            let all = try node("r", in: layout(wrapped, display)).children.filter { $0.role == .imageRowElement }
            #expect(all.count == 8)
            #expect(Set(all.map(\.frame.minY)).count >= 2)
            let oneLine = try node("r", in: layout(single, display))
            let some = oneLine.children.filter { $0.role == .imageRowElement }
            #expect(some.count < 8 && Set(some.map(\.frame.minY)).count == 1)
            #expect(oneLine.content.imageRow?.hiddenElements == 8 - some.count)
        }
    }

    @Test func disabledElementsAndEmptyImageRows() throws {
        var disabled = elements(.grid, count: 2)
        disabled[1].isEnabled = false
        let list = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(
                    id: "s",
                    items: [
                        .imageRow(ImageRowSnapshot(id: "r", text: "Row", style: .grid, elements: disabled)),
                        .imageRow(ImageRowSnapshot(id: "empty", text: "Nothing", style: .images)),
                    ])
            ])
        let content = layout(list)
        let elements = try node("r", in: content).children.filter { $0.role == .imageRowElement }
        #expect(elements.map(\.isEnabled) == [true, false])
        // A row with nothing to show is itself the element the driver selects.
        let empty = try node("empty", in: content)
        #expect(empty.isFocusable && empty.frame.height >= Theme.rowHeight)
        #expect(content.focusOrder == ["r#0", "empty"])
    }

    // MARK: Message rows

    @Test func messageRowParts() throws {
        let list = ListTemplateSnapshot(
            title: nil,
            sections: [
                ListSectionSnapshot(
                    id: "s",
                    items: [
                        message("m"), message("read", unread: false),
                        .message(MessageItemSnapshot(id: "star", text: "Bob", leadingItem: .star, isUnread: false)),
                    ])
            ])
        for display in Kit.displays {
            let content = layout(list, display)
            Kit.checkGeometry(content, in: Kit.contentFrame(display))
            let m = try node("m", in: content)
            #expect(m.role == .messageRow && m.isFocusable)
            #expect(m.text == "Ada Lovelace" && m.detailText?.hasPrefix("See you") == true)
            #expect(
                m.content.unread == true && m.content.messageRow?.leadingItem == .pin
                    && m.content.messageRow?.muted == true)
            let roles = Set(m.children.compactMap { $0.content.messageRow?.part })
            #expect(roles == [.leadingItem, .leadingImage, .detailImage, .mute, .trailingImage])
            let dot = try #require(m.children.first { $0.role == .unreadIndicator })
            let pin = try #require(m.children.first { $0.content.messageRow?.part == .leadingItem })
            #expect(pin.image?.source == .system("pin.fill"))
            #expect(dot.frame.maxX <= pin.frame.minX)
            let trailingText = try #require(m.children.first { $0.role == .text })
            #expect(trailingText.text == "9:41" && trailingText.frame.minX > m.frame.midX)
            let detailImage = try #require(m.children.first { $0.content.messageRow?.part == .detailImage }?.image)
            #expect(detailImage.size.width <= 16 && detailImage.size.height <= 16)
            let leadingImage = try #require(m.children.first { $0.content.messageRow?.part == .leadingImage }?.image)
            #expect(leadingImage.size.width <= 44)

            let read = try node("read", in: content)
            #expect(read.content.unread == false && !read.children.contains { $0.role == .unreadIndicator })
            let star = try node("star", in: content)
            #expect(
                star.children.first { $0.content.messageRow?.part == .leadingItem }?.image?.source
                    == .system("star.fill"))
            #expect(star.content.messageRow?.muted == nil)
        }
    }

    // MARK: Sections

    @Test func sectionHeadersAndIndex() throws {
        for display in Kit.displays {
            let content = layout(kitchenSink(), display)
            let section = try node("s1", in: content)
            #expect(section.role == .section && !section.isFocusable)
            let header = try #require(section.children.first { $0.role == .sectionHeader })
            #expect(header.text == "Songs" && header.detailText == "Recently added")
            let image = try #require(header.children.first { $0.role == .image }?.image)
            #expect(image.size.width <= 64 && image.size.width > 0)
            let button = try #require(header.children.first { $0.role == .button })
            #expect(button.isFocusable && button.text == "Play" && button.frame.minX > header.frame.midX)
            #expect(section.children.dropFirst().first?.frame.minY == header.frame.maxY)

            let index = try #require(content.children.last)
            #expect(index.role == .sectionIndex)
            #expect(index.children.map(\.text) == ["S", "I", "M"])
            #expect(index.children.map { $0.content.section } == ["s1", "s2", "s3"])
            #expect(index.frame.maxX == content.frame.maxX && !index.children.contains { $0.isFocusable })
            let scroll = try scrollView(content)
            #expect(scroll.frame.maxX <= index.frame.minX)
        }
        // No index titles: no index, rows use the full width.
        let plain = ListTemplateSnapshot(
            title: nil, sections: [ListSectionSnapshot(id: "s", header: "H", items: [row("r")])])
        let content = layout(plain)
        #expect(!content.children.contains { $0.role == .sectionIndex })
        #expect(try node("r", in: content).frame.width == content.frame.width)
    }

    // MARK: Headers

    @Test func pinnedHeaderButtons() throws {
        for display in Kit.displays {
            let content = layout(kitchenSink(), display)
            let pinned = try #require(content.children.first)
            #expect(pinned.role == .pinnedHeader && pinned.frame.minY == content.frame.minY)
            let scroll = try scrollView(content)
            #expect(scroll.frame.minY == pinned.frame.maxY)
            let buttons = pinned.children
            #expect(buttons.count == 3 && buttons.allSatisfy { $0.role == .gridButton && $0.isFocusable })
            #expect(
                buttons[0].content.unread == true
                    && buttons[0].children.contains { $0.role == .unreadIndicator })
            #expect(buttons[1].content.unread == nil)
            #expect(
                buttons[2].content.unread == false
                    && !buttons[2].children.contains { $0.role == .unreadIndicator })
            #expect(buttons.allSatisfy { $0.content.shape == .circular && ($0.image?.size.width ?? 99) <= 50 })
            #expect(buttons[0].text == "Favourites")
        }
    }

    @Test func detailsHeaderTakesThePinnedButtonsPlace() throws {
        let body = "A body that takes a line."
        for display in Kit.displays {
            let content = layout(detailsHeaderList(bodyVariants: ["", Kit.long(2000), body, "Short"]), display)
            #expect(!content.children.contains { $0.role == .pinnedHeader })
            let scroll = try scrollView(content)
            let header = try #require(scroll.children.first)
            #expect(header.role == .detailsHeader && header.id == "header" && !header.isFocusable)
            #expect(header.content.adaptiveBackground == true && header.content.playback?.action == .play)
            let texts = header.children.filter { $0.role == .text }.compactMap(\.text)
            // The first variant that fits in three lines (the long one does not, the empty one is skipped).
            #expect(texts == ["Podcast", "Publisher", body])
            let thumbnail = try #require(header.children.first { $0.role == .thumbnail })
            #expect(thumbnail.frame.width <= 80 && (thumbnail.image?.size.width ?? 0) <= 80)
            let overlays = thumbnail.children
            #expect(overlays.map { $0.content.overlay } == [.text, .sports])
            #expect(overlays[0].text == "LIVE" && overlays[0].content.alignment == .trailing)
            #expect(overlays[0].background == "#FF0000" && overlays[0].frame.maxX == thumbnail.frame.maxX)
            let teams = overlays[1].children.filter { $0.role == .sportsTeam }
            #expect(teams.map(\.text) == ["HOM", "Away"] && teams.map(\.detailText) == ["2", "1"])
            #expect(
                overlays.allSatisfy { $0.frame.minY >= thumbnail.frame.minY && $0.frame.maxY <= thumbnail.frame.maxY })
            let buttons = header.children.filter { $0.role == .button }
            #expect(buttons.map(\.text) == ["Action 0", "Action 1"] && buttons.allSatisfy { $0.isFocusable })
            #expect(buttons.allSatisfy { $0.frame.minY >= thumbnail.frame.maxY })
            // The bottom assistant cell comes last.
            #expect(scroll.children.last?.role == .assistantCell)
            #expect(scroll.children.last?.text == "Call with Siri")
        }
        // Only too long variants: the last one truncated to three lines.
        let content = layout(detailsHeaderList(bodyVariants: [Kit.long(3000), Kit.long(2000)]))
        let bodyNode = try #require(
            try scrollView(content).children.first?.children.first { $0.content.lines != nil })
        #expect(bodyNode.content.lines == 3 && bodyNode.text?.hasSuffix("…") == true)
        // No variants: no body.
        let none = layout(detailsHeaderList(bodyVariants: [], buttons: 0))
        let noneHeader = try #require(try scrollView(none).children.first)
        #expect(!noneHeader.children.contains { $0.content.lines != nil || $0.role == .button })
    }

    // MARK: Assistant cell

    @Test func assistantCellVisibilityRule() throws {
        let rows = [ListSectionSnapshot(id: "s", items: [row("r")])]
        func cell(
            _ visibility: AssistantCellSnapshot.Visibility, _ position: AssistantCellSnapshot.Position, limited: Bool,
            action: AssistantCellSnapshot.Action = .playMedia
        ) throws -> (ScreenNode?, [ScreenNode]) {
            let list = ListTemplateSnapshot(
                title: nil, sections: rows,
                assistantCell: AssistantCellSnapshot(position: position, visibility: visibility, action: action))
            let scroll = try scrollView(layout(list, .standard.limited(limited)))
            return (scroll.children.first { $0.role == .assistantCell }, scroll.children)
        }
        for limited in [false, true] {
            #expect(try cell(.always, .top, limited: limited).0 != nil)
            #expect(try cell(.off, .top, limited: limited).0 == nil)
            #expect((try cell(.whileLimitedUIActive, .top, limited: limited).0 != nil) == limited)
        }
        let (top, topChildren) = try cell(.always, .top, limited: false)
        #expect(topChildren.first?.role == .assistantCell && top?.content.assistantCell?.position == .top)
        #expect(
            top?.text == "Play with Siri" && top?.content.assistantCell?.action == .playMedia
                && top?.isFocusable == false)
        let (bottom, bottomChildren) = try cell(.always, .bottom, limited: false, action: .startCall)
        #expect(bottomChildren.last?.role == .assistantCell && bottom?.text == "Call with Siri")
        #expect(bottom.map { $0.frame.minY >= (bottomChildren.first?.frame.maxY ?? 0) } == true)
    }

    // MARK: Empty view

    @Test func emptyViewVariantsAndSpinner() throws {
        let title = ["No songs in your library yet, add some on your phone", "No songs yet", "Empty"]
        var chosen: [String] = []
        for display in [DisplayConfiguration.highResolution, .minimum] {
            for spinner in [false, true] {
                let list = ListTemplateSnapshot(
                    title: nil, sections: [ListSectionSnapshot(id: "s", header: "Hidden", items: [])],
                    emptyViewTitleVariants: title,
                    emptyViewSubtitleVariants: ["Add songs from your phone"], showsSpinnerWhileEmpty: spinner)
                let content = layout(list, display)
                Kit.checkGeometry(content, in: Kit.contentFrame(display))
                let scroll = try scrollView(content)
                let empty = try #require(scroll.children.first)
                #expect(empty.role == .emptyView && scroll.children.count == 1)
                #expect(empty.frame == scroll.frame)
                #expect(empty.children.contains { $0.role == .spinner } == spinner)
                let texts = empty.children.compactMap(\.text)
                #expect(texts.count == 2 && texts[1] == "Add songs from your phone")
                #expect(content.focusOrder.isEmpty)
                #expect(!content.all { $0.role == .sectionHeader }.contains { _ in true })
                chosen.append(texts[0])
            }
        }
        #expect(chosen[0] == title[0])
        #expect(title.contains(chosen[2]) && chosen[2].count < chosen[0].count)

        // No variants: an empty view with nothing in it (and the spinner if asked).
        let bare = layout(ListTemplateSnapshot(title: nil, sections: [], showsSpinnerWhileEmpty: true))
        let bareEmpty = try #require(try scrollView(bare).children.first)
        #expect(bareEmpty.children.map(\.role) == [.spinner])
    }

    // MARK: Bad input

    @Test(arguments: TemplateLayoutKit.displays)
    func badInputRendersSomethingDefined(_ display: DisplayConfiguration) throws {
        let huge = Kit.long(10_000)
        let list = ListTemplateSnapshot(
            title: huge,
            sections: [
                ListSectionSnapshot(
                    id: "s", header: huge, headerSubtitle: huge, headerImage: Kit.image(0, 0),
                    headerButton: headerButton(huge),
                    sectionIndexTitle: "",
                    items: [
                        row(
                            "r", huge, detail: huge, image: Kit.image(0, 0), accessoryImage: Kit.image(.nan, 5),
                            explicit: true, progress: .nan),
                        row("nil", nil, detail: ""),
                        row("inf", "∞", image: Kit.image(.infinity, 100_000), progress: .infinity),
                        .imageRow(
                            ImageRowSnapshot(
                                id: "ir", text: huge, style: .images, gridImages: [Kit.image(0, 0)],
                                imageTitles: [huge, "extra"])),
                        .message(
                            MessageItemSnapshot(
                                id: "m", text: huge, detailText: huge, trailingText: huge,
                                leadingImage: Kit.image(-5, -5))),
                    ])
            ],
            emptyViewTitleVariants: ["", ""],
            headerGridButtons: [gridButton([]), gridButton(["", huge])])
        let context = Kit.context(display)
        let content = ListLayout.layout(list, in: Kit.contentFrame(display), context: context)
        Kit.checkGeometry(content, in: Kit.contentFrame(display))
        // Every text fits its node.
        content.visit { node in
            guard let text = node.text, let font = node.font, node.role != .sectionIndex else { return }
            #expect(context.text.width(of: text, font: font) <= node.frame.width + 0.01, "\(node.role) text too wide")
        }
        let r = try node("r", in: content)
        #expect(r.text?.hasSuffix("…") == true)
        #expect(!r.children.contains { $0.role == .progressBar })
        #expect(r.children.first { $0.role == .rowImage }?.image?.isMissing == true)
        let nilRow = try node("nil", in: content)
        #expect(nilRow.text == nil && nilRow.detailText == nil && nilRow.isFocusable)
        #expect(try node("inf", in: content).children.first { $0.role == .progressBar }?.value == 1)
        let pinned = try #require(content.children.first { $0.role == .pinnedHeader })
        #expect(pinned.children[0].text == nil)
        #expect(pinned.children[1].text?.hasSuffix("…") == true)
        #expect(!content.children.contains { $0.role == .sectionIndex })
    }

    @Test func listFromAppObjects() throws {
        let item = CPListItem(
            text: "Track", detailText: "Artist", image: UIImage(systemName: "music.note"), accessoryImage: nil,
            accessoryType: .disclosureIndicator)
        item.isPlaying = true
        let list = CPListTemplate(title: "Music", sections: [CPListSection(items: [item])])
        guard case .list(let snapshot) = try #require(TemplateSnapshot(list)).content else {
            Issue.record("not a list")
            return
        }
        let content = layout(snapshot)
        let row = try #require(content.first { $0.id == ElementID(of: item) })
        #expect(row.text == "Track" && row.detailText == "Artist" && row.content.playingIndicator == .leading)
        #expect(row.children.first { $0.role == .rowImage }?.image?.source == .system("music.note"))
    }
}
