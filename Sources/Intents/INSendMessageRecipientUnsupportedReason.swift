#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Why a message cannot go to a recipient.
@available(iOS 11.0, *)
public enum INSendMessageRecipientUnsupportedReason: Int, Sendable {
    case noAccount = 1
    case offline = 2
    case messagingServiceNotEnabledForRecipient = 3
    @available(iOS 12.0, *)
    case noValidHandle = 4
    @available(iOS 12.0, *)
    case requestedHandleInvalid = 5
    @available(iOS 12.0, *)
    case noHandleForLabel = 6
    @available(iOS 17.0, *)
    case requiringInAppAuthentication = 7
}
#endif
