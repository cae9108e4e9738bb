#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

@available(iOS 10.0, *)
extension CXHandle {
    /// The kind of a handle (`CXHandleType`).
    public enum HandleType: Int, Sendable {
        /// An identifier of the app's own (a user name).
        case generic = 1
        /// A phone number.
        case phoneNumber = 2
        /// An email address.
        case emailAddress = 3
    }
}
#endif
