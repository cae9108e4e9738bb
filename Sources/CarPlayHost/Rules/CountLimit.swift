/// A maximum number of elements (buttons, items, tabs…) and what CarPlay does with more.
///
/// The values live in `Rules.swift` (`Rules.countLimit(_:limitedLists:)` writes every row; `CountLimit.table` lists
/// the fixed ones); this file holds only the shape of a row.
public struct CountLimit: Sendable, Hashable, CustomStringConvertible {
    /// Which limit a row is.
    public enum ID: String, Sendable, Hashable, CaseIterable, Codable {
        // Fixed for every category.
        /// `CPGridTemplateMaximumItems`: grid buttons.
        case gridButtons
        /// `CPInformationTemplate` items.
        case informationItems
        /// `CPInformationTemplate` actions (`CPTextButton`s).
        case informationActions
        /// `CPPointOfInterestTemplate` points of interest.
        case pointsOfInterest
        /// `CPContactTemplate` action buttons.
        case contactActions
        /// `leadingNavigationBarButtons` of a `CPBarButtonProviding` template.
        case leadingBarButtons
        /// `trailingNavigationBarButtons` of a `CPBarButtonProviding` template.
        case trailingBarButtons
        /// `CPNowPlayingTemplate` buttons.
        case nowPlayingButtons
        /// `CPVoiceControlTemplate` states.
        case voiceControlStates
        /// Characters of a `CPListSection.sectionIndexTitle`.
        case sectionIndexTitleCharacters
        /// `CPMaximumNumberOfGridImages`: images of a legacy `CPListImageRowItem`.
        case gridImages
        /// `CPMapTemplate.mapButtons`.
        case mapButtons
        /// Trips of `CPMapTemplate.showTripPreviews`.
        case tripPreviews
        /// Route choices of a `CPTrip`.
        case routeChoices
        /// `CPDashboardController.shortcutButtons`.
        case dashboardShortcutButtons
        // Dependent on the category or the car.
        /// `CPListTemplate.maximumItemCount`.
        case listItems
        /// `CPListTemplate.maximumSectionCount`.
        case listSections
        /// `CPTabBarTemplate.maximumTabCount`.
        case tabs
        /// `CPAlertTemplate.maximumActionCount`.
        case alertActions
        /// `CPListTemplate.maximumHeaderGridButtonCount`.
        case headerGridButtons
        /// `CPListTemplateDetailsHeader.maximumActionButtonCount`.
        case detailsHeaderActionButtons
        /// `CPVoiceControlState.maximumActionButtonCount`.
        case voiceControlStateActionButtons
    }

    /// What happens to elements past `maximum`.
    public enum Overflow: String, Sendable, Hashable, Codable {
        /// The first `maximum` elements are kept; the rest are dropped silently.
        case trimFirst
        /// The last `maximum` elements are kept; the earlier ones are dropped silently.
        case trimKeepingLast
        /// More than `maximum` elements raise an exception.
        case raise
    }

    /// Which limit this is.
    public let id: ID
    /// The API the limit applies to, as Apple names it ("CPGridTemplateMaximumItems").
    public let name: String
    /// The most elements CarPlay keeps or accepts.
    public let maximum: Int
    /// What happens past `maximum`.
    public let overflow: Overflow

    /// A row of the limits table.
    public init(_ id: ID, name: String, maximum: Int, overflow: Overflow) {
        self.id = id
        self.name = name
        self.maximum = maximum
        self.overflow = overflow
    }

    /// True when `count` elements are more than the limit allows.
    public func isExceeded(by count: Int) -> Bool { count > maximum }

    /// The elements CarPlay keeps. For a `.raise` limit the elements come back unchanged: the caller raises the
    /// fault (check `isExceeded(by:)` first). Elements within the limit come back as the same array (not a copy:
    /// what the car shows of a snapshot then compares equal to the last at once).
    public func trimmed<Element>(_ elements: [Element]) -> [Element] {
        guard isExceeded(by: elements.count) else { return elements }
        return switch overflow {
        case .trimFirst: Array(elements.prefix(maximum))
        case .trimKeepingLast: Array(elements.suffix(maximum))
        case .raise: elements
        }
    }

    /// The characters of `text` CarPlay keeps (for character limits such as the section index title).
    public func trimmed(_ text: String) -> String {
        String(trimmed(Array(text)))
    }

    public var description: String { "\(name): \(maximum) (\(overflow.rawValue))" }
}
