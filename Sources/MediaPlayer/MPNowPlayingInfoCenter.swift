#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Where an app publishes the metadata of what it plays (title, artist, artwork, elapsed time, rate...). CarPlay's
/// Now Playing screen shows it.
///
/// Setting `nowPlayingInfo` or `playbackState` tells the app's host (`PlatformHostEnvironment.platformServiceDidChange`
/// with `.nowPlayingInfoCenter`). The center records when the info was set, on the host's clock
/// (`PlatformHostEnvironment.hostNow`), so the host extrapolates the elapsed time from the rate as iOS does.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let instances = PlatformAppScoped { MPNowPlayingInfoCenter(host: $0) }

    /// The default Now Playing info center (one per app).
    open class func `default`() -> MPNowPlayingInfoCenter { instances.current }

    private let lock = NSLock()
    private var info: [String: Any]?
    private var state: MPNowPlayingPlaybackState = .unknown
    private var infoDate: Date?

    /// The host of the app the center belongs to.
    private let host: PlatformHostLink

    private init(host: PlatformHostLink) {
        self.host = host
        super.init()
    }

    /// The metadata of the Now Playing item, keyed by `MPMediaItemProperty…` and `MPNowPlayingInfoProperty…`
    /// constants. Setting nil clears it.
    open var nowPlayingInfo: [String: Any]? {
        get { locked { info } }
        set {
            let date = host.hostNow
            locked {
                info = newValue
                infoDate = date
            }
            host.didChange(.nowPlayingInfoCenter)
        }
    }

    /// The playback state the app reports.
    open var playbackState: MPNowPlayingPlaybackState {
        get { locked { state } }
        set {
            let date = host.hostNow
            locked {
                state = newValue
                // Elapsed time is extrapolated from here on with the new state.
                infoDate = date
            }
            host.didChange(.nowPlayingInfoCenter)
        }
    }

    // MARK: Host (SPI)

    /// When the app last set the info or state, on the host's clock. When no host clock was available then, the
    /// first host to ask fixes it to `now`, its own time of first observation.
    @_spi(CarPlayHost) public func _infoDate(now: Date) -> Date {
        locked {
            if let infoDate { return infoDate }
            infoDate = now
            return now
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    open override var description: String {
        "<MPNowPlayingInfoCenter: \(PlatformFormat.address(of: self))> playbackState: \(playbackState), nowPlayingInfo: "
            + (nowPlayingInfo.map { "\($0.count) keys" } ?? "(null)")
    }
}
#endif
