#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Where a call's audio goes.
@available(iOS 13.0, *)
public enum INCallAudioRoute: Int, Sendable {
    case unknown = 0
    case speakerphoneAudioRoute = 1
    case bluetoothAudioRoute = 2
}
#endif
