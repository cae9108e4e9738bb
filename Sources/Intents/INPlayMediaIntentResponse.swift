#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of playing media, with what is now playing.
@available(iOS 12.0, *)
open class INPlayMediaIntentResponse: INIntentResponse, _INCodedResponse {
    /// How the intent's handling went.
    public let code: INPlayMediaIntentResponseCode
    /// What is playing, with `MPNowPlayingInfoCenter`'s keys.
    open var nowPlayingInfo: [String: Any]?

    /// A response with its code, and the activity the app continues with when the code launches it.
    public init(code: INPlayMediaIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }

    /// The codes' statuses: continuing or handling in the app defers to it; every code from `.failure` on fails
    /// (Apple does not document the mapping).
    var _handlingStatus: INIntentHandlingStatus {
        switch code.rawValue {
        case 1: .ready
        case 2, 5: .deferredToApplication
        case 3: .inProgress
        case 4: .success
        case 6...: .failure
        default: .unspecified
        }
    }
}
#endif
