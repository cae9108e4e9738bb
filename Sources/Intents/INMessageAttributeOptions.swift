#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The attributes a message search looks for.
@available(iOS 10.0, *)
public struct INMessageAttributeOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let read = INMessageAttributeOptions(rawValue: 1 << 0)
    public static let unread = INMessageAttributeOptions(rawValue: 1 << 1)
    public static let flagged = INMessageAttributeOptions(rawValue: 1 << 2)
    public static let unflagged = INMessageAttributeOptions(rawValue: 1 << 3)
    @available(iOS 11.0, *)
    public static let played = INMessageAttributeOptions(rawValue: 1 << 4)
}
#endif
