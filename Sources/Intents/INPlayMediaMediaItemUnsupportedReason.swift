#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Why the app cannot play a media item.
@available(iOS 13.0, *)
public enum INPlayMediaMediaItemUnsupportedReason: Int, Sendable {
    case loginRequired = 1
    case subscriptionRequired = 2
    case unsupportedMediaType = 3
    case explicitContentSettings = 4
    case cellularDataSettings = 5
    case restrictedContent = 6
    @available(iOS 14.0, *)
    case serviceUnavailable = 7
    @available(iOS 14.0, *)
    case regionRestriction = 8
}
#endif
