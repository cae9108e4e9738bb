#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The domain of UserNotifications' errors (`UNError`).
@available(iOS 10.0, *)
public let UNErrorDomain = "UNErrorDomain"
#endif
