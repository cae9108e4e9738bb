#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Why the system refused an incoming call a provider reported (`CXErrorDomainIncomingCall`), as Swift imports it:
/// catch it with `catch let error as CXErrorCodeIncomingCallError` and compare `error.code`.
@available(iOS 10.0, *)
public struct CXErrorCodeIncomingCallError: _BridgedStoredNSError, @unchecked Sendable {
    /// The error's codes.
    public enum Code: Int, _ErrorCodeProtocol, Sendable {
        public typealias _ErrorType = CXErrorCodeIncomingCallError

        /// An unknown error (also: no car takes calls).
        case unknown = 0
        /// The app lacks the entitlement to report calls.
        case unentitled = 1
        /// A call with this identifier already exists.
        case callUUIDAlreadyExists = 2
        /// Do Not Disturb is on and the caller is not a favorite.
        case filteredByDoNotDisturb = 3
        /// The caller is blocked.
        case filteredByBlockList = 4
        /// The phone is in a restricted sharing mode.
        case filteredDuringRestrictedSharingMode = 5
        /// The call is protected.
        case callIsProtected = 6
        /// The call has sensitive participants.
        case filteredBySensitiveParticipants = 7
    }

    /// The error as an `NSError`.
    public let _nsError: NSError

    /// The error an `NSError` of `CXErrorDomainIncomingCall` describes.
    public init(_nsError: NSError) {
        precondition(_nsError.domain == CXErrorDomainIncomingCall, "not a CXErrorDomainIncomingCall error")
        self._nsError = _nsError
    }

    /// `CXErrorDomainIncomingCall`.
    public static var errorDomain: String { CXErrorDomainIncomingCall }
    /// `CXErrorDomainIncomingCall`.
    public static var _nsErrorDomain: String { CXErrorDomainIncomingCall }

    /// An unknown error.
    public static var unknown: Code { .unknown }
    /// The app lacks the entitlement to report calls.
    public static var unentitled: Code { .unentitled }
    /// A call with this identifier already exists.
    public static var callUUIDAlreadyExists: Code { .callUUIDAlreadyExists }
    /// Do Not Disturb is on and the caller is not a favorite.
    public static var filteredByDoNotDisturb: Code { .filteredByDoNotDisturb }
    /// The caller is blocked.
    public static var filteredByBlockList: Code { .filteredByBlockList }
    /// The phone is in a restricted sharing mode.
    public static var filteredDuringRestrictedSharingMode: Code { .filteredDuringRestrictedSharingMode }
    /// The call is protected.
    public static var callIsProtected: Code { .callIsProtected }
    /// The call has sensitive participants.
    public static var filteredBySensitiveParticipants: Code { .filteredBySensitiveParticipants }

    /// The error the car gave (an unknown code reads as `unknown`).
    init(platform error: PlatformCallError) {
        self.init(Code(rawValue: error.code) ?? .unknown)
    }
}
#endif
