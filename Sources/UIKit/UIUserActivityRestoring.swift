#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import Intents

/// An object that restores the state of an activity the app continues (`UIResponder` adopts it).
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// Restores the state needed to continue `userActivity`.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
#endif
