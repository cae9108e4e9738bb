#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What a Live Activity shows: its fixed attributes (the type adopting this) and its changing `ContentState`.
@available(iOS 16.1, *)
public protocol ActivityAttributes: Decodable, Encodable {
    /// The content that changes over the activity's life.
    associatedtype ContentState: Decodable, Encodable, Hashable
}
#endif
