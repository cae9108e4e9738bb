#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Light or dark: the car's appearance.
@available(iOS 13.0, *)
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light
    case dark
}
#endif
