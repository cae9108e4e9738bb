#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How lines of text align with each other.
@available(iOS 13.0, *)
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading
    case center
    case trailing

    var resolved: Int {
        switch self {
        case .leading: -1
        case .center: 0
        case .trailing: 1
        }
    }
}
#endif
