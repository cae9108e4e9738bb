@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPListImageRowItem")
struct ImageRowItemTests {
    @Test func elementStyleInitializers() {
        let rowElements = [CPListImageRowItemRowElement(image: ListFixtures.image, title: "T", subtitle: "S")]
        let row = CPListImageRowItem(text: "Rows", elements: rowElements, allowsMultipleLines: true)
        expectTrue(row.text == "Rows" && row.allowsMultipleLines && row._style == .row)
        expectTrue(row.elements.count == 1 && row.elements[0] === rowElements[0])

        let cards = [
            CPListImageRowItemCardElement(
                image: ListFixtures.image, showsImageFullHeight: true, title: "Card", subtitle: nil,
                tintColor: .systemBlue)
        ]
        let card = CPListImageRowItem(text: nil, cardElements: cards, allowsMultipleLines: false)
        expectTrue(card.text == nil && !card.allowsMultipleLines && card._style == .card)
        expectTrue(card.elements[0] === cards[0])

        let condensed = CPListImageRowItem(
            text: "C",
            condensedElements: [
                CPListImageRowItemCondensedElement(
                    image: ListFixtures.image, imageShape: .circular, title: "Name", subtitle: nil,
                    accessorySymbolName: "star")
            ],
            allowsMultipleLines: false)
        expectTrue(condensed._style == .condensed && condensed.elements.count == 1)

        let grid = CPListImageRowItem(
            text: "G", gridElements: (0..<3).map { _ in CPListImageRowItemGridElement(image: ListFixtures.image) },
            allowsMultipleLines: false)
        expectTrue(grid._style == .grid && grid.elements.count == 3)

        let imageGrid = CPListImageRowItem(
            text: "IG",
            imageGridElements: [
                CPListImageRowItemImageGridElement(
                    image: ListFixtures.image, imageShape: .roundedRectangle, title: "Mix", accessorySymbolName: nil)
            ],
            allowsMultipleLines: false)
        expectTrue(imageGrid._style == .imageGrid && imageGrid.elements.count == 1)

        // Element rows have no legacy images.
        expectTrue(row.gridImages.isEmpty && row.imageTitles.isEmpty)
        expectTrue(row.isEnabled && row.handler == nil && row.listImageRowHandler == nil)
    }

    @Test func legacyImagesAreAllKept() {
        expectEqual(CPMaximumNumberOfGridImages, 8)
        let images = (0..<10).map { _ in ListFixtures.image }
        let row = CPListImageRowItem(text: "Recent", images: images)
        expectEqual(row.gridImages.count, 10)
        expectTrue(row.gridImages[9] === images[9])
        expectTrue(row.imageTitles.isEmpty)
        expectTrue(row.elements.isEmpty)
        expectEqual(row._style, .images)
        expectEqual(row.text, "Recent")
        expectEqual(CPListImageRowItem.maximumImageSize, CGSize(width: 80, height: 80))
    }

    @Test func legacyTitlesAreMatchedToTheImages() async {
        let three = (0..<3).map { _ in ListFixtures.image }
        let exact = CPListImageRowItem(text: "T", images: three, imageTitles: ["a", "b", "c"])
        expectEqual(exact.imageTitles, ["a", "b", "c"])
        let extra = CPListImageRowItem(text: "T", images: three, imageTitles: ["a", "b", "c", "d"])
        expectEqual(extra.imageTitles, ["a", "b", "c"])
        let missing = CPListImageRowItem(text: "T", images: three, imageTitles: ["a"])
        expectEqual(missing.imageTitles, ["a", "", ""])

        let recorder = ChangeRecorder()
        recorder.observe(exact)
        exact.update([ListFixtures.image])
        expectEqual(exact.gridImages.count, 1)
        expectEqual(exact.imageTitles, ["a"])
        expectEqual(await recorder.count(of: exact), 1)
    }

    @Test func settersNotify() async {
        let row = CPListImageRowItem(text: "T", images: [ListFixtures.image])
        let recorder = ChangeRecorder()
        recorder.observe(row)

        row.text = "New"
        row.isEnabled = false
        row.update([ListFixtures.image, ListFixtures.otherImage])
        row.elements = [CPListImageRowItemGridElement(image: ListFixtures.image)]
        expectEqual(await recorder.count(of: row), 4)
        expectTrue(row.text == "New" && !row.isEnabled && row.gridImages.count == 2 && row.elements.count == 1)
    }

    @Test func handlersAreStoredAndCallable() {
        let row = CPListImageRowItem(text: "T", gridElements: [], allowsMultipleLines: false)
        var tappedIndex: Int?
        var rowSelected = false
        row.listImageRowHandler = { item, index, completion in
            expectTrue(item === row)
            tappedIndex = index
            completion()
        }
        row.handler = { item, completion in
            rowSelected = item === row
            completion()
        }
        var completions = 0
        row.listImageRowHandler?(row, 3, { completions += 1 })
        row.handler?(row, { completions += 1 })
        expectTrue(tappedIndex == 3 && rowSelected && completions == 2)
        let selectable: any CPSelectableListItem = row
        expectNotEqual(selectable.handler, nil)
    }

    @Test func description() {
        let row = CPListImageRowItem(
            text: "Row", gridElements: [CPListImageRowItemGridElement(image: ListFixtures.image)],
            allowsMultipleLines: false)
        expectTrue(row.description.hasPrefix("<CPListImageRowItem: 0x"))
        expectTrue(row.description.contains("text: Row"))
        expectTrue(row.description.contains("<CPListImageRowItemGridElement: 0x"))
    }
}

@MainActor
@Suite("Image row elements")
struct ImageRowElementTests {
    @Test func rowElement() async {
        let element = CPListImageRowItemRowElement(image: ListFixtures.image, title: "T", subtitle: nil)
        expectTrue(element.title == "T" && element.subtitle == nil)
        expectTrue(element.isEnabled && element.accessibilityLabel == nil && element.playbackConfiguration == nil)
        let recorder = ChangeRecorder()
        recorder.observe(element)
        element.title = nil
        element.subtitle = "S"
        element.image = ListFixtures.otherImage
        element.isEnabled = false
        element.accessibilityLabel = "Label"
        element.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .play, elapsedTime: .zero, duration: .zero)
        expectEqual(await recorder.count(of: element), 6)
        expectTrue(element.description.contains("subtitle: S"))
    }

    @Test func cardElement() {
        let card = CPListImageRowItemCardElement(
            image: ListFixtures.image, showsImageFullHeight: false, title: nil, subtitle: "Sub", tintColor: nil)
        expectEqual(card.title, "")
        expectTrue(
            card.subtitle == "Sub" && !card.showsImageFullHeight && card.tintColor == nil && card.thumbnail == nil)

        let thumbnail = CPThumbnailImage(image: ListFixtures.otherImage)
        let thumbCard = CPListImageRowItemCardElement(
            thumbnail: thumbnail, title: "Game", subtitle: nil, tintColor: .systemRed)
        expectTrue(thumbCard.thumbnail === thumbnail)
        expectTrue(thumbCard.image === thumbnail.image)
        expectTrue(thumbCard.showsImageFullHeight)
        expectTrue(thumbCard.title == "Game" && thumbCard.tintColor != nil)

        expectEqual(CPListImageRowItemCardElement.maximumImageSize, CGSize(width: 60, height: 60))
        expectEqual(CPListImageRowItemCardElement.maximumFullHeightImageSize, CGSize(width: 180, height: 180))
    }

    @Test func condensedAndImageGridElements() {
        let condensed = CPListImageRowItemCondensedElement(
            image: ListFixtures.image, imageShape: .roundedRectangle, title: "Name", subtitle: "Sub",
            accessorySymbolName: "play")
        expectTrue(condensed.imageShape == .roundedRectangle && condensed.title == "Name")
        expectTrue(condensed.subtitle == "Sub" && condensed.accessorySymbolName == "play")

        let imageGrid = CPListImageRowItemImageGridElement(
            image: ListFixtures.image, imageShape: .circular, title: "Artist", accessorySymbolName: nil)
        expectTrue(
            imageGrid.imageShape == .circular && imageGrid.title == "Artist" && imageGrid.accessorySymbolName == nil)

        let grid = CPListImageRowItemGridElement(image: ListFixtures.image)
        expectTrue(grid.isEnabled)
        let base: CPListImageRowItemElement = grid
        expectTrue(base.description.hasPrefix("<CPListImageRowItemGridElement: 0x"))
    }

    @Test func imageSizesPerClass() {
        expectEqual(CPListImageRowItemElement.maximumImageSize, CGSize(width: 80, height: 80))
        expectEqual(CPListImageRowItemRowElement.maximumImageSize, CGSize(width: 80, height: 80))
        expectEqual(CPListImageRowItemCondensedElement.maximumImageSize, CGSize(width: 44, height: 44))
        expectEqual(CPListImageRowItemGridElement.maximumImageSize, CGSize(width: 100, height: 100))
        expectEqual(CPListImageRowItemImageGridElement.maximumImageSize, CGSize(width: 80, height: 80))
        // Class properties dispatch dynamically through the metatype.
        let type: CPListImageRowItemElement.Type = CPListImageRowItemCondensedElement.self
        expectEqual(type.maximumImageSize, CGSize(width: 44, height: 44))
    }
}
