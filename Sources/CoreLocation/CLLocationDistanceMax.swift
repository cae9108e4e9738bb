#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The largest distance: a value that stands for "unknown" or "unlimited" (Apple's `DBL_MAX`).
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
#endif
