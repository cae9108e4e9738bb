#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Where views line up horizontally.
@available(iOS 13.0, *)
public struct HorizontalAlignment: Hashable, Sendable {
    let value: Int
    public static let leading = HorizontalAlignment(value: -1)
    public static let center = HorizontalAlignment(value: 0)
    public static let trailing = HorizontalAlignment(value: 1)
}
#endif
