import Foundation
@_spi(CarPlayHost) import CarPlay

/// A `CPListTemplate`: its sections and items (already trimmed by the framework to the list limits, as iOS does),
/// empty view, assistant cell, header grid buttons, details header and navigation bar buttons. Header grid buttons
/// and details-header action buttons are copied in full; the host trims them when it shows them.
public struct ListTemplateSnapshot: Codable, Hashable, Sendable {
    public var title: String?
    public var sections: [ListSectionSnapshot]
    public var emptyViewTitleVariants: [String]
    public var emptyViewSubtitleVariants: [String]
    public var showsSpinnerWhileEmpty: Bool
    public var assistantCell: AssistantCellSnapshot?
    /// The pinned grid buttons (iOS 26); nil when the app set none.
    public var headerGridButtons: [GridButtonSnapshot]?
    /// The details header (iOS 26.4).
    public var detailsHeader: DetailsHeaderSnapshot?
    public var navigationBar: NavigationBarButtons
    /// Whether the app set the deprecated `CPListTemplateDelegate`.
    public var hasDelegate: Bool

    /// The number of items across all sections.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// The number of sections.
    public var sectionCount: Int { sections.count }
    /// Whether the empty view shows (the list has no items).
    public var isEmpty: Bool { itemCount == 0 }

    public init(
        title: String?, sections: [ListSectionSnapshot], emptyViewTitleVariants: [String] = [],
        emptyViewSubtitleVariants: [String] = [], showsSpinnerWhileEmpty: Bool = false,
        assistantCell: AssistantCellSnapshot? = nil, headerGridButtons: [GridButtonSnapshot]? = nil,
        detailsHeader: DetailsHeaderSnapshot? = nil, navigationBar: NavigationBarButtons = NavigationBarButtons(),
        hasDelegate: Bool = false
    ) {
        self.title = title
        self.sections = sections
        self.emptyViewTitleVariants = emptyViewTitleVariants
        self.emptyViewSubtitleVariants = emptyViewSubtitleVariants
        self.showsSpinnerWhileEmpty = showsSpinnerWhileEmpty
        self.assistantCell = assistantCell
        self.headerGridButtons = headerGridButtons
        self.detailsHeader = detailsHeader
        self.navigationBar = navigationBar
        self.hasDelegate = hasDelegate
    }

    @MainActor init(_ template: CPListTemplate) {
        title = template.title
        sections = template.sections.map(ListSectionSnapshot.init)
        emptyViewTitleVariants = template.emptyViewTitleVariants
        emptyViewSubtitleVariants = template.emptyViewSubtitleVariants
        showsSpinnerWhileEmpty = template.showsSpinnerWhileEmpty
        assistantCell = template.assistantCellConfiguration.map(AssistantCellSnapshot.init)
        headerGridButtons = template.headerGridButtons?.map(GridButtonSnapshot.init)
        detailsHeader = template.listHeader.map(DetailsHeaderSnapshot.init)
        navigationBar = NavigationBarButtons(template)
        hasDelegate = template.delegate != nil
    }

    /// The item with `id`, if the list holds it.
    public func item(_ id: ElementID) -> ListItemSnapshot? {
        for section in sections {
            if let item = section.items.first(where: { $0.id == id }) { return item }
        }
        return nil
    }
}

/// A `CPListSection`.
public struct ListSectionSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var header: String?
    public var headerSubtitle: String?
    public var headerImage: ImageSnapshot?
    public var headerButton: ButtonSnapshot?
    /// As the app set it (the host shows only the first character).
    public var sectionIndexTitle: String?
    public var items: [ListItemSnapshot]

    public init(
        id: ElementID, header: String? = nil, headerSubtitle: String? = nil, headerImage: ImageSnapshot? = nil,
        headerButton: ButtonSnapshot? = nil, sectionIndexTitle: String? = nil, items: [ListItemSnapshot]
    ) {
        self.id = id
        self.header = header
        self.headerSubtitle = headerSubtitle
        self.headerImage = headerImage
        self.headerButton = headerButton
        self.sectionIndexTitle = sectionIndexTitle
        self.items = items
    }

    @MainActor init(_ section: CPListSection) {
        id = ElementID(of: section)
        header = section.header
        headerSubtitle = section.headerSubtitle
        headerImage = section.headerImage.map(ImageSnapshot.init)
        headerButton = section.headerButton.map { ButtonSnapshot($0) }
        sectionIndexTitle = section.sectionIndexTitle
        items = section.items.compactMap(ListItemSnapshot.init)
    }
}

/// A `CPAssistantCellConfiguration` (iOS 15): Siri's cell, whose text and icon the system supplies.
public struct AssistantCellSnapshot: Codable, Hashable, Sendable {
    /// The configuration's element (a "Call with Siri" cell is selectable: Siri takes the call).
    public var id: ElementID?
    public var position: Position
    public var visibility: Visibility
    public var action: Action

    public enum Position: String, Codable, Hashable, Sendable { case top, bottom }
    public enum Visibility: String, Codable, Hashable, Sendable { case off, whileLimitedUIActive, always }
    public enum Action: String, Codable, Hashable, Sendable { case playMedia, startCall }

    public init(id: ElementID? = nil, position: Position, visibility: Visibility, action: Action) {
        self.id = id
        self.position = position
        self.visibility = visibility
        self.action = action
    }

    init(_ configuration: CPAssistantCellConfiguration) {
        id = CPHostBridge.elementID(of: configuration).map(ElementID.init)
        position = configuration.position == .bottom ? .bottom : .top
        visibility =
            switch configuration.visibility {
            case .off: .off
            case .whileLimitedUIActive: .whileLimitedUIActive
            case .always: .always
            }
        action = configuration.assistantAction == .startCall ? .startCall : .playMedia
    }
}

/// A `CPListTemplateDetailsHeader` (iOS 26.4). Body variants are plain text (attributes dropped).
public struct DetailsHeaderSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var thumbnail: ThumbnailSnapshot
    public var title: String?
    public var subtitle: String?
    public var bodyVariants: [String]
    /// All the app's buttons (the host shows the first `maximumActionButtonCount`).
    public var actionButtons: [ButtonSnapshot]
    public var wantsAdaptiveBackgroundStyle: Bool
    public var playbackConfiguration: PlaybackConfigurationSnapshot?

    public init(
        id: ElementID, thumbnail: ThumbnailSnapshot, title: String? = nil, subtitle: String? = nil,
        bodyVariants: [String] = [], actionButtons: [ButtonSnapshot] = [], wantsAdaptiveBackgroundStyle: Bool = false,
        playbackConfiguration: PlaybackConfigurationSnapshot? = nil
    ) {
        self.id = id
        self.thumbnail = thumbnail
        self.title = title
        self.subtitle = subtitle
        self.bodyVariants = bodyVariants
        self.actionButtons = actionButtons
        self.wantsAdaptiveBackgroundStyle = wantsAdaptiveBackgroundStyle
        self.playbackConfiguration = playbackConfiguration
    }

    @MainActor init(_ header: CPListTemplateDetailsHeader) {
        id = ElementID(of: header)
        thumbnail = ThumbnailSnapshot(header.thumbnail)
        title = header.title
        subtitle = header.subtitle
        bodyVariants = header.bodyVariants.map(\.string)
        actionButtons = header.actionButtons.map { ButtonSnapshot($0) }
        wantsAdaptiveBackgroundStyle = header.wantsAdaptiveBackgroundStyle
        playbackConfiguration = header.playbackConfiguration.map(PlaybackConfigurationSnapshot.init)
    }
}

/// A `CPThumbnailImage` (iOS 26.4) with its overlays.
public struct ThumbnailSnapshot: Codable, Hashable, Sendable {
    public var image: ImageSnapshot
    public var imageOverlay: ImageOverlaySnapshot?
    public var sportsOverlay: SportsOverlaySnapshot?

    public init(
        image: ImageSnapshot, imageOverlay: ImageOverlaySnapshot? = nil, sportsOverlay: SportsOverlaySnapshot? = nil
    ) {
        self.image = image
        self.imageOverlay = imageOverlay
        self.sportsOverlay = sportsOverlay
    }

    @MainActor init(_ thumbnail: CPThumbnailImage) {
        image = ImageSnapshot(thumbnail.image)
        imageOverlay = thumbnail.imageOverlay.map(ImageOverlaySnapshot.init)
        sportsOverlay = thumbnail.sportsOverlay.map(SportsOverlaySnapshot.init)
    }
}

/// A `CPImageOverlay` (iOS 26.4): an image, or text on a coloured background.
public struct ImageOverlaySnapshot: Codable, Hashable, Sendable {
    public var text: String?
    public var textColor: ColorSnapshot?
    public var backgroundColor: ColorSnapshot?
    public var image: ImageSnapshot?
    public var alignment: Alignment

    public enum Alignment: String, Codable, Hashable, Sendable { case leading, center, trailing }

    public init(
        text: String? = nil, textColor: ColorSnapshot? = nil, backgroundColor: ColorSnapshot? = nil,
        image: ImageSnapshot? = nil, alignment: Alignment
    ) {
        self.text = text
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.image = image
        self.alignment = alignment
    }

    @MainActor init(_ overlay: CPImageOverlay) {
        text = overlay.text
        textColor = overlay.textColor.map(ColorSnapshot.init)
        backgroundColor = overlay.backgroundColor.map(ColorSnapshot.init)
        image = overlay.image.map(ImageSnapshot.init)
        alignment =
            switch overlay.alignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
    }
}

/// The list template as a unit: sections of rows, image rows and message items, header grid buttons, a details
/// header, laid out by `ListLayout`.
extension ListTemplateSnapshot: CopiedTemplateUnit {
    typealias Template = CPListTemplate
    static var kind: TemplateKind { .list }

    var content: TemplateSnapshot.Content { .list(self) }

    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        limits.list(self)
    }

    var ownTitle: String? { title }
    var navigationTitle: String? { title }
    func eventLogTitle(tab _: TabItemSnapshot) -> String? { title }
    var navigationButtons: NavigationBarButtons? { navigationBar }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        ListLayout.layout(self, in: frame, context: context)
    }
}

// MARK: - Elements

extension ListTemplateSnapshot {
    func list(into contents: inout SnapshotContents) {
        contents.add(sections)
        contents.add(headerGridButtons.map { $0.map { GridButtonEntry(button: $0, kind: .headerGridButton) } } ?? [])
        if let header = detailsHeader {
            contents.element(header.id, .detailsHeader, [header.title, header.subtitle])
            contents.add(header.thumbnail)
            contents.add(header.actionButtons.map { ButtonEntry(button: $0, kind: .detailsHeaderButton) })
        }
        contents.add(navigationBar)
        // The assistant cell starts Siri ("Call with Siri": `INStartCallIntent`; "Play with Siri": `INPlayMediaIntent`).
        if let cell = assistantCell, let id = cell.id {
            contents.element(id, .assistantCell, [ListLayout.assistantCellText(cell.action)])
        }
    }
}

extension ListSectionSnapshot: SnapshotListable {
    func list(into contents: inout SnapshotContents) {
        contents.element(id, .section)
        contents.image(headerImage)
        contents.add(headerButton.map { ButtonEntry(button: $0, kind: .sectionHeaderButton) })
        contents.add(items)
    }
}

extension ListItemSnapshot: SnapshotListable {
    func list(into contents: inout SnapshotContents) {
        switch self {
        case .item(let row): RowEntry(row: row, kind: .listItem).list(into: &contents)
        case .imageRow(let row):
            contents.element(row.id, .imageRow, [row.text], isEnabled: row.isEnabled)
            row.gridImages.forEach { contents.image($0) }
            for element in row.elements {
                contents.element(
                    element.id, .imageRowElement, [element.title, element.subtitle], isEnabled: element.isEnabled)
                contents.image(element.image)
                contents.add(element.thumbnail)
            }
        case .message(let item):
            contents.element(item.id, .messageItem, [item.text, item.detailText], isEnabled: item.isEnabled)
            contents.image(item.leadingImage)
            contents.image(item.trailingImage)
            contents.image(item.leadingDetailTextImage)
        }
    }
}

// MARK: - Trimming

extension DisplayLimits {
    func list(_ list: ListTemplateSnapshot) -> ListTemplateSnapshot {
        var list = list
        var budget = limit(.listItems).maximum
        var sections: [ListSectionSnapshot] = []
        // Counting items across sections in order: once the budget is spent, later sections go too.
        for section in trim(.listSections, list.sections) {
            guard budget > 0 else { break }
            var section = section
            section.items = Array(section.items.prefix(budget)).map(item)
            budget -= section.items.count
            section.sectionIndexTitle = section.sectionIndexTitle.map {
                limit(.sectionIndexTitleCharacters).trimmed($0)
            }
            sections.append(section)
        }
        list.sections = sections
        list.headerGridButtons = list.headerGridButtons.map { trim(.headerGridButtons, $0) }
        if var header = list.detailsHeader {
            header.actionButtons = trim(.detailsHeaderActionButtons, header.actionButtons)
            list.detailsHeader = header
        }
        list.navigationBar = bar(list.navigationBar)
        return list
    }

    func item(_ item: ListItemSnapshot) -> ListItemSnapshot {
        switch item {
        case .item(var row):
            row.playbackProgress = Rules.shownPlaybackProgress(row.playbackProgress)
            return .item(row)
        case .imageRow(var row):
            row.gridImages = trim(.gridImages, row.gridImages)
            row.imageTitles = Array(row.imageTitles.prefix(row.gridImages.count))
            return .imageRow(row)
        case .message:
            return item
        }
    }
}
