#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The kinds of call a search looks for.
@available(iOS 10.0, *)
public struct INCallCapabilityOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let audioCall = INCallCapabilityOptions(rawValue: 1 << 0)
    public static let videoCall = INCallCapabilityOptions(rawValue: 1 << 1)
}
#endif
