#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Why a view is drawn redacted: text and images as shapes of their size (`redacted(reason:)`; the system redacts
/// a widget this way while its timeline loads).
@available(iOS 14.0, *)
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    @available(iOS 15.0, *)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    @available(iOS 17.0, *)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
#endif
