import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A value-type copy of one template as the app declared it, with stable element identifiers. The host takes a
/// new one after every change; everything below the snapshot line (rules checks, layout, front ends) reads these and
/// never a live app object.
public struct TemplateSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var kind: TemplateKind
    /// The template's tab properties (used when it is the root of a tab).
    public var tab: TabItemSnapshot
    public var content: Content

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
    }

    /// The Objective-C class name of the template.
    public var className: String { kind.className }
}

/// The tab properties of a template.
public struct TabItemSnapshot: Codable, Hashable, Sendable {
    public var title: String?
    public var image: ImageSnapshot?
    /// The raw value of `UITabBarItem.SystemItem`, nil when the app never set one.
    public var systemItem: Int?
    /// The English title and symbol name of the system item, if any.
    public var systemItemTitle: String?
    public var systemItemSymbol: String?
    public var showsBadge: Bool

    @MainActor init(_ template: CPTemplate) {
        title = template.tabTitle
        image = template.tabImage.map(ImageSnapshot.init)
        systemItem = template._tabSystemItem?.rawValue
        systemItemTitle = template._tabSystemItem?._title
        systemItemSymbol = template._tabSystemItem?._symbolName
        showsBadge = template.showsTabBadge
    }
}

extension TemplateSnapshot {
    /// The kind of an app template object.
    @MainActor static func kind(of template: CPTemplate) -> TemplateKind? {
        switch template {
        case is CPListTemplate: .list
        case is CPGridTemplate: .grid
        case is CPTabBarTemplate: .tabBar
        case is CPAlertTemplate: .alert
        case is CPActionSheetTemplate: .actionSheet
        case is CPInformationTemplate: .information
        case is CPPointOfInterestTemplate: .pointOfInterest
        case is CPNowPlayingTemplate: .nowPlaying
        case is CPContactTemplate: .contact
        case is CPSearchTemplate: .search
        case is CPVoiceControlTemplate: .voiceControl
        case is CPMapTemplate: .map
        default: nil
        }
    }

    /// Copies an app template. Nil for a template class the host does not know. A tab bar's tabs are taken from
    /// `reusing` when there (snapshots of templates that did not change since).
    @MainActor init?(_ template: CPTemplate, reusing: [ElementID: TemplateSnapshot] = [:]) {
        let content: Content
        switch template {
        case let t as CPListTemplate: content = .list(ListTemplateSnapshot(t))
        case let t as CPGridTemplate: content = .grid(GridTemplateSnapshot(t))
        case let t as CPTabBarTemplate: content = .tabBar(TabBarTemplateSnapshot(t, reusing: reusing))
        case let t as CPAlertTemplate: content = .alert(AlertTemplateSnapshot(t))
        case let t as CPActionSheetTemplate: content = .actionSheet(ActionSheetTemplateSnapshot(t))
        case let t as CPInformationTemplate: content = .information(InformationTemplateSnapshot(t))
        case let t as CPPointOfInterestTemplate: content = .pointOfInterest(PointOfInterestTemplateSnapshot(t))
        case let t as CPNowPlayingTemplate: content = .nowPlaying(NowPlayingTemplateSnapshot(t))
        case let t as CPContactTemplate: content = .contact(ContactTemplateSnapshot(t))
        case let t as CPSearchTemplate: content = .search(SearchTemplateSnapshot(t))
        case let t as CPVoiceControlTemplate: content = .voiceControl(VoiceControlTemplateSnapshot(t))
        case let t as CPMapTemplate: content = .map(MapTemplateSnapshot(t))
        default: return nil
        }
        guard let kind = Self.kind(of: template) else { return nil }
        self.init(id: ElementID(of: template), kind: kind, tab: TabItemSnapshot(template), content: content)
    }
}
