#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import AppIntents
import Foundation

/// Gives the car the entries of a widget configured by an intent (`AppIntentConfiguration`): each request comes with
/// the widget's configuration, and answers asynchronously.
@available(iOS 17.0, *)
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    /// An entry to draw while the real one is not known (drawn redacted).
    func placeholder(in context: Self.Context) -> Self.Entry
    /// One entry, quickly, for the widget gallery.
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
    /// Entries with dates and when to ask again.
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
    /// Configurations the system suggests (watchOS's Smart Stack; none by default).
    func recommendations() -> [AppIntentRecommendation<Self.Intent>]
}

@available(iOS 17.0, *)
extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Self.Intent>] { [] }
}
#endif
