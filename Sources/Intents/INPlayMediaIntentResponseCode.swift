#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How playing media went.
@available(iOS 12.0, *)
public enum INPlayMediaIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready = 1
    case continueInApp = 2
    case inProgress = 3
    case success = 4
    case handleInApp = 5
    case failure = 6
    case failureRequiringAppLaunch = 7
    case failureUnknownMediaType = 8
    case failureNoUnplayedContent = 9
    case failureRestrictedContent = 10
    @available(iOS 15.4, *)
    case failureMaxStreamLimitReached = 11
}
#endif
