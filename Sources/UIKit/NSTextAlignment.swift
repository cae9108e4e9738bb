#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Constants that specify text alignment.
public enum NSTextAlignment: Int, Sendable {
    /// Text aligned along the left edge.
    case left = 0
    /// Text centred.
    case center = 1
    /// Text aligned along the right edge.
    case right = 2
    /// Text justified (the last line aligned naturally).
    case justified = 3
    /// The default alignment of the script (left for left-to-right text).
    case natural = 4
}
#endif
