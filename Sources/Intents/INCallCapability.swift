#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Whether a call is an audio or a video call.
@available(iOS 10.0, *)
public enum INCallCapability: Int, Sendable {
    case unknown = 0
    case audioCall = 1
    case videoCall = 2
}
#endif
