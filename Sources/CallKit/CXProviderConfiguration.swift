#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// How a provider's calls look and what they support: the car reads it when it shows the provider's calls (its name,
/// its limits on calls and groups, whether they may have video, which handle types the app calls).
@available(iOS 10.0, *)
open class CXProviderConfiguration: NSObject, NSCopying {
    private var _localizedName: String?

    /// A configuration with the defaults: two call groups of up to five calls, calls in Recents, no video, no
    /// handle types.
    @available(iOS 14.0, *)
    public override init() {
        super.init()
    }

    /// A configuration whose calls show `localizedName` as the provider's name.
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "Use init() instead")
    public convenience init(localizedName: String) {
        self.init()
        _localizedName = localizedName
    }

    /// The provider's name on the call screen (set by `init(localizedName:)`; nil: the app's name).
    @available(iOS, introduced: 10.0, deprecated: 14.0, message: "No longer supported")
    open var localizedName: String? { _localizedName }

    /// The name of a sound file in the app's bundle to ring with for incoming calls; nil: the car's ringtone.
    open var ringtoneSound: String?

    /// A PNG image (a mask, 40 by 40 points) the call screen shows for the app's calls (copied when set).
    open var iconTemplateImageData: Data?

    /// The most call groups at once (default 2).
    open var maximumCallGroups: Int = 2

    /// The most calls in one group (default 5).
    open var maximumCallsPerCallGroup: Int = 5

    /// Whether the app's calls appear in the phone's recent calls (default true).
    @available(iOS 11.0, *)
    open var includesCallsInRecents: Bool = true

    /// Whether the app's calls may have video (default false).
    open var supportsVideo: Bool = false

    /// The handle types the app calls (default none).
    public final var supportedHandleTypes: Set<CXHandle.HandleType> = []

    /// A configuration with the same properties.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CXProviderConfiguration()
        copy._localizedName = _localizedName
        copy.ringtoneSound = ringtoneSound
        copy.iconTemplateImageData = iconTemplateImageData
        copy.maximumCallGroups = maximumCallGroups
        copy.maximumCallsPerCallGroup = maximumCallsPerCallGroup
        copy.includesCallsInRecents = includesCallsInRecents
        copy.supportsVideo = supportsVideo
        copy.supportedHandleTypes = supportedHandleTypes
        return copy
    }

    /// The configuration as the car reads it.
    var platformConfiguration: PlatformCallConfiguration {
        PlatformCallConfiguration(
            localizedName: _localizedName, maximumCallGroups: maximumCallGroups,
            maximumCallsPerCallGroup: maximumCallsPerCallGroup, supportsVideo: supportsVideo,
            includesCallsInRecents: includesCallsInRecents,
            supportedHandleTypes: Set(supportedHandleTypes.map(\.rawValue)))
    }
}
#endif
