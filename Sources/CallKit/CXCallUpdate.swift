#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// What a provider tells the car about a call: who is calling and what the call supports. The car keeps what it
/// knew for every property the app did not set (the Bools read false until set, as on iOS, but an update changes
/// only the ones the app set).
@available(iOS 10.0, *)
open class CXCallUpdate: NSObject, NSCopying {
    private var _remoteHandle: CXHandle?
    private var _localizedCallerName: String?
    private var _supportsHolding: Bool?
    private var _supportsGrouping: Bool?
    private var _supportsUngrouping: Bool?
    private var _supportsDTMF: Bool?
    private var _hasVideo: Bool?

    /// An update that changes nothing until the app sets its properties.
    public override init() {
        super.init()
    }

    /// The other party of the call (copied when set).
    open var remoteHandle: CXHandle? {
        get { _remoteHandle }
        set { _remoteHandle = newValue?.copy() as? CXHandle }
    }

    /// The caller's name as the call screen shows it; nil: the car shows the handle's value.
    open var localizedCallerName: String? {
        get { _localizedCallerName }
        set { _localizedCallerName = newValue }
    }

    /// Whether the call can be put on hold (default false).
    open var supportsHolding: Bool {
        get { _supportsHolding ?? false }
        set { _supportsHolding = newValue }
    }

    /// Whether the call can be grouped (merged) with other calls (default false).
    open var supportsGrouping: Bool {
        get { _supportsGrouping ?? false }
        set { _supportsGrouping = newValue }
    }

    /// Whether the call can leave a group (default false).
    open var supportsUngrouping: Bool {
        get { _supportsUngrouping ?? false }
        set { _supportsUngrouping = newValue }
    }

    /// Whether the call plays DTMF tones (the car's keypad; default false).
    open var supportsDTMF: Bool {
        get { _supportsDTMF ?? false }
        set { _supportsDTMF = newValue }
    }

    /// Whether the call has video (default false).
    open var hasVideo: Bool {
        get { _hasVideo ?? false }
        set { _hasVideo = newValue }
    }

    /// An update with the same properties set.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CXCallUpdate()
        copy._remoteHandle = _remoteHandle
        copy._localizedCallerName = _localizedCallerName
        copy._supportsHolding = _supportsHolding
        copy._supportsGrouping = _supportsGrouping
        copy._supportsUngrouping = _supportsUngrouping
        copy._supportsDTMF = _supportsDTMF
        copy._hasVideo = _hasVideo
        return copy
    }

    /// The update as the car takes it: nil for every property the app did not set.
    var platformUpdate: PlatformCallUpdate {
        PlatformCallUpdate(
            remoteHandle: _remoteHandle?.platformHandle, localizedCallerName: _localizedCallerName,
            supportsHolding: _supportsHolding, supportsGrouping: _supportsGrouping,
            supportsUngrouping: _supportsUngrouping, supportsDTMF: _supportsDTMF, hasVideo: _hasVideo)
    }
}
#endif
