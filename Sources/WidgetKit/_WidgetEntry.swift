#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

/// One entry of a widget's timeline as the car keeps it: its date and how to resolve its view.
@available(iOS 14.0, *)
@MainActor public struct _WidgetEntry {
    public let date: Date
    public let relevance: TimelineEntryRelevance?
    let view: @MainActor (EnvironmentValues) -> _ResolvedView

    init(
        date: Date, relevance: TimelineEntryRelevance?, view: @escaping @MainActor (EnvironmentValues) -> _ResolvedView
    ) {
        self.date = date
        self.relevance = relevance
        self.view = view
    }

    /// What the entry shows in `environment`.
    public func resolve(in environment: EnvironmentValues) -> _ResolvedView { view(environment) }
}
#endif
