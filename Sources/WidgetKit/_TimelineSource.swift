#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import AppIntents
import Foundation
import SwiftUI
@_spi(CarPlayHost) import _PlatformHost

/// A widget's timeline provider and views, its types erased: the car asks it for timelines, and for the entry to
/// show while one loads.
@available(iOS 14.0, *)
@MainActor public final class _TimelineSource {
    private let loadingEntry: @MainActor (TimelineProviderContext) -> _WidgetEntry
    private let timeline:
        @MainActor (TimelineProviderContext, @escaping @MainActor ([_WidgetEntry], TimelineReloadPolicy) -> Void) ->
            Void

    init<Provider: TimelineProvider, Content: View>(provider: Provider, content: @escaping (Provider.Entry) -> Content)
    {
        func entry(_ value: Provider.Entry) -> _WidgetEntry {
            _WidgetEntry(date: value.date, relevance: value.relevance) { _ViewResolver.resolve(content(value), in: $0) }
        }
        loadingEntry = { entry(provider.placeholder(in: $0)) }
        timeline = { context, completion in
            // What the answer becomes on the main actor: the entries with their views, and the policy.
            let receive = Delivered { @MainActor (answer: Any) in
                guard let answer = answer as? Timeline<Provider.Entry> else { return }
                completion(answer.entries.map(entry), answer.policy)
            }
            provider.getTimeline(in: context, completion: timelineAnswer(receive))
        }
    }

    init<Provider: AppIntentTimelineProvider, Content: View>(
        intentProvider provider: Provider, content: @escaping (Provider.Entry) -> Content
    ) {
        func entry(_ value: Provider.Entry) -> _WidgetEntry {
            _WidgetEntry(date: value.date, relevance: value.relevance) { _ViewResolver.resolve(content(value), in: $0) }
        }
        loadingEntry = { entry(provider.placeholder(in: $0)) }
        let shared = Delivered(provider)
        timeline = { context, completion in
            // The widget's configuration: the intent as its initializer makes it (the car has no per-widget editing).
            let configuration = Delivered(Provider.Intent())
            Task { @MainActor in
                let answer = await intentTimeline(of: shared, for: configuration, in: context)
                completion(answer.value.entries.map(entry), answer.value.policy)
            }
        }
    }

    /// The entry to show while the timeline loads, as the provider gives it for that.
    public func entryWhileLoading(in context: TimelineProviderContext) -> _WidgetEntry { loadingEntry(context) }

    /// Asks the provider for a timeline; `completion` runs on the main actor when it answers (from any queue).
    public func getTimeline(
        in context: TimelineProviderContext,
        completion: @escaping @MainActor ([_WidgetEntry], TimelineReloadPolicy) -> Void
    ) {
        timeline(context, completion)
    }
}

/// Asks an intent provider for its timeline, off the main actor as WidgetKit does.
@available(iOS 17.0, *)
private func intentTimeline<Provider: AppIntentTimelineProvider>(
    of provider: Delivered<Provider>, for configuration: Delivered<Provider.Intent>, in context: TimelineProviderContext
) async -> Delivered<Timeline<Provider.Entry>> {
    Delivered(await provider.value.timeline(for: configuration.value, in: context))
}

/// The completion a provider calls, from any queue: it takes the answer to the main actor.
private func timelineAnswer<Entry: TimelineEntry>(
    _ receive: Delivered<@MainActor (Any) -> Void>
) -> @Sendable (Timeline<Entry>) -> Void {
    { @Sendable timeline in
        let answer = Delivered<Any>(timeline)
        // Providers may answer from any queue (after a network request); the car takes it on the main actor.
        PlatformHost.onMain { receive.value(answer.value) }
    }
}
#endif
