#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Why the app cannot call back a call of its history.
@available(iOS 14.0, *)
public enum INStartCallCallRecordToCallBackUnsupportedReason: Int, Sendable {
    case noMatchingCall = 1
}
#endif
