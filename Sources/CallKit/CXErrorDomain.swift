#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The domain of CallKit's general errors (`CXError`).
@available(iOS 10.0, *)
public let CXErrorDomain = "com.apple.CallKit.error"

/// The domain of the errors of reporting an incoming call (`CXErrorCodeIncomingCallError`).
@available(iOS 10.0, *)
public let CXErrorDomainIncomingCall = "com.apple.CallKit.error.incomingcall"

/// The domain of the errors of requesting a transaction (`CXErrorCodeRequestTransactionError`).
@available(iOS 10.0, *)
public let CXErrorDomainRequestTransaction = "com.apple.CallKit.error.requesttransaction"
#endif
