#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How starting a call went.
@available(iOS 13.0, *)
public enum INStartCallIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready = 1
    case continueInApp = 2
    case userConfirmationRequired = 3
    case failure = 4
    case failureRequiringAppLaunch = 5
    case failureCallingServiceNotAvailable = 6
    case failureContactNotSupportedByApp = 7
    case failureAirplaneModeEnabled = 8
    case failureUnableToHandOff = 9
    case failureAppConfigurationRequired = 10
    case failureCallInProgress = 11
    /// Apple's headers mark it unavailable on iOS (it is the watch's).
    @available(iOS, unavailable)
    case failureCallRinging = 12
    @available(iOS 17.0, *)
    case failureRequiringInAppAuthentication = 13
}
#endif
