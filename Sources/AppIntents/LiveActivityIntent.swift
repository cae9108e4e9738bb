#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An intent a Live Activity's button or toggle performs, in the app's process (it may start, update or end the app's
/// activities).
@available(iOS 17.0, *)
public protocol LiveActivityIntent: SystemIntent {}
#endif
