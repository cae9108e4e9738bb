import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// `ListLayout`: image rows, message rows, sections, headers, the assistant cell, the empty view and bad input.
extension ListLayoutTests {
    // MARK: Image rows

    @Test(arguments: [ImageRowSnapshot.Style.row, .card, .condensed, .grid, .imageGrid, .images])
    func elementStylesAreFocusableElements(_ style: ImageRowSnapshot.Style) throws {
        let list = ListTemplateSnapshot(
            title: nil, sections: [ListSectionSnapshot(id: "s", items: [imageRow("row", style: style, count: 2)])])
        for display in Kit.displays {
            let content = layout(list, display)
            Kit.checkGeometry(content, in: Kit.contentFrame(display))
            let row = try node("row", in: content)
            expectTrue(row.role == .imageRow && !row.isFocusable)
            expectEqual(row.content.imageRow?.style.rawValue, style.rawValue)
            let title = try require(row.children.first { $0.role == .text })
            expectTrue(title.text == "Recently played" && !title.isFocusable)
            let elements = row.children.filter { $0.role == .imageRowElement }
            expectEqual(elements.count, 2)
            expectEqual(elements.map(\.content.imageElement?.index), [0, 1])
            expectTrue(elements.allSatisfy { $0.isFocusable && $0.isEnabled })
            expectTrue(elements.allSatisfy { $0.frame.minY >= title.frame.maxY })
            // Each element is its own node (a unique id) whose action selects the image (row, index).
            expectEqual(
                elements.map(\.action), [.selectImage(row: "row", index: 0), .selectImage(row: "row", index: 1)])
            expectEqual(content.focusOrder, ["row#0", "row#1"])
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
            expectTrue(cards[0].content.fullHeight == true && cards[1].content.fullHeight == nil)
            expectEqual(cards[0].children.first { $0.role == .rowImage }?.frame, cards[0].frame)
            expectEqual(cards[1].children.first { $0.role == .rowImage }?.content.shape, .roundedSquare)
            expectEqual(cards[0].background, (display.appearance == .dark ? "#0000FF" : "#FF0000"))
            expectTrue(cards[0].text == "Title 0" && cards[0].detailText == "Sub 0")

            let condensed = try require(
                try node("condensed", in: content).children.first { $0.role == .imageRowElement })
            expectTrue(
                condensed.content.shape == .circular
                    && condensed.content.imageElement?.accessorySymbol == "chevron.right")
            expectTrue(condensed.children.contains { $0.role == .accessory })
            expectTrue(condensed.text == "Title 0" && condensed.detailText == "Sub 0")

            let imageGrid = try require(
                try node("imageGrid", in: content).children.first { $0.role == .imageRowElement })
            expectTrue(imageGrid.content.shape == .roundedRectangle && imageGrid.text == "Title 0")
            expectTrue(imageGrid.children.contains { $0.role == .accessory })

            let gridRow = try node("grid", in: content)
            expectTrue(!gridRow.children.contains { $0.role == .text })
            let grid = try require(gridRow.children.first { $0.role == .imageRowElement })
            expectTrue(grid.text == nil && grid.detailText == nil)
            let gridImage = try require(grid.children.first { $0.role == .rowImage }?.image)
            expectTrue(gridImage.size.width <= 100 && gridImage.size.width > 0)

            let rowElement = try require(try node("row", in: content).children.first { $0.role == .imageRowElement })
            expectTrue(rowElement.text == "Title 0" && rowElement.detailText == "Sub 0")
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
            expectEqual(elements.map(\.content.imageElement?.index), indices)
            expectTrue(elements.allSatisfy { $0.text?.hasPrefix("Album") == true })
            if elements.count < 8 { expectEqual(row.content.imageRow?.hiddenElements, 8 - elements.count) }
            shown.append(elements.count)
        }
        expectEqual(shown[0], 8)
        expectTrue(shown[1] < 8 && shown[2] <= shown[1] && shown[2] >= 1)
        // A very narrow frame still shows one.
        let narrow = ListLayout.layout(list, in: Rect(x: 0, y: 0, width: 60, height: 200), context: Kit.context())
        expectEqual(try node("legacy", in: narrow).children.filter { $0.role == .imageRowElement }.count, 1)
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
            expectEqual(all.count, 8)
            expectGreaterOrEqual(Set(all.map(\.frame.minY)).count, 2)
            let oneLine = try node("r", in: layout(single, display))
            let some = oneLine.children.filter { $0.role == .imageRowElement }
            expectTrue(some.count < 8 && Set(some.map(\.frame.minY)).count == 1)
            expectEqual(oneLine.content.imageRow?.hiddenElements, 8 - some.count)
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
        expectEqual(elements.map(\.isEnabled), [true, false])
        // A row with nothing to show is itself the element the driver selects.
        let empty = try node("empty", in: content)
        expectTrue(empty.isFocusable && empty.frame.height >= Theme.rowHeight)
        expectEqual(content.focusOrder, ["r#0", "empty"])
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
            expectTrue(m.role == .messageRow && m.isFocusable)
            expectTrue(m.text == "Ada Lovelace" && m.detailText?.hasPrefix("See you") == true)
            expectTrue(
                m.content.unread == true && m.content.messageRow?.leadingItem == .pin
                    && m.content.messageRow?.muted == true)
            let roles = Set(m.children.compactMap { $0.content.messageRow?.part })
            expectEqual(roles, [.leadingItem, .leadingImage, .detailImage, .mute, .trailingImage])
            let dot = try require(m.children.first { $0.role == .unreadIndicator })
            let pin = try require(m.children.first { $0.content.messageRow?.part == .leadingItem })
            expectEqual(pin.image?.source, .system("pin.fill"))
            expectLessOrEqual(dot.frame.maxX, pin.frame.minX)
            let trailingText = try require(m.children.first { $0.role == .text })
            expectTrue(trailingText.text == "9:41" && trailingText.frame.minX > m.frame.midX)
            let detailImage = try require(m.children.first { $0.content.messageRow?.part == .detailImage }?.image)
            expectTrue(detailImage.size.width <= 16 && detailImage.size.height <= 16)
            let leadingImage = try require(m.children.first { $0.content.messageRow?.part == .leadingImage }?.image)
            expectLessOrEqual(leadingImage.size.width, 44)

            let read = try node("read", in: content)
            expectTrue(read.content.unread == false && !read.children.contains { $0.role == .unreadIndicator })
            let star = try node("star", in: content)
            expectEqual(
                star.children.first { $0.content.messageRow?.part == .leadingItem }?.image?.source, .system("star.fill")
            )
            expectEqual(star.content.messageRow?.muted, nil)
        }
    }

    // MARK: Sections

    @Test func sectionHeadersAndIndex() throws {
        for display in Kit.displays {
            let content = layout(kitchenSink(), display)
            let section = try node("s1", in: content)
            expectTrue(section.role == .section && !section.isFocusable)
            let header = try require(section.children.first { $0.role == .sectionHeader })
            expectTrue(header.text == "Songs" && header.detailText == "Recently added")
            let image = try require(header.children.first { $0.role == .image }?.image)
            expectTrue(image.size.width <= 64 && image.size.width > 0)
            let button = try require(header.children.first { $0.role == .button })
            expectTrue(button.isFocusable && button.text == "Play" && button.frame.minX > header.frame.midX)
            expectEqual(section.children.dropFirst().first?.frame.minY, header.frame.maxY)

            let index = try require(content.children.last)
            expectEqual(index.role, .sectionIndex)
            expectEqual(index.children.map(\.text), ["S", "I", "M"])
            expectEqual(index.children.map { $0.content.section }, ["s1", "s2", "s3"])
            expectTrue(index.frame.maxX == content.frame.maxX && !index.children.contains { $0.isFocusable })
            let scroll = try scrollView(content)
            expectLessOrEqual(scroll.frame.maxX, index.frame.minX)
        }
        // No index titles: no index, rows use the full width.
        let plain = ListTemplateSnapshot(
            title: nil, sections: [ListSectionSnapshot(id: "s", header: "H", items: [row("r")])])
        let content = layout(plain)
        expectTrue(!content.children.contains { $0.role == .sectionIndex })
        expectEqual(try node("r", in: content).frame.width, content.frame.width)
    }

    // MARK: Headers

    @Test func pinnedHeaderButtons() throws {
        for display in Kit.displays {
            let content = layout(kitchenSink(), display)
            let pinned = try require(content.children.first)
            expectTrue(pinned.role == .pinnedHeader && pinned.frame.minY == content.frame.minY)
            let scroll = try scrollView(content)
            expectEqual(scroll.frame.minY, pinned.frame.maxY)
            let buttons = pinned.children
            expectTrue(buttons.count == 3 && buttons.allSatisfy { $0.role == .gridButton && $0.isFocusable })
            expectTrue(
                buttons[0].content.unread == true
                    && buttons[0].children.contains { $0.role == .unreadIndicator })
            expectEqual(buttons[1].content.unread, nil)
            expectTrue(
                buttons[2].content.unread == false
                    && !buttons[2].children.contains { $0.role == .unreadIndicator })
            expectTrue(buttons.allSatisfy { $0.content.shape == .circular && ($0.image?.size.width ?? 99) <= 50 })
            expectEqual(buttons[0].text, "Favourites")
        }
    }

    @Test func detailsHeaderTakesThePinnedButtonsPlace() throws {
        let body = "A body that takes a line."
        for display in Kit.displays {
            let content = layout(detailsHeaderList(bodyVariants: ["", Kit.long(2000), body, "Short"]), display)
            expectTrue(!content.children.contains { $0.role == .pinnedHeader })
            let scroll = try scrollView(content)
            let header = try require(scroll.children.first)
            expectTrue(header.role == .detailsHeader && header.id == "header" && !header.isFocusable)
            expectTrue(header.content.adaptiveBackground == true && header.content.playback?.action == .play)
            let texts = header.children.filter { $0.role == .text }.compactMap(\.text)
            // The first variant that fits in three lines (the long one does not, the empty one is skipped).
            expectEqual(texts, ["Podcast", "Publisher", body])
            let thumbnail = try require(header.children.first { $0.role == .thumbnail })
            expectTrue(thumbnail.frame.width <= 80 && (thumbnail.image?.size.width ?? 0) <= 80)
            let overlays = thumbnail.children
            expectEqual(overlays.map { $0.content.overlay }, [.text, .sports])
            expectTrue(overlays[0].text == "LIVE" && overlays[0].content.alignment == .trailing)
            expectTrue(overlays[0].background == "#FF0000" && overlays[0].frame.maxX == thumbnail.frame.maxX)
            let teams = overlays[1].children.filter { $0.role == .sportsTeam }
            expectTrue(teams.map(\.text) == ["HOM", "Away"] && teams.map(\.detailText) == ["2", "1"])
            expectTrue(
                overlays.allSatisfy { $0.frame.minY >= thumbnail.frame.minY && $0.frame.maxY <= thumbnail.frame.maxY })
            let buttons = header.children.filter { $0.role == .button }
            expectTrue(buttons.map(\.text) == ["Action 0", "Action 1"] && buttons.allSatisfy { $0.isFocusable })
            expectTrue(buttons.allSatisfy { $0.frame.minY >= thumbnail.frame.maxY })
            // The bottom assistant cell comes last.
            expectEqual(scroll.children.last?.role, .assistantCell)
            expectEqual(scroll.children.last?.text, "Call with Siri")
        }
        // Only too long variants: the last one truncated to three lines.
        let content = layout(detailsHeaderList(bodyVariants: [Kit.long(3000), Kit.long(2000)]))
        let bodyNode = try require(
            try scrollView(content).children.first?.children.first { $0.content.lines != nil })
        expectTrue(bodyNode.content.lines == 3 && bodyNode.text?.hasSuffix("…") == true)
        // No variants: no body.
        let none = layout(detailsHeaderList(bodyVariants: [], buttons: 0))
        let noneHeader = try require(try scrollView(none).children.first)
        expectTrue(!noneHeader.children.contains { $0.content.lines != nil || $0.role == .button })
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
            expectTrue(try cell(.always, .top, limited: limited).0 != nil)
            expectEqual(try cell(.off, .top, limited: limited).0, nil)
            expectEqual((try cell(.whileLimitedUIActive, .top, limited: limited).0 != nil), limited)
        }
        let (top, topChildren) = try cell(.always, .top, limited: false)
        expectTrue(topChildren.first?.role == .assistantCell && top?.content.assistantCell?.position == .top)
        expectTrue(
            top?.text == "Play with Siri" && top?.content.assistantCell?.action == .playMedia
                && top?.isFocusable == false)
        let (bottom, bottomChildren) = try cell(.always, .bottom, limited: false, action: .startCall)
        expectTrue(bottomChildren.last?.role == .assistantCell && bottom?.text == "Call with Siri")
        expectEqual(bottom.map { $0.frame.minY >= (bottomChildren.first?.frame.maxY ?? 0) }, true)
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
                let empty = try require(scroll.children.first)
                expectTrue(empty.role == .emptyView && scroll.children.count == 1)
                expectEqual(empty.frame, scroll.frame)
                expectEqual(empty.children.contains { $0.role == .spinner }, spinner)
                let texts = empty.children.compactMap(\.text)
                expectTrue(texts.count == 2 && texts[1] == "Add songs from your phone")
                expectTrue(content.focusOrder.isEmpty)
                expectTrue(!content.all { $0.role == .sectionHeader }.contains { _ in true })
                chosen.append(texts[0])
            }
        }
        expectEqual(chosen[0], title[0])
        expectTrue(title.contains(chosen[2]) && chosen[2].count < chosen[0].count)

        // No variants: an empty view with nothing in it (and the spinner if asked).
        let bare = layout(ListTemplateSnapshot(title: nil, sections: [], showsSpinnerWhileEmpty: true))
        let bareEmpty = try require(try scrollView(bare).children.first)
        expectEqual(bareEmpty.children.map(\.role), [.spinner])
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
            expectTrue(
                context.text.width(of: text, font: font) <= node.frame.width + 0.01, "\(node.role) text too wide")
        }
        let r = try node("r", in: content)
        expectEqual(r.text?.hasSuffix("…"), true)
        expectTrue(!r.children.contains { $0.role == .progressBar })
        expectEqual(r.children.first { $0.role == .rowImage }?.image?.isMissing, true)
        let nilRow = try node("nil", in: content)
        expectTrue(nilRow.text == nil && nilRow.detailText == nil && nilRow.isFocusable)
        expectEqual(try node("inf", in: content).children.first { $0.role == .progressBar }?.value, 1)
        let pinned = try require(content.children.first { $0.role == .pinnedHeader })
        expectEqual(pinned.children[0].text, nil)
        expectEqual(pinned.children[1].text?.hasSuffix("…"), true)
        expectTrue(!content.children.contains { $0.role == .sectionIndex })
    }

    @Test func listFromAppObjects() throws {
        let item = CPListItem(
            text: "Track", detailText: "Artist", image: UIImage(systemName: "music.note"), accessoryImage: nil,
            accessoryType: .disclosureIndicator)
        item.isPlaying = true
        let list = CPListTemplate(title: "Music", sections: [CPListSection(items: [item])])
        guard case .list(let snapshot) = try require(TemplateSnapshot(list)).content else {
            Issue.record("not a list")
            return
        }
        let content = layout(snapshot)
        let row = try require(content.first { $0.id == ElementID(of: item) })
        expectTrue(row.text == "Track" && row.detailText == "Artist" && row.content.playingIndicator == .leading)
        expectEqual(row.children.first { $0.role == .rowImage }?.image?.source, .system("music.note"))
    }
}
