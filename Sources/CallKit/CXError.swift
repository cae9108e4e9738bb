#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A CallKit error of the general domain (`CXErrorDomain`), as Swift imports `CXErrorCode`: catch it with
/// `catch let error as CXError` and compare `error.code`.
@available(iOS 10.0, *)
public struct CXError: _BridgedStoredNSError, @unchecked Sendable {
    /// The error's codes.
    public enum Code: Int, _ErrorCodeProtocol, Sendable {
        public typealias _ErrorType = CXError

        /// An unknown error.
        case unknownError = 0
        /// The app lacks the entitlement.
        case unentitled = 1
        /// An argument is invalid.
        case invalidArgument = 2
        /// The app lacks the `voip` background mode.
        case missingVoIPBackgroundMode = 3
    }

    /// The error as an `NSError`.
    public let _nsError: NSError

    /// The error an `NSError` of `CXErrorDomain` describes.
    public init(_nsError: NSError) {
        precondition(_nsError.domain == CXErrorDomain, "not a CXErrorDomain error")
        self._nsError = _nsError
    }

    /// `CXErrorDomain`.
    public static var errorDomain: String { CXErrorDomain }
    /// `CXErrorDomain`.
    public static var _nsErrorDomain: String { CXErrorDomain }

    /// An unknown error.
    public static var unknownError: Code { .unknownError }
    /// The app lacks the entitlement.
    @available(iOS 13.2, *) public static var unentitled: Code { .unentitled }
    /// An argument is invalid.
    @available(iOS 13.2, *) public static var invalidArgument: Code { .invalidArgument }
    /// The app lacks the `voip` background mode.
    @available(iOS 14.5, *) public static var missingVoIPBackgroundMode: Code { .missingVoIPBackgroundMode }
}
#endif
