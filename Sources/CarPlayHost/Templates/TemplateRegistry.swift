import Foundation
@_spi(CarPlayHost) import CarPlay

// Every template the host knows, in one file: its kind and the kind's facts, its unit (`Templates/<Kind>/`) and its
// case of `TemplateSnapshot.Content`. Adding a template adds a row to each here (and its categories to `Rules`); the
// rest of the host reaches it through `TemplateUnit`.

/// A CarPlay template class, as the host's rules name it. Its facts are one row each in `facts` below; the categories
/// that may use it are `Rules`' (Rules/Rules.swift), its behaviour its unit's (`TemplateRegistry.units`).
public enum TemplateKind: String, Sendable, Codable, CaseIterable, Hashable {
    case actionSheet
    case alert
    case contact
    case grid
    case information
    case list
    case map
    case nowPlaying
    case pointOfInterest
    case search
    case tabBar
    case voiceControl

    /// The class name ("CPListTemplate", as Apple's exception texts print it), the iOS release that introduced the
    /// class, and whether it is shown only modally.
    private var facts: (className: String, introducedIn: OSVersion, modalOnly: Bool) {
        switch self {
        case .actionSheet: ("CPActionSheetTemplate", .iOS12, modalOnly: true)
        case .alert: ("CPAlertTemplate", .iOS12, modalOnly: true)
        case .contact: ("CPContactTemplate", .iOS14, modalOnly: false)
        case .grid: ("CPGridTemplate", .iOS12, modalOnly: false)
        case .information: ("CPInformationTemplate", .iOS14, modalOnly: false)
        case .list: ("CPListTemplate", .iOS12, modalOnly: false)
        case .map: ("CPMapTemplate", .iOS12, modalOnly: false)
        case .nowPlaying: ("CPNowPlayingTemplate", .iOS14, modalOnly: false)
        case .pointOfInterest: ("CPPointOfInterestTemplate", .iOS14, modalOnly: false)
        case .search: ("CPSearchTemplate", .iOS12, modalOnly: false)
        case .tabBar: ("CPTabBarTemplate", .iOS14, modalOnly: false)
        case .voiceControl: ("CPVoiceControlTemplate", .iOS12, modalOnly: true)
        }
    }

    /// The Objective-C class name ("CPListTemplate"), as Apple's exception texts print it.
    public var className: String { facts.className }

    /// The kind whose class is `className`; nil for any other class name.
    public init?(className: String) {
        guard let kind = TemplateKind.allCases.first(where: { $0.className == className }) else { return nil }
        self = kind
    }

    /// The iOS release that introduced the class.
    public var introducedIn: OSVersion { facts.introducedIn }

    /// Modal templates: shown with `presentTemplate`, never pushed or set as root, and not part of the stack.
    public var isModalOnly: Bool { facts.modalOnly }
}

/// The units, one row per template (`Templates/<Kind>/`).
enum TemplateRegistry {
    /// The units, in the order app objects are matched against their classes.
    static let units: [any TemplateUnit.Type] = [
        ListTemplateSnapshot.self,
        GridTemplateSnapshot.self,
        TabBarTemplateSnapshot.self,
        AlertTemplateSnapshot.self,
        ActionSheetTemplateSnapshot.self,
        InformationTemplateSnapshot.self,
        PointOfInterestTemplateSnapshot.self,
        NowPlayingTemplateSnapshot.self,
        ContactTemplateSnapshot.self,
        SearchTemplateSnapshot.self,
        VoiceControlTemplateSnapshot.self,
        MapTemplateSnapshot.self,
    ]

    /// The unit of an app template object; nil for a class the host does not know.
    @MainActor static func unit(of template: CPTemplate) -> (any TemplateUnit.Type)? {
        units.first { $0.copies(template) }
    }
}

extension TemplateSnapshot {
    /// What a template holds, by kind: each case is one unit's snapshot.
    ///
    /// Indirect: a snapshot is copied often (the session's caches, the screen's inputs), and a copy should cost a
    /// retain, not the bytes of the largest template.
    public indirect enum Content: Codable, Hashable, Sendable {
        case list(ListTemplateSnapshot)
        case grid(GridTemplateSnapshot)
        case tabBar(TabBarTemplateSnapshot)
        case alert(AlertTemplateSnapshot)
        case actionSheet(ActionSheetTemplateSnapshot)
        case information(InformationTemplateSnapshot)
        case pointOfInterest(PointOfInterestTemplateSnapshot)
        case nowPlaying(NowPlayingTemplateSnapshot)
        case contact(ContactTemplateSnapshot)
        case search(SearchTemplateSnapshot)
        case voiceControl(VoiceControlTemplateSnapshot)
        case map(MapTemplateSnapshot)

        /// The unit's snapshot this content holds.
        var unit: any TemplateUnit {
            switch self {
            case .list(let t): t
            case .grid(let t): t
            case .tabBar(let t): t
            case .alert(let t): t
            case .actionSheet(let t): t
            case .information(let t): t
            case .pointOfInterest(let t): t
            case .nowPlaying(let t): t
            case .contact(let t): t
            case .search(let t): t
            case .voiceControl(let t): t
            case .map(let t): t
            }
        }
    }
}
