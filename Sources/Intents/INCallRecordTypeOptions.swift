#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The kinds of call in the call history a search or a filter takes.
@available(iOS 10.0, *)
public struct INCallRecordTypeOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let outgoing = INCallRecordTypeOptions(rawValue: 1 << 0)
    public static let missed = INCallRecordTypeOptions(rawValue: 1 << 1)
    public static let received = INCallRecordTypeOptions(rawValue: 1 << 2)
    @available(iOS 11.0, *)
    public static let latest = INCallRecordTypeOptions(rawValue: 1 << 3)
    @available(iOS 11.0, *)
    public static let voicemail = INCallRecordTypeOptions(rawValue: 1 << 4)
    @available(iOS 13.0, *)
    public static let ringing = INCallRecordTypeOptions(rawValue: 1 << 5)
    @available(iOS 13.0, *)
    public static let inProgress = INCallRecordTypeOptions(rawValue: 1 << 6)
    @available(iOS 13.0, *)
    public static let onHold = INCallRecordTypeOptions(rawValue: 1 << 7)
}
#endif
