#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

@available(iOS 10.0, *)
extension CXPlayDTMFCallAction {
    /// How DTMF digits are played (`CXPlayDTMFCallActionType`).
    public enum ActionType: Int, Sendable {
        /// One tone for each digit.
        case singleTone = 1
        /// The digits after a soft pause: played once the user confirms.
        case softPause = 2
        /// The digits after a hard pause: played after a two-second wait.
        case hardPause = 3
    }
}
#endif
