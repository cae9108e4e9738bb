#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The size a Live Activity is drawn at: `.small` in CarPlay and the Apple Watch Smart Stack, `.medium` on the
/// Lock Screen.
@available(iOS 18.0, *)
public enum ActivityFamily: Hashable, Sendable, CaseIterable {
    case small
    case medium
}
#endif
