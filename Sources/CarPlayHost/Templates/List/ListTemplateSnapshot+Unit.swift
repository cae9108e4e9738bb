import Foundation
@_spi(CarPlayHost) import CarPlay

/// The list template as a unit: sections of rows, image rows and message items, header grid buttons, a details
/// header, laid out by `ListLayout`.
extension ListTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .list }

    @MainActor static func snapshot(of template: CPListTemplate, reusing _: [ElementID: TemplateSnapshot]) -> Self {
        Self(template)
    }

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
