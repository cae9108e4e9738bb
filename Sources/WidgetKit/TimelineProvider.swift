#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Gives the car a widget's entries: one at once for a widget still loading, a snapshot for previews, and timelines.
/// The car asks on the main queue; a provider may answer from any queue.
@available(iOS 14.0, *)
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    /// An entry to draw while the real one is not known (redacted on iOS).
    func placeholder(in context: Self.Context) -> Self.Entry
    /// One entry, quickly, for previews.
    @preconcurrency func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    /// Entries with dates and when to ask again.
    @preconcurrency func getTimeline(
        in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}
#endif
