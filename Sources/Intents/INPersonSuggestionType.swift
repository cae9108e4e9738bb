#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How a suggested person is reached.
@available(iOS 10.0, *)
public enum INPersonSuggestionType: Int, Sendable {
    @available(iOS 12.0, *)
    case none = 0
    case socialProfile = 1
    case instantMessageAddress = 2
}
#endif
