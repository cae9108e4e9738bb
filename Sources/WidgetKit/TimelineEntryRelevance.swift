#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How relevant an entry is, for the system's ordering of widgets.
@available(iOS 14.0, *)
public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
#endif
