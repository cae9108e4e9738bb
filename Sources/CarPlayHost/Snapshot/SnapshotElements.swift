import Foundation

/// An identifiable element found in a snapshot: a template, tab, item, button, action...
public struct SnapshotElement: Hashable, Sendable, CustomStringConvertible {
    /// What kind of element it is.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case template, tab, section, sectionHeaderButton, listItem, imageRow, imageRowElement, messageItem
        case detailsHeader, detailsHeaderButton, headerGridButton, barButton, backButton, gridButton
        case alertAction, informationItem, textButton, pointOfInterest, nowPlayingButton, upNext, albumArtist
        case contact, contactButton, searchResult, voiceControlState, voiceControlButton
        case mapButton, navigationAlertAction, routeChoice, assistantCell
    }

    /// The element's id.
    public var id: ElementID
    /// What it is.
    public var kind: Kind
    /// The template the element belongs to.
    public var template: ElementID
    /// The texts that name it (text, title, title variants, name, detail text, subtitle), in declaration order.
    public var texts: [String]
    /// False when the element is disabled; true when enabled or when it has no enabled state.
    public var isEnabled: Bool

    public init(id: ElementID, kind: Kind, template: ElementID, texts: [String], isEnabled: Bool = true) {
        self.id = id
        self.kind = kind
        self.template = template
        self.texts = texts
        self.isEnabled = isEnabled
    }

    public var description: String { "\(kind)(\(texts.joined(separator: " | "))) #\(id)" }
}

/// Collects what a snapshot contains, listed explicitly by each snapshot type: its elements (for input routing and
/// `TestCar`) and its images (for the layout's image warnings).
struct SnapshotContents {
    /// The template being listed.
    var template: ElementID
    /// False when only the images are wanted (the layout's image warnings, on every layout): no element is made.
    var listsElements = true
    var elements: [SnapshotElement] = []
    var images: [ImageSnapshot] = []

    /// Lists an element (when listing elements). The texts are made only then: a template's images alone are asked
    /// for at every layout, and a 500-row list made 500 arrays of texts for nothing.
    mutating func element(
        _ id: ElementID, _ kind: SnapshotElement.Kind, _ texts: @autoclosure () -> [String?] = [],
        isEnabled: Bool = true
    ) {
        guard listsElements else { return }
        elements.append(
            SnapshotElement(
                id: id, kind: kind, template: template, texts: texts().compactMap { $0 }, isEnabled: isEnabled))
    }

    mutating func image(_ image: ImageSnapshot?) {
        if let image { images.append(image) }
    }

    mutating func add<T: SnapshotListable>(_ values: [T]) { values.forEach { $0.list(into: &self) } }
    mutating func add<T: SnapshotListable>(_ value: T?) { value?.list(into: &self) }
}

/// A snapshot value that lists its elements and images explicitly.
protocol SnapshotListable {
    func list(into contents: inout SnapshotContents)
}

extension TemplateSnapshot {
    /// Every identifiable element of this template in declaration order, starting with the template itself.
    /// The tabs of a tab bar are listed with their tab titles, but not their content (it is not on screen).
    public var elements: [SnapshotElement] { contents(listingElements: true).elements }

    /// Every image of this template (for a tab bar: the tab images, not the tabs' content).
    public var images: [ImageSnapshot] { contents(listingElements: false).images }

    private func contents(listingElements: Bool) -> SnapshotContents {
        var contents = SnapshotContents(template: id, listsElements: listingElements)
        contents.element(id, .template)
        contents.image(tab.image)
        content.unit.list(into: &contents)
        return contents
    }

    /// The title a tab shows: its tab title, else the template's own title, else the system item's title.
    public var tabTitle: String? {
        tab.title ?? ownTitle ?? tab.systemItemTitle
    }

    /// The title the app gave the template itself, for kinds that have one.
    private var ownTitle: String? { content.unit.ownTitle }
}

// MARK: - Listings shared by several templates

extension NavigationBarButtons: SnapshotListable {
    func list(into contents: inout SnapshotContents) {
        for button in leading + trailing {
            contents.element(button.id, .barButton, [button.title], isEnabled: button.isEnabled)
            contents.image(button.image)
        }
        if let back {
            contents.element(back.id, .backButton, [back.title], isEnabled: back.isEnabled)
            contents.image(back.image)
        }
    }
}

extension TextButtonSnapshot: SnapshotListable {
    func list(into contents: inout SnapshotContents) { contents.element(id, .textButton, [title]) }
}

extension ThumbnailSnapshot: SnapshotListable {
    func list(into contents: inout SnapshotContents) {
        contents.image(image)
        contents.image(imageOverlay?.image)
        contents.add(sportsOverlay.map { SportsEntry(left: $0.leftTeam, right: $0.rightTeam, status: $0.eventStatus) })
    }
}

extension SportsModeSnapshot: SnapshotListable {
    func list(into contents: inout SnapshotContents) {
        SportsEntry(left: leftTeam, right: rightTeam, status: eventStatus).list(into: &contents)
        contents.image(backgroundArtwork)
    }
}

/// The images of a sports event (teams and status), shared by Now Playing's sports mode and the sports overlay.
struct SportsEntry: SnapshotListable {
    var left: SportsTeamSnapshot
    var right: SportsTeamSnapshot
    var status: SportsEventStatusSnapshot?
    func list(into contents: inout SnapshotContents) {
        for team in [left, right] {
            contents.image(team.logoImage)
            contents.image(team.possessionIndicator)
        }
        contents.image(status?.image)
    }
}

/// A list row as an element of `kind` (a list item or a search result).
struct RowEntry: SnapshotListable {
    var row: ListRowSnapshot
    var kind: SnapshotElement.Kind
    func list(into contents: inout SnapshotContents) {
        contents.element(row.id, kind, [row.text, row.detailText], isEnabled: row.isEnabled)
        contents.image(row.image)
        contents.image(row.accessoryImage)
    }
}

/// A button as an element of `kind`.
struct ButtonEntry: SnapshotListable {
    var button: ButtonSnapshot
    var kind: SnapshotElement.Kind
    func list(into contents: inout SnapshotContents) {
        contents.element(button.id, kind, [button.title], isEnabled: button.isEnabled)
        contents.image(button.image)
    }
}

/// A grid button as an element of `kind`.
struct GridButtonEntry: SnapshotListable {
    var button: GridButtonSnapshot
    var kind: SnapshotElement.Kind
    func list(into contents: inout SnapshotContents) {
        contents.element(button.id, kind, button.titleVariants, isEnabled: button.isEnabled)
        contents.image(button.image)
    }
}
