#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// One moment of a widget's timeline: the date from which the car shows it.
@available(iOS 14.0, *)
public protocol TimelineEntry: SendableMetatype {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

@available(iOS 14.0, *)
extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}
#endif
