#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How a rounded corner curves; the car draws both as circular arcs.
@available(iOS 13.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}
#endif
