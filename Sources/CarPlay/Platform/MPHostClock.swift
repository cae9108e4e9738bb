#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The host's injected clock, as the MediaPlayer stand-ins read it: a host environment (`CPHostEnvironment`) that
/// also conforms gives `MPNowPlayingInfoCenter` the time at which the app set its Now Playing info, so the host
/// can extrapolate the elapsed time exactly (elapsed + rate × (now − set at)).
@_spi(CarPlayHost) @MainActor public protocol MPHostClock: AnyObject {
    /// The host's time now.
    var hostNow: Date { get }
}
#endif
