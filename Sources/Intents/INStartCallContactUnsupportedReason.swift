#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Why a call cannot go to a contact.
@available(iOS 13.0, *)
public enum INStartCallContactUnsupportedReason: Int, Sendable {
    case noContactFound = 1
    case multipleContactsUnsupported = 2
    case noHandleForLabel = 3
    case invalidHandle = 4
    case unsupportedMmiUssd = 5
    @available(iOS, introduced: 13.0, deprecated: 14.0)
    case noCallHistoryForRedial = 6
    case noUsableHandleForRedial = 7
    @available(iOS 17.0, *)
    case requiringInAppAuthentication = 8
}
#endif
