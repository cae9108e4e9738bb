#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The result of a background fetch or a remote notification's work.
@available(iOS 7.0, *)
public enum UIBackgroundFetchResult: UInt, Sendable {
    /// New data was downloaded.
    case newData = 0
    /// There was no new data.
    case noData = 1
    /// Downloading the data failed.
    case failed = 2
}
#endif
