#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The order a media search wants: newest, best, most popular…
@available(iOS 13.0, *)
public enum INMediaSortOrder: Int, Sendable {
    case unknown = 0
    case newest = 1
    case oldest = 2
    case best = 3
    case worst = 4
    case popular = 5
    case unpopular = 6
    case trending = 7
    case recommended = 8
}
#endif
