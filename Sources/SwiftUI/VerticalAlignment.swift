#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Where views line up vertically.
@available(iOS 13.0, *)
public struct VerticalAlignment: Hashable, Sendable {
    let value: Int
    public static let top = VerticalAlignment(value: -1)
    public static let center = VerticalAlignment(value: 0)
    public static let bottom = VerticalAlignment(value: 1)
    /// The first line of text: the car aligns it as the top.
    public static let firstTextBaseline = VerticalAlignment(value: -1)
    /// The last line of text: the car aligns it as the bottom.
    public static let lastTextBaseline = VerticalAlignment(value: 1)
}
#endif
