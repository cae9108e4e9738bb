#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension INIntentHandlingStatus {
    /// The status a response code means: the messaging codes share ready (1), in progress (2), success (3) and
    /// failure (4 and above).
    init(responseCode: Int) {
        switch responseCode {
        case 1: self = .ready
        case 2: self = .inProgress
        case 3: self = .success
        case 4...: self = .failure
        default: self = .unspecified
        }
    }
}
#endif
