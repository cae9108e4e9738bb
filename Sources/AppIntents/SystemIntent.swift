#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An intent of a kind the system knows (setting a value, a Live Activity's action).
@available(iOS 16.0, *)
public protocol SystemIntent: AppIntent {}
#endif
