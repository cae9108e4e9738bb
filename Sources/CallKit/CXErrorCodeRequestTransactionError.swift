#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Why the system refused a transaction a call controller requested (`CXErrorDomainRequestTransaction`), as Swift
/// imports it: catch it with `catch let error as CXErrorCodeRequestTransactionError` and compare `error.code`.
@available(iOS 10.0, *)
public struct CXErrorCodeRequestTransactionError: _BridgedStoredNSError, @unchecked Sendable {
    /// The error's codes.
    public enum Code: Int, _ErrorCodeProtocol, Sendable {
        public typealias _ErrorType = CXErrorCodeRequestTransactionError

        /// An unknown error.
        case unknown = 0
        /// The app lacks the entitlement to request transactions.
        case unentitled = 1
        /// No provider of the app can perform the actions (also: no car takes calls).
        case unknownCallProvider = 2
        /// The transaction has no actions.
        case emptyTransaction = 3
        /// No call has the action's call identifier.
        case unknownCallUUID = 4
        /// A call with the action's call identifier already exists.
        case callUUIDAlreadyExists = 5
        /// An action is not valid now.
        case invalidAction = 6
        /// The provider's limit on call groups is reached.
        case maximumCallGroupsReached = 7
        /// The call is protected.
        case callIsProtected = 8
    }

    /// The error as an `NSError`.
    public let _nsError: NSError

    /// The error an `NSError` of `CXErrorDomainRequestTransaction` describes.
    public init(_nsError: NSError) {
        precondition(
            _nsError.domain == CXErrorDomainRequestTransaction, "not a CXErrorDomainRequestTransaction error")
        self._nsError = _nsError
    }

    /// `CXErrorDomainRequestTransaction`.
    public static var errorDomain: String { CXErrorDomainRequestTransaction }
    /// `CXErrorDomainRequestTransaction`.
    public static var _nsErrorDomain: String { CXErrorDomainRequestTransaction }

    /// An unknown error.
    public static var unknown: Code { .unknown }
    /// The app lacks the entitlement to request transactions.
    public static var unentitled: Code { .unentitled }
    /// No provider of the app can perform the actions.
    public static var unknownCallProvider: Code { .unknownCallProvider }
    /// The transaction has no actions.
    public static var emptyTransaction: Code { .emptyTransaction }
    /// No call has the action's call identifier.
    public static var unknownCallUUID: Code { .unknownCallUUID }
    /// A call with the action's call identifier already exists.
    public static var callUUIDAlreadyExists: Code { .callUUIDAlreadyExists }
    /// An action is not valid now.
    public static var invalidAction: Code { .invalidAction }
    /// The provider's limit on call groups is reached.
    public static var maximumCallGroupsReached: Code { .maximumCallGroupsReached }
    /// The call is protected.
    public static var callIsProtected: Code { .callIsProtected }

    /// The error the car gave (an unknown code reads as `unknown`).
    init(platform error: PlatformCallError) {
        self.init(Code(rawValue: error.code) ?? .unknown)
    }
}
#endif
