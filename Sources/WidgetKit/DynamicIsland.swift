#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

/// A Live Activity's Dynamic Island views. CarPlay shows the compact leading and trailing views side by side where
/// the activity has no small family view.
@available(iOS 16.1, *)
@MainActor public struct DynamicIsland {
    let expanded: AnyView
    let compactLeading: AnyView
    let compactTrailing: AnyView
    let minimal: AnyView
    var url: URL?
    var keyline: Color?

    public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> DynamicIslandExpandedContent<Expanded>,
        @ViewBuilder compactLeading: () -> CompactLeading, @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal
    ) {
        self.expanded = AnyView(expanded().content)
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The URL a tap on the island opens.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.url = url
        return island
    }

    /// The tint of the island's outline.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keyline = color
        return island
    }
}
#endif
