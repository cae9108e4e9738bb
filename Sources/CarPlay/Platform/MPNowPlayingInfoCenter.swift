#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Where an app publishes the metadata of what it plays (title, artist, artwork, elapsed time, rate...). CarPlay's
/// Now Playing screen shows it.
///
/// Setting `nowPlayingInfo` or `playbackState` tells the host (`CPHostBridge.didChange` with
/// `MPNowPlayingInfoCenter._hostElementID`). The center records when the info was set, on the host's clock
/// (`MPHostClock`), so the host extrapolates the elapsed time from the rate as iOS does.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let instances = MPAppScopedInstance { MPNowPlayingInfoCenter(host: ()) }

    /// The default Now Playing info center (one per app).
    open class func `default`() -> MPNowPlayingInfoCenter { instances.current }

    private let lock = NSLock()
    private var info: [String: Any]?
    private var state: MPNowPlayingPlaybackState = .unknown
    private var infoDate: Date?

    private init(host: Void) { super.init() }

    /// The metadata of the Now Playing item, keyed by `MPMediaItemProperty…` and `MPNowPlayingInfoProperty…`
    /// constants. Setting nil clears it.
    open var nowPlayingInfo: [String: Any]? {
        get { locked { info } }
        set {
            let date = Self.hostNow()
            locked {
                info = newValue
                infoDate = date
            }
            CPHostBridge.didChange(Self._hostElementID)
        }
    }

    /// The playback state the app reports.
    open var playbackState: MPNowPlayingPlaybackState {
        get { locked { state } }
        set {
            let date = Self.hostNow()
            locked {
                state = newValue
                // Elapsed time is extrapolated from here on with the new state.
                infoDate = date
            }
            CPHostBridge.didChange(Self._hostElementID)
        }
    }

    // MARK: Host (SPI)

    /// The id with which the center announces changes to the host.
    @_spi(CarPlayHost) public static let _hostElementID = CPElementID("MPNowPlayingInfoCenter")

    /// When the app last set the info or state, on the host's clock. When no host clock was available then, the
    /// first host to ask fixes it to `now`, its own time of first observation.
    @_spi(CarPlayHost) public func _infoDate(now: Date) -> Date {
        locked {
            if let infoDate { return infoDate }
            infoDate = now
            return now
        }
    }

    private static func hostNow() -> Date? {
        guard cpIsMainQueue() else { return nil }
        return MainActor.assumeIsolated { (CPHostBridge.currentEnvironment as? any MPHostClock)?.hostNow }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    open override var description: String {
        "<MPNowPlayingInfoCenter: \(cpAddress(of: self))> playbackState: \(playbackState), nowPlayingInfo: "
            + (nowPlayingInfo.map { "\($0.count) keys" } ?? "(null)")
    }
}
#endif
