#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// When notifications show their content (previews).
@available(iOS 11.0, *)
public enum UNShowPreviewsSetting: Int, Sendable {
    /// Always.
    case always = 0
    /// Only while the device is unlocked.
    case whenAuthenticated = 1
    /// Never: the category's text for hidden previews shows instead of the body.
    case never = 2
}
#endif
