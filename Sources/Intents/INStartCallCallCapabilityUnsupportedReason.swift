#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Why the app cannot make a call of the kind asked for.
@available(iOS 13.0, *)
public enum INStartCallCallCapabilityUnsupportedReason: Int, Sendable {
    case videoCallUnsupported = 1
    case microphoneNotAccessible = 2
    case cameraNotAccessible = 3
}
#endif
