import Foundation
@_spi(CarPlayHost) import CarPlay

/// An item of a list section: a row, an image row or a message item.
public enum ListItemSnapshot: Codable, Hashable, Sendable, Identifiable {
    /// A `CPListItem`.
    case item(ListRowSnapshot)
    /// A `CPListImageRowItem`.
    case imageRow(ImageRowSnapshot)
    /// A `CPMessageListItem`.
    case message(MessageItemSnapshot)

    /// The item's element id.
    public var id: ElementID {
        switch self {
        case .item(let row): row.id
        case .imageRow(let row): row.id
        case .message(let item): item.id
        }
    }

    /// The item's primary text.
    public var text: String? {
        switch self {
        case .item(let row): row.text
        case .imageRow(let row): row.text
        case .message(let item): item.text
        }
    }

    /// Whether the item is enabled.
    public var isEnabled: Bool {
        switch self {
        case .item(let row): row.isEnabled
        case .imageRow(let row): row.isEnabled
        case .message(let item): item.isEnabled
        }
    }

    /// Copies an app item; nil for a class the framework does not define (apps may not adopt the protocol).
    @MainActor init?(_ item: any CPListTemplateItem) {
        switch item {
        case let row as CPListItem: self = .item(ListRowSnapshot(row))
        case let row as CPListImageRowItem: self = .imageRow(ImageRowSnapshot(row))
        case let message as CPMessageListItem: self = .message(MessageItemSnapshot(message))
        default: return nil
        }
    }
}

/// A `CPListItem` as the app declared it.
public struct ListRowSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var text: String?
    public var detailText: String?
    public var image: ImageSnapshot?
    /// A custom accessory image; it takes precedence over `accessoryType`.
    public var accessoryImage: ImageSnapshot?
    public var accessoryType: AccessoryType
    public var isEnabled: Bool
    public var isExplicitContent: Bool
    /// The progress as the app set it (not clamped: the host clamps to 0...1 when it draws). Non-finite values
    /// read 0 (NaN, -∞) or 1 (+∞), so the snapshot stays encodable and equal to itself.
    public var playbackProgress: Double
    public var isPlaying: Bool
    public var playingIndicatorLocation: PlayingIndicatorLocation
    public var playbackConfiguration: PlaybackConfigurationSnapshot?
    /// Whether the app set a selection handler.
    public var hasHandler: Bool

    public enum AccessoryType: String, Codable, Hashable, Sendable { case none, disclosureIndicator, cloud }
    public enum PlayingIndicatorLocation: String, Codable, Hashable, Sendable { case leading, trailing }

    public init(
        id: ElementID, text: String?, detailText: String? = nil, image: ImageSnapshot? = nil,
        accessoryImage: ImageSnapshot? = nil, accessoryType: AccessoryType = .none, isEnabled: Bool = true,
        isExplicitContent: Bool = false, playbackProgress: Double = 0, isPlaying: Bool = false,
        playingIndicatorLocation: PlayingIndicatorLocation = .leading,
        playbackConfiguration: PlaybackConfigurationSnapshot? = nil, hasHandler: Bool = false
    ) {
        self.id = id
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessoryImage = accessoryImage
        self.accessoryType = accessoryType
        self.isEnabled = isEnabled
        self.isExplicitContent = isExplicitContent
        self.playbackProgress = playbackProgress
        self.isPlaying = isPlaying
        self.playingIndicatorLocation = playingIndicatorLocation
        self.playbackConfiguration = playbackConfiguration
        self.hasHandler = hasHandler
    }

    @MainActor init(_ item: CPListItem) {
        id = ElementID(of: item)
        text = item.text
        detailText = item.detailText
        image = item.image.map(ImageSnapshot.init)
        accessoryImage = item.accessoryImage.map(ImageSnapshot.init)
        accessoryType =
            switch item.accessoryType {
            case .none: .none
            case .disclosureIndicator: .disclosureIndicator
            case .cloud: .cloud
            }
        isEnabled = item.isEnabled
        isExplicitContent = item.isExplicitContent
        playbackProgress = Self.finite(Double(item.playbackProgress))
        isPlaying = item.isPlaying
        playingIndicatorLocation = item.playingIndicatorLocation == .trailing ? .trailing : .leading
        playbackConfiguration = item.playbackConfiguration.map(PlaybackConfigurationSnapshot.init)
        hasHandler = item.handler != nil
    }

    static func finite(_ value: Double) -> Double {
        if value.isNaN { return 0 }
        if value.isInfinite { return value > 0 ? 1 : 0 }
        return value
    }
}

/// A `CPListImageRowItem`: legacy images (with optional titles) or elements of one style.
public struct ImageRowSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var text: String?
    /// How the app created the row.
    public var style: Style
    public var elements: [ImageRowElementSnapshot]
    public var allowsMultipleLines: Bool
    /// Legacy images, all of them (the host shows at most `CPMaximumNumberOfGridImages`).
    public var gridImages: [ImageSnapshot]
    /// Legacy titles, one per image (empty when the app gave none).
    public var imageTitles: [String]
    public var isEnabled: Bool
    /// Whether the app set a handler for the row's title.
    public var hasHandler: Bool
    /// Whether the app set a handler for taps on single images or elements.
    public var hasImageHandler: Bool

    public enum Style: String, Codable, Hashable, Sendable { case images, row, card, condensed, grid, imageGrid }

    public init(
        id: ElementID, text: String?, style: Style, elements: [ImageRowElementSnapshot] = [],
        allowsMultipleLines: Bool = false, gridImages: [ImageSnapshot] = [], imageTitles: [String] = [],
        isEnabled: Bool = true, hasHandler: Bool = false, hasImageHandler: Bool = false
    ) {
        self.id = id
        self.text = text
        self.style = style
        self.elements = elements
        self.allowsMultipleLines = allowsMultipleLines
        self.gridImages = gridImages
        self.imageTitles = imageTitles
        self.isEnabled = isEnabled
        self.hasHandler = hasHandler
        self.hasImageHandler = hasImageHandler
    }

    @MainActor init(_ item: CPListImageRowItem) {
        id = ElementID(of: item)
        text = item.text
        style =
            switch item._style {
            case .images: .images
            case .row: .row
            case .card: .card
            case .condensed: .condensed
            case .grid: .grid
            case .imageGrid: .imageGrid
            }
        elements = item.elements.map(ImageRowElementSnapshot.init)
        allowsMultipleLines = item.allowsMultipleLines
        gridImages = item.gridImages.map(ImageSnapshot.init)
        imageTitles = item.imageTitles
        isEnabled = item.isEnabled
        hasHandler = item.handler != nil
        hasImageHandler = item.listImageRowHandler != nil
    }
}

/// One element of an image row (iOS 26). Fields that an element kind lacks are nil.
public struct ImageRowElementSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var kind: Kind
    public var image: ImageSnapshot
    public var title: String?
    public var subtitle: String?
    /// The SF Symbol name of a condensed or image-grid element's accessory.
    public var accessorySymbolName: String?
    /// The image shape of a condensed or image-grid element.
    public var shape: Shape?
    /// A card element's image fills the card.
    public var showsImageFullHeight: Bool?
    /// A card element's tint (nil: secondary system background).
    public var tintColor: ColorSnapshot?
    /// A card element's thumbnail (iOS 26.4).
    public var thumbnail: ThumbnailSnapshot?
    public var isEnabled: Bool
    public var accessibilityLabel: String?
    public var playbackConfiguration: PlaybackConfigurationSnapshot?

    public enum Kind: String, Codable, Hashable, Sendable { case row, card, condensed, grid, imageGrid }
    public enum Shape: String, Codable, Hashable, Sendable { case circular, roundedSquare, roundedRectangle }

    public init(
        id: ElementID, kind: Kind, image: ImageSnapshot, title: String? = nil, subtitle: String? = nil,
        accessorySymbolName: String? = nil, shape: Shape? = nil, showsImageFullHeight: Bool? = nil,
        tintColor: ColorSnapshot? = nil, thumbnail: ThumbnailSnapshot? = nil, isEnabled: Bool = true,
        accessibilityLabel: String? = nil, playbackConfiguration: PlaybackConfigurationSnapshot? = nil
    ) {
        self.id = id
        self.kind = kind
        self.image = image
        self.title = title
        self.subtitle = subtitle
        self.accessorySymbolName = accessorySymbolName
        self.shape = shape
        self.showsImageFullHeight = showsImageFullHeight
        self.tintColor = tintColor
        self.thumbnail = thumbnail
        self.isEnabled = isEnabled
        self.accessibilityLabel = accessibilityLabel
        self.playbackConfiguration = playbackConfiguration
    }

    @MainActor init(_ element: CPListImageRowItemElement) {
        id = ElementID(of: element)
        image = ImageSnapshot(element.image)
        isEnabled = element.isEnabled
        accessibilityLabel = element.accessibilityLabel
        playbackConfiguration = element.playbackConfiguration.map(PlaybackConfigurationSnapshot.init)
        switch element {
        case let row as CPListImageRowItemRowElement:
            kind = .row
            title = row.title
            subtitle = row.subtitle
        case let card as CPListImageRowItemCardElement:
            kind = .card
            title = card.title
            subtitle = card.subtitle
            showsImageFullHeight = card.showsImageFullHeight
            tintColor = card.tintColor.map(ColorSnapshot.init)
            thumbnail = card.thumbnail.map(ThumbnailSnapshot.init)
        case let condensed as CPListImageRowItemCondensedElement:
            kind = .condensed
            title = condensed.title
            subtitle = condensed.subtitle
            accessorySymbolName = condensed.accessorySymbolName
            shape = condensed.imageShape == .circular ? .circular : .roundedSquare
        case let imageGrid as CPListImageRowItemImageGridElement:
            kind = .imageGrid
            title = imageGrid.title
            accessorySymbolName = imageGrid.accessorySymbolName
            shape = imageGrid.imageShape == .circular ? .circular : .roundedRectangle
        default:
            kind = .grid
        }
    }
}

/// A `CPMessageListItem` (communication apps). Selecting it starts Siri; it has no app handler.
public struct MessageItemSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var text: String?
    public var conversationIdentifier: String?
    public var phoneOrEmailAddress: String?
    public var detailText: String?
    public var trailingText: String?
    public var leadingItem: LeadingItem
    public var leadingImage: ImageSnapshot?
    public var isUnread: Bool
    /// Nil when the app gave no trailing configuration.
    public var trailingItem: TrailingItem?
    public var trailingImage: ImageSnapshot?
    public var leadingDetailTextImage: ImageSnapshot?
    public var isEnabled: Bool

    public enum LeadingItem: String, Codable, Hashable, Sendable { case none, pin, star }
    public enum TrailingItem: String, Codable, Hashable, Sendable { case none, mute }

    public init(
        id: ElementID, text: String?, conversationIdentifier: String? = nil, phoneOrEmailAddress: String? = nil,
        detailText: String? = nil, trailingText: String? = nil, leadingItem: LeadingItem = .none,
        leadingImage: ImageSnapshot? = nil, isUnread: Bool = false, trailingItem: TrailingItem? = nil,
        trailingImage: ImageSnapshot? = nil, leadingDetailTextImage: ImageSnapshot? = nil, isEnabled: Bool = true
    ) {
        self.id = id
        self.text = text
        self.conversationIdentifier = conversationIdentifier
        self.phoneOrEmailAddress = phoneOrEmailAddress
        self.detailText = detailText
        self.trailingText = trailingText
        self.leadingItem = leadingItem
        self.leadingImage = leadingImage
        self.isUnread = isUnread
        self.trailingItem = trailingItem
        self.trailingImage = trailingImage
        self.leadingDetailTextImage = leadingDetailTextImage
        self.isEnabled = isEnabled
    }

    init(_ item: CPMessageListItem) {
        id = ElementID(of: item)
        text = item.text
        conversationIdentifier = item.conversationIdentifier
        phoneOrEmailAddress = item.phoneOrEmailAddress
        detailText = item.detailText
        trailingText = item.trailingText
        leadingItem =
            switch item.leadingConfiguration.leadingItem {
            case .none: .none
            case .pin: .pin
            case .star: .star
            }
        leadingImage = item.leadingConfiguration.leadingImage.map(ImageSnapshot.init)
        isUnread = item.leadingConfiguration.isUnread
        trailingItem = item.trailingConfiguration.map { $0.trailingItem == .mute ? .mute : .none }
        trailingImage = item.trailingConfiguration?.trailingImage.map(ImageSnapshot.init)
        leadingDetailTextImage = item.leadingDetailTextImage.map(ImageSnapshot.init)
        isEnabled = item.isEnabled
    }
}

/// A `CPPlaybackConfiguration` (iOS 26.4). Times are in seconds; nil when not numeric (invalid or indefinite).
public struct PlaybackConfigurationSnapshot: Codable, Hashable, Sendable {
    public var presentation: Presentation
    public var action: Action
    public var elapsedSeconds: Double?
    /// Zero when the duration is unknown (live content).
    public var durationSeconds: Double?

    public enum Presentation: String, Codable, Hashable, Sendable { case none, audio, video }
    public enum Action: String, Codable, Hashable, Sendable { case none, play, pause, replay }

    public init(presentation: Presentation, action: Action, elapsedSeconds: Double?, durationSeconds: Double?) {
        self.presentation = presentation
        self.action = action
        self.elapsedSeconds = elapsedSeconds
        self.durationSeconds = durationSeconds
    }

    @MainActor init(_ configuration: CPPlaybackConfiguration) {
        presentation =
            switch configuration.preferredPresentation {
            case .none: .none
            case .audio: .audio
            case .video: .video
            }
        action =
            switch configuration.playbackAction {
            case .none: .none
            case .play: .play
            case .pause: .pause
            case .replay: .replay
            }
        elapsedSeconds = Self.seconds(configuration.elapsedTime)
        durationSeconds = Self.seconds(configuration.duration)
    }

    private static func seconds(_ time: CMTime) -> Double? {
        guard time.isNumeric else { return nil }
        let seconds = time.seconds
        return seconds.isFinite ? seconds : nil
    }
}
