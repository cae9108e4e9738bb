#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Why a call ended, as a provider reports it (`reportCall(with:endedAt:reason:)`).
@available(iOS 10.0, *)
public enum CXCallEndedReason: Int, Sendable {
    /// The call failed (a network error).
    case failed = 1
    /// The other party ended the call.
    case remoteEnded = 2
    /// Nobody answered.
    case unanswered = 3
    /// The call was answered on another device.
    case answeredElsewhere = 4
    /// The call was declined on another device.
    case declinedElsewhere = 5
}
#endif
