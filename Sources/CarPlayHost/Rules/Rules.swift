@_spi(CarPlayHost) import CarPlay

/// Every limit and permission CarPlay applies to an app, for its category on one iOS release.
///
/// All values come from the two tables at the end of this file: `Rules.categoryTable` (one row per category:
/// templates, tab roots, depth, list and tab maxima) and `CountLimit.table` (limits that are the same for every
/// category). Sources are the spec (`spec/api-general.md` §3–§5, `spec/observed-behaviour.md`); choices the spec
/// leaves open are marked "Decision" and listed in docs/DECISIONS.md.
public struct Rules: Sendable, Hashable {
    /// The app's category; nil when the app holds no CarPlay entitlement.
    public let category: AppCategory?
    /// The iOS release being emulated.
    public let osVersion: OSVersion

    /// The rules for an app of `category` on `osVersion`.
    public init(category: AppCategory?, osVersion: OSVersion = .latest) {
        self.category = category
        self.osVersion = osVersion
    }

    /// The category's row; a category-less app gets the row of an app without special limits.
    var row: CategoryRow { category.flatMap { Rules.categoryTable[$0] } ?? Rules.noCategoryRow }

    /// True when CarPlay shows the app at all: it has a category that exists on `osVersion`.
    public var showsApp: Bool {
        guard let category else { return false }
        return osVersion >= category.minimumOSVersion
    }

    // MARK: Driver input

    /// Whether the driver can type now: not while the car limits the keyboard (Limit UI; the car hides its keyboard,
    /// spec §4). Enforced once, where every typed input enters (`CarSession.send`).
    public static func allowsTyping(whileLimiting limits: CPLimitableUserInterface) -> Bool {
        !limits.contains(.keyboard)
    }

    // MARK: Templates

    /// True when the app may use templates of `kind` at all (spec §3.2 matrix with its version gates).
    /// Nothing is allowed for an app without a category, or whose category is newer than `osVersion`.
    public func allows(_ kind: TemplateKind) -> Bool {
        guard showsApp, let since = row.templates[kind] else { return false }
        return osVersion >= max(since, kind.introducedIn)
    }

    /// Every kind the app may use, sorted by class name.
    public var allowedKinds: [TemplateKind] {
        TemplateKind.allCases.filter(allows).sorted { $0.className < $1.className }
    }

    /// The kinds `operation` accepts, sorted by class name (the order of Apple's "Allowed classes" list).
    ///
    /// - present: only the modal kinds (action sheet, alert, voice control). Decision: information and contact
    ///   templates, which some docs say may be presented, are not: the header lists only the modal three.
    /// - push: every allowed kind except the tab bar (root only) and the modal kinds. Decision: pushing a modal kind
    ///   is "Unsupported object", like any class outside the list.
    /// - setRoot: every allowed kind except the modal kinds. Decision: an alert, action sheet or voice control
    ///   template cannot be a root; every other allowed kind can (list, grid, tab bar, map, information,
    ///   point of interest, contact, Now Playing, search).
    /// - tabRoot: the category's tab-root kinds (audio: list, grid; others: list, grid, information; plus point of
    ///   interest for EV charging, parking and quick food ordering), each only if allowed, and none where the tab
    ///   bar itself is not (iOS 13 navigation apps).
    public func allowedClasses(for operation: TemplateOperationKind) -> [TemplateKind] {
        let tabsAllowed = allows(.tabBar)
        return allowedKinds.filter { kind in
            switch operation {
            case .present: kind.isModalOnly
            case .push: !kind.isModalOnly && kind != .tabBar
            case .setRoot: !kind.isModalOnly
            case .tabRoot: tabsAllowed && row.tabRoots.contains(kind)
            }
        }
    }

    /// True when `operation` accepts a template of `kind`.
    public func allows(_ kind: TemplateKind, for operation: TemplateOperationKind) -> Bool {
        allowedClasses(for: operation).contains(kind)
    }

    /// The "Allowed classes" part of Apple's "Unsupported object" text for `operation`: nil (printed "(null)") when
    /// the app has no CarPlay entitlement.
    public func allowedClassesForMessage(_ operation: TemplateOperationKind) -> [TemplateKind]? {
        category == nil ? nil : allowedClasses(for: operation)
    }

    // MARK: Limits

    /// The deepest navigation stack, counting the root (a tab-bar root is one level; modal templates do not count).
    public var maximumDepth: Int { row.depth.value(at: osVersion) }

    /// `CPListTemplate.maximumItemCount`: items across all sections; 12 whenever the car limits lists.
    public func maximumListItems(limitedLists: Bool) -> Int {
        limitedLists ? min(row.listItems, Rules.limitedListMaximum) : row.listItems
    }

    /// `CPListTemplate.maximumSectionCount`. Decision: the same number as items, since a section holds at least one
    /// item, so the item limit is never the weaker one.
    public func maximumListSections(limitedLists: Bool) -> Int {
        maximumListItems(limitedLists: limitedLists)
    }

    /// `CPTabBarTemplate.maximumTabCount`: 4 for audio apps, 5 for the others. More tabs raise.
    public var maximumTabs: Int { row.tabs }

    /// `CPAlertTemplate.maximumActionCount`. Decision: 2, keeping the last ones ("the most recently-added buttons").
    public var maximumAlertActions: Int { Rules.alertActions }

    /// `CPListTemplate.maximumHeaderGridButtonCount` (iOS 26). Decision: 6 for every category.
    public var maximumHeaderGridButtons: Int { Rules.headerGridButtons }

    /// `CPListTemplateDetailsHeader.maximumActionButtonCount` (iOS 26.4). Decision: 2 for every category.
    public var maximumDetailsHeaderActionButtons: Int { Rules.detailsHeaderActionButtons }

    /// `CPVoiceControlState.maximumActionButtonCount` (iOS 26.4): 4, from the Developer Guide.
    public var maximumVoiceControlStateActionButtons: Int { Rules.voiceControlStateActionButtons }

    /// Every count limit for this app: the fixed rows (`CountLimit.table`) followed by the category- and
    /// car-dependent ones, in the order of `CountLimit.ID`.
    public func countLimits(limitedLists: Bool = false) -> [CountLimit] {
        CountLimit.ID.allCases.map { countLimit($0, limitedLists: limitedLists) }
    }

    /// The row of `id` for this app. Every row is written here once, and the switch covers every limit: a new
    /// limit without a row does not compile (there is no fallback row).
    public func countLimit(_ id: CountLimit.ID, limitedLists: Bool = false) -> CountLimit {
        switch id {
        case .gridButtons: CountLimit(id, name: "CPGridTemplateMaximumItems", maximum: 8, overflow: .trimFirst)
        case .informationItems: CountLimit(id, name: "CPInformationTemplate.items", maximum: 10, overflow: .trimFirst)
        case .informationActions:
            CountLimit(id, name: "CPInformationTemplate.actions", maximum: 3, overflow: .trimFirst)
        case .pointsOfInterest:
            CountLimit(id, name: "CPPointOfInterestTemplate.pointsOfInterest", maximum: 12, overflow: .trimFirst)
        case .contactActions: CountLimit(id, name: "CPContact.actions", maximum: 4, overflow: .trimFirst)
        case .leadingBarButtons: CountLimit(id, name: "leadingNavigationBarButtons", maximum: 2, overflow: .trimFirst)
        case .trailingBarButtons:
            CountLimit(id, name: "trailingNavigationBarButtons", maximum: 2, overflow: .trimFirst)
        case .nowPlayingButtons:
            CountLimit(id, name: "CPNowPlayingTemplate.nowPlayingButtons", maximum: 5, overflow: .trimFirst)
        case .voiceControlStates:
            CountLimit(id, name: "CPVoiceControlTemplate.voiceControlStates", maximum: 5, overflow: .trimFirst)
        case .sectionIndexTitleCharacters:
            CountLimit(id, name: "CPListSection.sectionIndexTitle", maximum: 1, overflow: .trimFirst)
        case .gridImages: CountLimit(id, name: "CPMaximumNumberOfGridImages", maximum: 8, overflow: .trimFirst)
        case .mapButtons: CountLimit(id, name: "CPMapTemplate.mapButtons", maximum: 4, overflow: .trimFirst)
        case .tripPreviews: CountLimit(id, name: "CPMapTemplate.showTripPreviews", maximum: 12, overflow: .trimFirst)
        case .routeChoices: CountLimit(id, name: "CPTrip.routeChoices", maximum: 3, overflow: .trimFirst)
        case .dashboardShortcutButtons:
            CountLimit(id, name: "CPDashboardController.shortcutButtons", maximum: 2, overflow: .trimFirst)
        case .listItems:
            CountLimit(
                id, name: "CPListTemplate.maximumItemCount", maximum: maximumListItems(limitedLists: limitedLists),
                overflow: .trimFirst)
        case .listSections:
            CountLimit(
                id, name: "CPListTemplate.maximumSectionCount",
                maximum: maximumListSections(limitedLists: limitedLists), overflow: .trimFirst)
        case .tabs: CountLimit(id, name: "CPTabBarTemplate.maximumTabCount", maximum: maximumTabs, overflow: .raise)
        case .alertActions:
            CountLimit(
                id, name: "CPAlertTemplate.maximumActionCount", maximum: maximumAlertActions,
                overflow: .trimKeepingLast)
        case .headerGridButtons:
            CountLimit(
                id, name: "CPListTemplate.maximumHeaderGridButtonCount", maximum: maximumHeaderGridButtons,
                overflow: .trimFirst)
        case .detailsHeaderActionButtons:
            CountLimit(
                id, name: "CPListTemplateDetailsHeader.maximumActionButtonCount",
                maximum: maximumDetailsHeaderActionButtons, overflow: .trimFirst)
        case .voiceControlStateActionButtons:
            CountLimit(
                id, name: "CPVoiceControlState.maximumActionButtonCount",
                maximum: maximumVoiceControlStateActionButtons, overflow: .trimFirst)
        }
    }
}

// MARK: - The tables

/// A value that changes at given iOS releases: the entry with the newest release not after the one emulated.
struct VersionedValue: Sendable, Hashable {
    let steps: [OSVersion: Int]

    func value(at version: OSVersion) -> Int {
        let applicable = steps.filter { $0.key <= version }.max { $0.key < $1.key }
        return (applicable ?? steps.min { $0.key < $1.key })?.value ?? 0
    }
}

extension VersionedValue: ExpressibleByIntegerLiteral, ExpressibleByDictionaryLiteral {
    init(integerLiteral value: Int) { steps = [.iOS12: value] }
    init(dictionaryLiteral elements: (OSVersion, Int)...) { steps = Dictionary(uniqueKeysWithValues: elements) }
}

/// One category's permissions and limits.
struct CategoryRow: Sendable, Hashable {
    /// Allowed template kinds, each with the release from which it is allowed (never before the class exists).
    let templates: [TemplateKind: OSVersion]
    /// Kinds that may be the root of a tab.
    let tabRoots: Set<TemplateKind>
    /// Maximum navigation depth, counting the root.
    let depth: VersionedValue
    /// `CPListTemplate.maximumItemCount` when lists are not limited.
    let listItems: Int
    /// `CPTabBarTemplate.maximumTabCount`.
    let tabs: Int
}

extension Rules {
    /// List maximum whenever the car limits lists ("Limit UI").
    static let limitedListMaximum = 12
    static let alertActions = 2
    static let headerGridButtons = 6
    static let detailsHeaderActionButtons = 2
    static let voiceControlStateActionButtons = 4

    /// Templates every category may use, from the later of the category's and the class's first release.
    private static let common: [TemplateKind: OSVersion] = [
        .actionSheet: .iOS12, .alert: .iOS12, .grid: .iOS12, .list: .iOS12, .tabBar: .iOS12,
    ]

    private static func templates(_ extra: [TemplateKind: OSVersion]) -> [TemplateKind: OSVersion] {
        common.merging(extra) { _, new in new }
    }

    /// The spec §3.2 matrix, §3.3 depths, §3.4 tab counts and the observed list maxima, one row per category.
    static let categoryTable: [AppCategory: CategoryRow] = [
        .audio: CategoryRow(
            templates: templates([.actionSheet: .iOS17, .nowPlaying: .iOS12]),
            tabRoots: [.list, .grid], depth: 5, listItems: 500, tabs: 4),
        .communication: CategoryRow(
            templates: templates([.information: .iOS12, .nowPlaying: .iOS17, .contact: .iOS12]),
            tabRoots: [.list, .grid, .information], depth: 5, listItems: 24, tabs: 5),
        .drivingTask: CategoryRow(
            templates: templates([.information: .iOS12, .pointOfInterest: .iOS12, .voiceControl: .iOS26_4]),
            tabRoots: [.list, .grid, .information], depth: [.iOS12: 2, .iOS26_4: 3], listItems: 12, tabs: 5),
        .voiceConversational: CategoryRow(
            templates: templates([.information: .iOS12, .pointOfInterest: .iOS12, .voiceControl: .iOS26_4]),
            tabRoots: [.list, .grid, .information], depth: 3, listItems: 12, tabs: 5),
        .evCharging: CategoryRow(
            templates: templates([.information: .iOS12, .pointOfInterest: .iOS12]),
            tabRoots: [.list, .grid, .information, .pointOfInterest], depth: 5, listItems: 12, tabs: 5),
        .fueling: CategoryRow(
            templates: templates([.information: .iOS12, .pointOfInterest: .iOS12]),
            tabRoots: [.list, .grid, .information], depth: 3, listItems: 12, tabs: 5),
        .parking: CategoryRow(
            templates: templates([.information: .iOS12, .pointOfInterest: .iOS12]),
            tabRoots: [.list, .grid, .information, .pointOfInterest], depth: 5, listItems: 12, tabs: 5),
        .quickFoodOrdering: CategoryRow(
            templates: templates([.information: .iOS12, .pointOfInterest: .iOS12]),
            tabRoots: [.list, .grid, .information, .pointOfInterest], depth: [.iOS12: 2, .iOS26_4: 3],
            listItems: 12, tabs: 5),
        .publicSafety: CategoryRow(
            templates: templates([
                .information: .iOS12, .pointOfInterest: .iOS12, .nowPlaying: .iOS12, .contact: .iOS12,
            ]),
            tabRoots: [.list, .grid, .information], depth: 5, listItems: 500, tabs: 5),
        .navigation: CategoryRow(
            templates: templates([
                .information: .iOS12, .contact: .iOS12, .map: .iOS12, .search: .iOS12,
                .voiceControl: .iOS12,
            ]),
            tabRoots: [.list, .grid, .information], depth: 5, listItems: 24, tabs: 5),
    ]

    /// The row used for an app without a CarPlay category: no templates, the limits of an ordinary category.
    static let noCategoryRow = CategoryRow(templates: [:], tabRoots: [], depth: 5, listItems: 12, tabs: 5)
}

extension CountLimit {
    /// The limits that are the same for every category (spec §5 and the navigation spec's limits table), in the order
    /// of `ID`; their rows are written in `Rules.countLimit(_:limitedLists:)`.
    public static let table: [CountLimit] = ID.allCases.filter(\.isFixed).map {
        Rules(category: nil).countLimit($0)
    }
}

extension CountLimit.ID {
    /// Whether the limit is the same for every category and car state.
    public var isFixed: Bool {
        switch self {
        case .gridButtons, .informationItems, .informationActions, .pointsOfInterest, .contactActions,
            .leadingBarButtons, .trailingBarButtons, .nowPlayingButtons, .voiceControlStates,
            .sectionIndexTitleCharacters, .gridImages, .mapButtons, .tripPreviews, .routeChoices,
            .dashboardShortcutButtons:
            true
        case .listItems, .listSections, .tabs, .alertActions, .headerGridButtons, .detailsHeaderActionButtons,
            .voiceControlStateActionButtons:
            false
        }
    }
}
