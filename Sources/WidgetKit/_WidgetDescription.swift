#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

/// What the car knows of one widget or Live Activity configuration: its kind, names, families, where it is
/// disfavoured, whether its background is removable, and how to get what it shows.
@available(iOS 14.0, *)
@MainActor public struct _WidgetDescription {
    public enum Source {
        /// A widget: entries from its timeline provider.
        case timeline(_TimelineSource)
        /// A Live Activity's views for its attributes.
        case activity(_ActivityRenderer)
    }
    public var kind: String
    public var displayName: String
    public var description: String
    public var supportedFamilies: [WidgetFamily]
    /// The locations each family is disfavoured in.
    public var disfavoredLocations: [WidgetFamily: [WidgetLocation]]
    /// Whether the system may leave the container background out (true unless the widget says otherwise).
    public var isContainerBackgroundRemovable: Bool
    public var isContentMarginsDisabled: Bool
    public var supplementalActivityFamilies: [ActivityFamily]
    public let source: Source

    init(kind: String, source: Source, supportedFamilies: [WidgetFamily]) {
        self.kind = kind
        self.displayName = ""
        self.description = ""
        self.supportedFamilies = supportedFamilies
        self.disfavoredLocations = [:]
        self.isContainerBackgroundRemovable = true
        self.isContentMarginsDisabled = false
        self.supplementalActivityFamilies = []
        self.source = source
    }

    /// Whether the widget of `family` is disfavoured in `location`.
    public func isDisfavored(_ family: WidgetFamily, in location: WidgetLocation) -> Bool {
        disfavoredLocations[family]?.contains(location) == true
    }

    /// The descriptions of a widget (one, or a bundle's several).
    public static func describe<W: Widget>(_ widget: W) -> [_WidgetDescription] { describe(configuration: widget.body) }

    /// The descriptions of a bundle's widgets.
    public static func describe<B: WidgetBundle>(bundle: B) -> [_WidgetDescription] { describe(bundle.body) }

    static func describe<C: WidgetConfiguration>(configuration: C) -> [_WidgetDescription] {
        if let primitive = configuration as? any _PrimitiveWidgetConfiguration { return primitive._descriptions() }
        return describe(configuration: configuration.body)
    }
}
#endif
