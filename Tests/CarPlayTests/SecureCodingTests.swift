import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay
@_spi(CarPlayHost) import CarPlayTestSupport

/// An app's subclass: it inherits secure coding from the framework class.
final class SourcedInformationItem: CPInformationItem {}

/// An app's subclass of a template (Apple discourages it, but it compiles and archives). Top level: Foundation on
/// Linux cannot archive a class nested in another type.
final class ArchivedAppListTemplate: CPListTemplate {}

/// Round trips through `NSKeyedArchiver` with secure coding, for every class whose header adopts `NSSecureCoding`.
@Suite struct SecureCodingTests {
    func roundTrip<T: NSObject & NSSecureCoding>(_ object: T, as type: T.Type) throws -> T? {
        let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: type, from: data)
    }

    static let png = UIImage(data: TestImageData.png(width: 6, height: 4), scale: 2)!

    @Test func informationItems() throws {
        expectTrue(CPInformationItem.supportsSecureCoding && CPInformationRatingItem.supportsSecureCoding)
        let original = CPInformationItem(title: "Open", detail: nil)
        let item = try require(try roundTrip(original, as: CPInformationItem.self))
        expectTrue(item.title == "Open" && item.detail == nil)

        let rating = CPInformationRatingItem(rating: 3.5, maximumRating: 5, title: "Rating", detail: "42 reviews")
        let decoded = try require(try roundTrip(rating, as: CPInformationRatingItem.self))
        expectTrue(decoded.rating == 3.5 && decoded.maximumRating == 5)
        expectTrue(decoded.title == "Rating" && decoded.detail == "42 reviews")
        expectTrue(decoded !== rating)
    }

    @Test func subclassesKeepTheirClass() throws {
        let item = SourcedInformationItem(title: "Source", detail: "Guide")
        let decoded = try roundTrip(item as CPInformationItem, as: CPInformationItem.self)
        expectTrue(decoded is SourcedInformationItem)
        expectEqual(decoded?.detail, "Guide")
    }

    @Test func assistantCellConfiguration() throws {
        expectTrue(CPAssistantCellConfiguration.supportsSecureCoding)
        let configuration = CPAssistantCellConfiguration(
            position: .bottom, visibility: .whileLimitedUIActive, assistantAction: .startCall)
        let decoded = try require(try roundTrip(configuration, as: CPAssistantCellConfiguration.self))
        expectTrue(decoded.position == .bottom && decoded.visibility == .whileLimitedUIActive)
        expectEqual(decoded.assistantAction, .startCall)
    }

    @Test func unknownAssistantValuesDecodeToNil() throws {
        // Values as a newer iOS might archive them: a visibility this version does not know.
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(0, forKey: "position")
        archiver.encode(99, forKey: "visibility")
        archiver.encode(0, forKey: "assistantAction")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        expectEqual(CPAssistantCellConfiguration(coder: unarchiver), nil)

        let valid = NSKeyedArchiver(requiringSecureCoding: true)
        CPAssistantCellConfiguration(position: .bottom, visibility: .always, assistantAction: .playMedia)
            .encode(with: valid)
        valid.finishEncoding()
        let decoded = CPAssistantCellConfiguration(coder: try NSKeyedUnarchiver(forReadingFrom: valid.encodedData))
        expectTrue(decoded?.position == .bottom && decoded?.visibility == .always)
    }

    // MARK: Images and colors

    /// The state an archived image keeps.
    func expectSameImage(
        _ decoded: UIImage?, _ original: UIImage?, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let original else {
            expectEqual(decoded, nil, sourceLocation: sourceLocation)
            return
        }
        guard let decoded else {
            Issue.record("the image was lost", sourceLocation: sourceLocation)
            return
        }
        expectTrue(decoded !== original, sourceLocation: sourceLocation)
        expectEqual(decoded._source, original._source, sourceLocation: sourceLocation)
        expectEqual(decoded._data, original._data, sourceLocation: sourceLocation)
        expectTrue(decoded.size == original.size && decoded.scale == original.scale, sourceLocation: sourceLocation)
        expectEqual(decoded.renderingMode, original.renderingMode, sourceLocation: sourceLocation)
        expectEqual(decoded.isSymbolImage, original.isSymbolImage, sourceLocation: sourceLocation)
    }

    func components(_ color: UIColor?, _ style: UIUserInterfaceStyle = .light) -> [CGFloat] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
            .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha]
    }

    @Test func imagesAndColorsRoundTripInsideAnImageSet() throws {
        let tinted = Self.png.withTintColor(
            UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1), renderingMode: .alwaysTemplate)
        let symbol = try require(UIImage(systemName: "star.fill"))
        let set = CPImageSet(lightContentImage: tinted, darkContentImage: symbol)
        expectTrue(CPImageSet.supportsSecureCoding)
        let decoded = try require(try roundTrip(set, as: CPImageSet.self))
        expectSameImage(decoded.lightContentImage, tinted)
        expectSameImage(decoded.darkContentImage, symbol)
        expectEqual(decoded.lightContentImage.size, CGSize(width: 3, height: 2))
        expectEqual(components(decoded.lightContentImage._tintColor), [0.25, 0.5, 0.75, 1])
        expectEqual(decoded.darkContentImage._source, .system("star.fill"))
    }

    // MARK: Buttons and actions

    @Test func barButtons() throws {
        expectTrue(CPBarButton.supportsSecureCoding)
        let titled = CPBarButton(title: "Edit") { _ in }
        titled.buttonStyle = .rounded
        titled.isEnabled = false
        let decoded = try require(try roundTrip(titled, as: CPBarButton.self))
        expectTrue(decoded.title == "Edit" && decoded.image == nil && decoded.buttonStyle == .rounded)
        expectTrue(!decoded.isEnabled && decoded.handler == nil && decoded !== titled)
        expectNotEqual(decoded._elementID, titled._elementID)

        let imaged = CPBarButton(image: Self.png)
        let decodedImage = try require(try roundTrip(imaged, as: CPBarButton.self))
        expectSameImage(decodedImage.image, Self.png)
        expectTrue(decodedImage.title == nil && decodedImage.isEnabled)

        let compose = CPMessageComposeBarButton()
        let decodedCompose = try roundTrip(compose as CPBarButton, as: CPBarButton.self)
        expectTrue(decodedCompose is CPMessageComposeBarButton)
        expectSameImage(decodedCompose?.image, compose.image)
    }

    @Test func gridButtons() throws {
        expectTrue(CPGridButton.supportsSecureCoding)
        let button = CPGridButton(
            titleVariants: ["Favourites", "Favs"], image: Self.png,
            messageConfiguration: CPMessageGridItemConfiguration(conversationIdentifier: "chat-1", unread: true))
        button.isEnabled = false
        let decoded = try require(try roundTrip(button, as: CPGridButton.self))
        expectTrue(decoded.titleVariants == ["Favourites", "Favs"] && !decoded.isEnabled && decoded.handler == nil)
        expectSameImage(decoded.image, Self.png)
        expectEqual(decoded.messageConfiguration?.conversationIdentifier, "chat-1")
        expectEqual(decoded.messageConfiguration?.isUnread, true)
        expectTrue(decoded.messageConfiguration !== button.messageConfiguration)
    }

    @Test func alertActions() throws {
        expectTrue(CPAlertAction.supportsSecureCoding)
        let action = CPAlertAction(title: "Delete", style: .destructive) { _ in }
        let decoded = try require(try roundTrip(action, as: CPAlertAction.self))
        expectTrue(decoded.title == "Delete" && decoded.style == .destructive && decoded.color == nil)

        let colored = CPAlertAction(title: "Go", color: UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)) { _ in }
        let decodedColored = try require(try roundTrip(colored, as: CPAlertAction.self))
        expectTrue(decodedColored.style == .default && components(decodedColored.color) == [0, 0.5, 1, 1])
        decodedColored.handler(decodedColored)  // a handler that does nothing
    }

    @Test func dynamicColorsKeepTheirLightAndDarkValues() throws {
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        let action = CPAlertAction(title: "Go", color: dynamic) { _ in }
        let decoded = try require(try roundTrip(action, as: CPAlertAction.self))
        expectEqual(components(decoded.color, .light), [0, 0, 0, 1])
        expectEqual(components(decoded.color, .dark), [1, 1, 1, 1])
    }

    // MARK: Contacts, points of interest, voice control states

    @Test func contacts() throws {
        expectTrue(CPContact.supportsSecureCoding)
        let contact = CPContact(name: "Ada", image: Self.png)
        contact.subtitle = "Mobile"
        contact.informativeText = "Last call yesterday"
        let plain = CPButton(image: Self.png) { _ in }
        plain.title = "Share"
        plain.isEnabled = false
        contact.actions = [
            CPContactCallButton { _ in }, CPContactMessageButton(phoneOrEmail: "ada@example.com"),
            CPContactDirectionsButton(), plain,
        ]
        let decoded = try require(try roundTrip(contact, as: CPContact.self))
        expectTrue(decoded.name == "Ada" && decoded.subtitle == "Mobile")
        expectEqual(decoded.informativeText, "Last call yesterday")
        expectSameImage(decoded.image, Self.png)
        let actions = try require(decoded.actions)
        expectEqual(actions.count, 4)
        expectTrue(actions[0] is CPContactCallButton && actions[2] is CPContactDirectionsButton)
        expectEqual((actions[1] as? CPContactMessageButton)?.phoneOrEmail, "ada@example.com")
        expectTrue(type(of: actions[3]) == CPButton.self && actions[3].title == "Share" && !actions[3].isEnabled)
        expectTrue(actions.allSatisfy { $0.handler == nil })
        expectSameImage(actions[0].image, contact.actions?[0].image)

        let noActions = try require(try roundTrip(CPContact(name: "Bo", image: Self.png), as: CPContact.self))
        expectEqual(noActions.actions, nil)
    }

    @Test func pointsOfInterest() throws {
        expectTrue(CPPointOfInterest.supportsSecureCoding)
        let placemark = MKPlacemark(
            coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35),
            addressDictionary: ["Street": "Rue de Rivoli", "City": "Paris", "CountryCode": "FR"])
        let mapItem = MKMapItem(placemark: placemark)
        mapItem.name = "Louvre"
        mapItem.phoneNumber = "+33 1 40 20 50 50"
        mapItem.url = URL(string: "https://www.louvre.fr")
        mapItem.timeZone = TimeZone(identifier: "Europe/Paris")
        let point = CPPointOfInterest(
            location: mapItem, title: "Louvre", subtitle: "Museum", summary: "Open", detailTitle: "Musée du Louvre",
            detailSubtitle: nil, detailSummary: "Until 18:00", pinImage: Self.png, selectedPinImage: nil)
        point.primaryButton = CPTextButton(title: "Go", textStyle: .confirm) { _ in }
        point.userInfo = ["id": 42, "tags": ["art", "history"]] as [String: Any]
        let decoded = try require(try roundTrip(point, as: CPPointOfInterest.self))
        expectTrue(decoded.title == "Louvre" && decoded.subtitle == "Museum" && decoded.summary == "Open")
        expectTrue(decoded.detailTitle == "Musée du Louvre" && decoded.detailSubtitle == nil)
        expectEqual(decoded.detailSummary, "Until 18:00")
        expectSameImage(decoded.pinImage, Self.png)
        expectEqual(decoded.selectedPinImage, nil)
        expectTrue(decoded.primaryButton?.title == "Go" && decoded.primaryButton?.textStyle == .confirm)
        expectTrue(decoded.primaryButton?.handler == nil && decoded.secondaryButton == nil)
        let location = decoded.location
        expectTrue(location !== mapItem && location.name == "Louvre" && location.phoneNumber == "+33 1 40 20 50 50")
        expectTrue(
            location.url == URL(string: "https://www.louvre.fr") && location.timeZone?.identifier == "Europe/Paris")
        expectTrue(location.placemark.coordinate.latitude == 48.85 && location.placemark.coordinate.longitude == 2.35)
        expectTrue(location.placemark.thoroughfare == "Rue de Rivoli" && location.placemark.locality == "Paris")
        expectEqual(location.placemark.isoCountryCode, "FR")
        let userInfo = try require(decoded.userInfo as? [String: Any])
        expectEqual((userInfo["id"] as? NSNumber)?.intValue, 42)
        expectEqual(userInfo["tags"] as? [String], ["art", "history"])

        let here = CPPointOfInterest(
            location: .forCurrentLocation(), title: "Here", subtitle: nil, summary: nil, detailTitle: nil,
            detailSubtitle: nil, detailSummary: nil, pinImage: nil)
        expectEqual(try roundTrip(here, as: CPPointOfInterest.self)?.location.isCurrentLocation, true)
    }

    @Test func userInfoThatIsNotAPropertyListIsLeftOut() throws {
        let point = CPPointOfInterest(
            location: MKMapItem(), title: "P", subtitle: nil, summary: nil, detailTitle: nil, detailSubtitle: nil,
            detailSummary: nil, pinImage: nil)
        point.userInfo = NSObject()
        let decoded = try require(try roundTrip(point, as: CPPointOfInterest.self))
        expectTrue(decoded.userInfo == nil && decoded.title == "P")
    }

    @Test func voiceControlStates() throws {
        expectTrue(CPVoiceControlState.supportsSecureCoding)
        let state = CPVoiceControlState(
            identifier: "listening", titleVariants: ["Listening…"], image: Self.png, repeats: true)
        state.actionButtons = [CPButton(image: Self.png)]
        let decoded = try require(try roundTrip(state, as: CPVoiceControlState.self))
        expectTrue(decoded.identifier == "listening" && decoded.titleVariants == ["Listening…"] && decoded.repeats)
        expectSameImage(decoded.image, Self.png)
        expectTrue(decoded.actionButtons.count == 1 && decoded.actionButtons[0] !== state.actionButtons[0])

        let bare = CPVoiceControlState(identifier: "idle", titleVariants: nil, image: nil, repeats: false)
        let decodedBare = try require(try roundTrip(bare, as: CPVoiceControlState.self))
        expectTrue(decodedBare.titleVariants == nil && decodedBare.image == nil && !decodedBare.repeats)
        expectTrue(decodedBare.actionButtons.isEmpty)
    }

    // MARK: List sections and their items

    @MainActor @Test func listSectionsKeepEveryKindOfItem() throws {
        expectTrue(CPListSection.supportsSecureCoding)
        let item = CPListItem(
            text: "Song", detailText: "Artist", image: Self.png, accessoryImage: nil, accessoryType: .cloud)
        item.isExplicitContent = true
        item.playbackProgress = 0.5
        item.isPlaying = true
        item.playingIndicatorLocation = .trailing
        item.isEnabled = false
        item.userInfo = "song-7"
        item.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .audio, playbackAction: .play, elapsedTime: CMTime(value: 30, timescale: 1),
            duration: CMTime(value: 180, timescale: 1))
        item.handler = { _, done in done() }
        let row = CPListImageRowItem(
            text: "Albums",
            elements: [CPListImageRowItemRowElement(image: Self.png, title: "One", subtitle: "Two")],
            allowsMultipleLines: true)
        row.userInfo = ["row": true] as [String: Any]
        let legacy = CPListImageRowItem(text: "Grid", images: [Self.png, Self.png], imageTitles: ["A"])
        let message = CPMessageListItem(
            conversationIdentifier: "c1", text: "Team",
            leadingConfiguration: CPMessageListItemLeadingConfiguration(
                leadingItem: .pin, leadingImage: Self.png, unread: true),
            trailingConfiguration: CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil),
            detailText: "See you", trailingText: "9:41")
        message.leadingDetailTextImage = Self.png
        let contactItem = CPMessageListItem(
            fullName: "Ada", phoneOrEmailAddress: "+1 555",
            leadingConfiguration: CPMessageListItemLeadingConfiguration(
                leadingItem: .none, leadingImage: nil, unread: false),
            trailingConfiguration: nil, detailText: nil, trailingText: nil)
        let headerButton = CPButton(image: Self.png)
        let section = CPListSection(
            items: [item, row, legacy, message, contactItem], header: "Recent", headerSubtitle: "Today",
            headerImage: Self.png, headerButton: headerButton, sectionIndexTitle: "R")

        let decoded = try require(try roundTrip(section, as: CPListSection.self))
        expectTrue(decoded !== section && decoded.header == "Recent" && decoded.headerSubtitle == "Today")
        expectEqual(decoded.sectionIndexTitle, "R")
        expectSameImage(decoded.headerImage, Self.png)
        expectTrue(decoded.headerButton != nil && decoded.headerButton !== headerButton)
        expectEqual(decoded.items.count, 5)

        let decodedItem = try require(decoded.items[0] as? CPListItem)
        expectTrue(decodedItem !== item && decodedItem._elementID != item._elementID)
        expectTrue(decodedItem.text == "Song" && decodedItem.detailText == "Artist")
        expectSameImage(decodedItem.image, Self.png)
        expectTrue(decodedItem.accessoryImage == nil && decodedItem.accessoryType == .cloud)
        expectTrue(decodedItem.isExplicitContent && decodedItem.playbackProgress == 0.5 && decodedItem.isPlaying)
        expectTrue(decodedItem.playingIndicatorLocation == .trailing && !decodedItem.isEnabled)
        expectTrue(decodedItem.userInfo as? String == "song-7" && decodedItem.handler == nil)
        expectEqual(decodedItem.playbackConfiguration, item.playbackConfiguration)

        let decodedRow = try require(decoded.items[1] as? CPListImageRowItem)
        expectTrue(decodedRow.text == "Albums" && decodedRow.allowsMultipleLines && decodedRow._style == .row)
        let element = try require(decodedRow.elements.first as? CPListImageRowItemRowElement)
        expectTrue(element.title == "One" && element.subtitle == "Two")
        expectSameImage(element.image, Self.png)
        expectEqual((decodedRow.userInfo as? [String: Any])?["row"] as? NSNumber, true)

        let decodedLegacy = try require(decoded.items[2] as? CPListImageRowItem)
        expectTrue(decodedLegacy._style == .images && decodedLegacy.gridImages.count == 2)
        expectEqual(decodedLegacy.imageTitles, ["A", ""])

        let decodedMessage = try require(decoded.items[3] as? CPMessageListItem)
        expectTrue(decodedMessage.conversationIdentifier == "c1" && decodedMessage.text == "Team")
        expectTrue(decodedMessage.detailText == "See you" && decodedMessage.trailingText == "9:41")
        expectTrue(
            decodedMessage.leadingConfiguration.leadingItem == .pin && decodedMessage.leadingConfiguration.isUnread)
        expectSameImage(decodedMessage.leadingConfiguration.leadingImage, Self.png)
        expectEqual(decodedMessage.trailingConfiguration?.trailingItem, .mute)
        expectSameImage(decodedMessage.leadingDetailTextImage, Self.png)

        let decodedContact = try require(decoded.items[4] as? CPMessageListItem)
        expectTrue(decodedContact.text == "Ada" && decodedContact.phoneOrEmailAddress == "+1 555")
        expectTrue(decodedContact.conversationIdentifier == nil && decodedContact.trailingConfiguration == nil)
    }

    @MainActor @Test func imageRowElementsOfEveryStyle() throws {
        expectTrue(CPListImageRowItemCardElement.supportsSecureCoding)
        let thumbnail = CPThumbnailImage(image: Self.png)
        let card = CPListImageRowItemCardElement(
            thumbnail: thumbnail, title: "Card", subtitle: "Sub", tintColor: UIColor(white: 0.5, alpha: 1))
        card.accessibilityLabel = "A card"
        card.isEnabled = false
        let decodedCard = try require(try roundTrip(card, as: CPListImageRowItemCardElement.self))
        expectTrue(decodedCard.title == "Card" && decodedCard.subtitle == "Sub" && decodedCard.showsImageFullHeight)
        expectTrue(decodedCard.accessibilityLabel == "A card" && !decodedCard.isEnabled)
        expectEqual(components(decodedCard.tintColor), [0.5, 0.5, 0.5, 1])
        expectSameImage(decodedCard.thumbnail?.image, Self.png)
        expectSameImage(decodedCard.image, Self.png)

        let condensed = CPListImageRowItem(
            text: "Condensed",
            condensedElements: [
                CPListImageRowItemCondensedElement(
                    image: Self.png, imageShape: .roundedRectangle, title: "T", subtitle: "S",
                    accessorySymbolName: "star")
            ],
            allowsMultipleLines: false)
        let grid = CPListImageRowItem(
            text: "Grid", gridElements: [CPListImageRowItemGridElement(image: Self.png)], allowsMultipleLines: false)
        let imageGrid = CPListImageRowItem(
            text: "Image grid",
            imageGridElements: [
                CPListImageRowItemImageGridElement(
                    image: Self.png, imageShape: .circular, title: "G", accessorySymbolName: nil)
            ],
            allowsMultipleLines: false)
        let cards = CPListImageRowItem(text: "Cards", cardElements: [card], allowsMultipleLines: false)
        let section = CPListSection(items: [condensed, grid, imageGrid, cards])
        let decoded = try require(try roundTrip(section, as: CPListSection.self))
        let rows = decoded.items.compactMap { $0 as? CPListImageRowItem }
        expectEqual(rows.map(\._style), [.condensed, .grid, .imageGrid, .card])
        let decodedCondensed = try require(rows[0].elements.first as? CPListImageRowItemCondensedElement)
        expectTrue(decodedCondensed.imageShape == .roundedRectangle && decodedCondensed.title == "T")
        expectTrue(decodedCondensed.subtitle == "S" && decodedCondensed.accessorySymbolName == "star")
        expectTrue(rows[1].elements.first is CPListImageRowItemGridElement)
        let decodedImageGrid = try require(rows[2].elements.first as? CPListImageRowItemImageGridElement)
        expectTrue(decodedImageGrid.imageShape == .circular && decodedImageGrid.title == "G")
        expectEqual((rows[3].elements.first as? CPListImageRowItemCardElement)?.title, "Card")
    }

}
