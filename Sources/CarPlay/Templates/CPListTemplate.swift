import Foundation
import UIKit

/// A template that shows a list of sections and items, with optional header grid buttons, details header and
/// Siri assistant cell (iOS 12).
///
/// Sections past `maximumSectionCount` and items past `maximumItemCount` (counted across sections in order) are
/// dropped silently when the template is created and by `updateSections(_:)`; `sections`, `sectionCount` and
/// `itemCount` describe what is kept.
@preconcurrency @MainActor
open class CPListTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
    /// Creates a list template.
    public init(title: String?, sections: [CPListSection]) {
        self._title = title
        self.sections = Self.trimmed(sections)
        super.init(_templateIdentifier: .make())
    }

    /// Creates a list template with a Siri assistant cell (iOS 15).
    @available(iOS 15.0, *)
    public init(title: String?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?) {
        self._title = title
        self.sections = Self.trimmed(sections)
        self.assistantCellConfiguration = assistantCellConfiguration
        super.init(_templateIdentifier: .make())
    }

    /// Creates a list template with an assistant cell and header grid buttons ("pinned elements", iOS 26).
    @available(iOS 26.0, *)
    public init(
        title: String?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?,
        headerGridButtons: [CPGridButton]?
    ) {
        self._title = title
        self.sections = Self.trimmed(sections)
        self.assistantCellConfiguration = assistantCellConfiguration
        self.headerGridButtons = headerGridButtons
        super.init(_templateIdentifier: .make())
    }

    /// Creates a list template with a details header above the first section (iOS 26.4).
    @available(iOS 26.4, *)
    public init(
        title: String?, listHeader: CPListTemplateDetailsHeader?, sections: [CPListSection],
        assistantCellConfiguration: CPAssistantCellConfiguration?
    ) {
        self._title = title
        self.listHeader = listHeader
        self.sections = Self.trimmed(sections)
        self.assistantCellConfiguration = assistantCellConfiguration
        super.init(_templateIdentifier: .make())
    }

    // MARK: NSSecureCoding

    /// Archives the template, title, sections, empty view, headers and navigation bar buttons; the delegate is not
    /// archived.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(title, forKey: "title")
        coder.encode(sections as NSArray, forKey: "sections")
        coder.encodeStrings(emptyViewTitleVariants, forKey: "emptyViewTitleVariants")
        coder.encodeStrings(emptyViewSubtitleVariants, forKey: "emptyViewSubtitleVariants")
        coder.encode(showsSpinnerWhileEmpty, forKey: "showsSpinnerWhileEmpty")
        coder.encode(assistantCellConfiguration, forKey: "assistantCellConfiguration")
        coder.encode(headerGridButtons as NSArray?, forKey: "headerGridButtons")
        coder.encode(listHeader, forKey: "listHeader")
        coder.encode(leadingNavigationBarButtons as NSArray, forKey: "leadingNavigationBarButtons")
        coder.encode(trailingNavigationBarButtons as NSArray, forKey: "trailingNavigationBarButtons")
        coder.encode(backButton, forKey: "backButton")
    }

    /// Decodes a list template that `encode(with:)` archived: a new template with new sections and items. The
    /// sections are kept as archived (they were trimmed to the limits when the original was built).
    public required init?(coder: NSCoder) {
        guard let sections = coder.decodeArray(of: CPListSection.self, forKey: "sections") else { return nil }
        self._title = coder.decodeString(forKey: "title")
        self.sections = sections
        self.emptyViewTitleVariants = coder.decodeStrings(forKey: "emptyViewTitleVariants") ?? []
        self.emptyViewSubtitleVariants = coder.decodeStrings(forKey: "emptyViewSubtitleVariants") ?? []
        self.showsSpinnerWhileEmpty = coder.decodeBool(forKey: "showsSpinnerWhileEmpty")
        self.assistantCellConfiguration = coder.decodeObject(
            of: CPAssistantCellConfiguration.self, forKey: "assistantCellConfiguration")
        self.headerGridButtons = coder.decodeArray(of: CPGridButton.self, forKey: "headerGridButtons")
        self.listHeader = coder.decodeIfPresent(CPListTemplateDetailsHeader.self, forKey: "listHeader")
        self.leadingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "leadingNavigationBarButtons") ?? []
        self.trailingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "trailingNavigationBarButtons") ?? []
        self.backButton = coder.decodeIfPresent(CPBarButton.self, forKey: "backButton")
        super.init(coder: coder)
    }

    // MARK: Limits

    /// The maximum number of items, across all sections, for the app's category and the car's state (iOS 14).
    @available(iOS 14.0, *)
    open class var maximumItemCount: Int { CPHostBridge.value(of: .listItems) }

    /// The maximum number of sections (iOS 14).
    @available(iOS 14.0, *)
    open class var maximumSectionCount: Int { CPHostBridge.value(of: .listSections) }

    /// The maximum number of header grid buttons shown (iOS 26).
    @available(iOS 26.0, *)
    open class var maximumHeaderGridButtonCount: Int { CPHostBridge.value(of: .headerGridButtons) }

    /// The maximum size of a header grid button's image; larger images are scaled down (iOS 26).
    @available(iOS 26.0, *)
    open class var maximumGridButtonImageSize: CGSize { CGSize(width: 50, height: 50) }

    // MARK: Content

    /// The title shown in the navigation bar.
    open var title: String? { _title }
    private let _title: String?

    /// The sections, after trimming to `maximumSectionCount` and `maximumItemCount`.
    open private(set) var sections: [CPListSection]

    /// Replaces the sections (trimmed like the initial ones) and reloads the list.
    open func updateSections(_ sections: [CPListSection]) {
        self.sections = Self.trimmed(sections)
        notifyHostOfChange()
    }

    /// The number of sections (iOS 14).
    @available(iOS 14.0, *)
    open var sectionCount: Int { sections.count }

    /// The number of items across all sections (iOS 14).
    @available(iOS 14.0, *)
    open var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// The index path (section, item) of `item`, or nil when the list doesn't contain it (iOS 14).
    @available(iOS 14.0, *)
    open func indexPath(for item: any CPListTemplateItem) -> IndexPath? {
        for (sectionIndex, section) in sections.enumerated() {
            if let itemIndex = section.items.firstIndex(where: { $0 === item }) {
                return IndexPath(item: itemIndex, section: sectionIndex)
            }
        }
        return nil
    }

    /// Keeps the first `maximumSectionCount` sections and the first `maximumItemCount` items, counted across
    /// sections in order. A section cut short is replaced by a copy holding the items kept; sections after the
    /// item budget is spent are dropped.
    static func trimmed(_ sections: [CPListSection]) -> [CPListSection] {
        let maximumSections = max(0, maximumSectionCount)
        var remainingItems = max(0, maximumItemCount)
        var kept: [CPListSection] = []
        for section in sections.prefix(maximumSections) {
            guard remainingItems > 0 else { break }
            if section.items.count <= remainingItems {
                kept.append(section)
                remainingItems -= section.items.count
            } else {
                kept.append(section._keepingFirst(remainingItems))
                remainingItems = 0
            }
        }
        return kept
    }

    // MARK: Empty view

    /// Title variants shown while the list has no items, most preferred first (iOS 14).
    @available(iOS 14.0, *)
    open var emptyViewTitleVariants: [String] = [] { didSet { notifyHostOfChange() } }

    /// Subtitle variants shown while the list has no items, most preferred first (iOS 14).
    @available(iOS 14.0, *)
    open var emptyViewSubtitleVariants: [String] = [] { didSet { notifyHostOfChange() } }

    /// Whether a spinner is shown, with the empty-view texts, while the list has no items (iOS 18.4).
    @available(iOS 18.4, *)
    open var showsSpinnerWhileEmpty: Bool = false { didSet { notifyHostOfChange() } }

    // MARK: Headers

    /// The Siri assistant cell; assigning it updates the template (iOS 15).
    @available(iOS 15.0, *)
    open var assistantCellConfiguration: CPAssistantCellConfiguration? { didSet { notifyHostOfChange() } }

    /// The grid buttons pinned above the list (iOS 26). The system shows the first `maximumHeaderGridButtonCount`.
    @available(iOS 26.0, *)
    open var headerGridButtons: [CPGridButton]? { didSet { notifyHostOfChange() } }

    /// The details header shown between the navigation bar and the first section (iOS 26.4).
    @available(iOS 26.4, *)
    open var listHeader: CPListTemplateDetailsHeader? { didSet { notifyHostOfChange() } }

    /// The object told when the user selects an item (deprecated in iOS 14: use the items' handlers).
    @available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use the handler of CPSelectableListItem")
    open weak var delegate: (any CPListTemplateDelegate)?

    // MARK: CPBarButtonProviding

    /// Buttons on the leading side of the navigation bar (at most 2 are shown).
    open var leadingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// Buttons on the trailing side of the navigation bar (at most 2 are shown).
    open var trailingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// The back button, or nil for the system back button.
    open var backButton: CPBarButton? { didSet { notifyHostOfChange() } }

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated { "\(base) title: \(cpDescribe(title)), sections: \(sections)" }
    }

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    {
        // The assistant cell hands the request to Siri; the app hears nothing (Siri runs its INStartCallIntent for
        // "Call with Siri", its INPlayMediaIntent for "Play with Siri").
        if let cell = assistantCellConfiguration, cell._elementID == id {
            guard action == .select else { return .unsupported }
            return .invokedSystem(cell.assistantAction == .startCall ? .startCall : .playMedia)
        }
        if let button = (headerGridButtons ?? []).first(where: { $0._elementID == id }) {
            guard action == .select else { return .unsupported }
            // A pinned conversation (iOS 26) hands it to Siri, as a message item does; SiriKit passes its identifier
            // back to the app. The button's handler is not called.
            if let configuration = button.messageConfiguration, !configuration.conversationIdentifier.isEmpty {
                let conversation = configuration.conversationIdentifier
                return .invokedSystem(
                    configuration.isUnread ? .readConversation(conversation) : .replyToConversation(conversation))
            }
            button.handler?(button)
            return .invoked
        }
        if let button = listHeader?.actionButtons.first(where: { $0._elementID == id }) {
            guard action == .select else { return .unsupported }
            button.handler?(button)
            return .invoked
        }
        for section in sections {
            if let button = section.headerButton, button._elementID == id {
                guard action == .select else { return .unsupported }
                button.handler?(button)
                return .invoked
            }
            for item in section.items where CPHostBridge.elementID(of: item) == id {
                return activate(item, action: action, completion: completion)
            }
        }
        return nil
    }

    /// What the driver's `action` on a row does.
    private func activate(_ item: any CPListTemplateItem, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult
    {
        switch (item, action) {
        case (let message as CPMessageListItem, .select):
            // Selecting a message item hands the conversation (or a new message to the person) to Siri; the app
            // hears nothing. Unread, Siri reads it; read, Siri starts a reply.
            if let conversation = message.conversationIdentifier, !conversation.isEmpty {
                return .invokedSystem(
                    message.leadingConfiguration.isUnread
                        ? .readConversation(conversation) : .replyToConversation(conversation))
            }
            let address = message.phoneOrEmailAddress.flatMap { $0.isEmpty ? nil : $0 }
            // Made for a person: its text is the person's full name, which Siri says.
            return .invokedSystem(.compose(to: address, name: address == nil ? nil : message.text))
        case (let row as CPListImageRowItem, .selectElement(let index)):
            let count = row.elements.isEmpty ? row.gridImages.count : row.elements.count
            guard (0..<count).contains(index), let handler = row.listImageRowHandler else { return .unsupported }
            handler(row, index) { completion() }
            return .awaitingCompletion
        case (let selectable as any CPSelectableListItem, .select):
            if let handler = selectable.handler {
                handler(selectable) { completion() }
                return .awaitingCompletion
            }
            if let listItem = selectable as? CPListItem, let delegate {
                delegate.listTemplate(self, didSelect: listItem) { completion() }
                return .awaitingCompletion
            }
            return .invoked
        default:
            return .unsupported
        }
    }
}
