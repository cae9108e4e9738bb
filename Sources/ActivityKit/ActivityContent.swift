#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A Live Activity's content: its state, when it goes stale, and how relevant it is beside the app's others.
@available(iOS 16.2, *)
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable {
    public var state: State
    /// When the content is out of date (nil: never); the car then shows it as stale.
    public var staleDate: Date?
    public var relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

@available(iOS 16.2, *)
extension ActivityContent: Sendable where State: Sendable {}
#endif
