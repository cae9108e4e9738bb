#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Change the playback rate. CarPlay shows the rate, and a playback rate button cycles through
/// `supportedPlaybackRates`.
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    private var rates: [NSNumber] = []

    /// The rates the app supports (e.g. 0.5, 1, 1.5, 2).
    open var supportedPlaybackRates: [NSNumber] {
        get { locked { rates } }
        set {
            locked { rates = newValue }
            notifyHost()
        }
    }
}
#endif
