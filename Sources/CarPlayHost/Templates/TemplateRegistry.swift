import Foundation
@_spi(CarPlayHost) import CarPlay

/// Every template the host knows, one row per unit (`Templates/<Kind>/`). Adding a template adds its row here and its
/// case to `TemplateSnapshot.Content` below; the rest of the host reaches it through `TemplateUnit`.
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
