#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import ActivityKit
import Foundation

/// What a Live Activity's views are drawn from: its attributes, its content state, whether it is stale.
@available(iOS 16.1, *)
@dynamicMemberLookup
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let isStale: Bool
    public let activityID: String

    public subscript<Value>(dynamicMember keyPath: KeyPath<Attributes, Value>) -> Value { attributes[keyPath: keyPath] }
}
#endif
