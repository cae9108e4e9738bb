#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Where UserNotifications runs what: the car's side on the main actor, the app's completion handlers and delegate
/// calls later on the main queue.
enum NotificationQueues {
    /// Runs `body` on the main actor: now when the caller is on the main queue, else on the main queue's next turn
    /// (so that what one thread asks of the car reaches it in order).
    static func onMain(_ body: @escaping @MainActor @Sendable () -> Void) { PlatformHost.onMain(body) }

    /// Runs `body` on the main queue's next turn, as the app's completion handlers and delegate calls always run:
    /// never inside the call that caused them. (iOS runs completion handlers on a background queue; the main queue
    /// keeps them in order with the car, and an app must not rely on either.)
    static func deliver(_ body: @escaping @Sendable () -> Void) {
        DispatchQueue.main.async(execute: body)
    }

    /// A handler for the app that runs `body` on the main actor the first time it is called, from any thread (an app
    /// calling its completion handler twice does not answer the car twice).
    static func once<Value: Sendable>(
        _ body: @escaping @MainActor @Sendable (Value) -> Void
    ) -> @Sendable (Value) -> Void {
        let called = Locked(false)
        return { value in
            let first = called { called in
                defer { called = true }
                return !called
            }
            guard first else { return }
            onMain { body(value) }
        }
    }
}
#endif
