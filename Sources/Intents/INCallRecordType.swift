#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The kind of a call in the call history: outgoing, missed, received, a voicemail, or a call going on.
@available(iOS 10.0, *)
public enum INCallRecordType: Int, Sendable {
    case unknown = 0
    case outgoing = 1
    case missed = 2
    case received = 3
    @available(iOS 11.0, *)
    case latest = 4
    @available(iOS 11.0, *)
    case voicemail = 5
    @available(iOS 13.0, *)
    case ringing = 6
    @available(iOS 13.0, *)
    case inProgress = 7
    @available(iOS 13.0, *)
    case onHold = 8
}
#endif
