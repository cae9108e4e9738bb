#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How a search combines the values of one of its parameters.
@available(iOS 10.0, *)
public enum INConditionalOperator: Int, Sendable {
    case all = 0
    case any = 1
    case none = 2
}
#endif
