#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Where CallKit runs what: the car's side on the main actor, the app's delegate calls and completion handlers on
/// the queue the app chose.
enum CallKitQueues {
    /// Runs `body` on the main actor: now when the caller is on the main queue, else on the main queue's next turn
    /// (so that what one thread asks of the car reaches it in order).
    static func onMain(_ body: @escaping @MainActor @Sendable () -> Void) { PlatformHost.onMain(body) }

    /// Runs `body` later on `queue` (nil: the main queue), as the app's delegate calls and completion handlers
    /// always run: never inside the call that caused them.
    static func deliver(on queue: DispatchQueue?, _ body: @escaping @Sendable () -> Void) {
        (queue ?? DispatchQueue.main).async(execute: body)
    }
}
#endif
