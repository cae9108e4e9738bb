#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How much a notification may interrupt (Focus, sounds, the lock screen).
@available(iOS 15.0, *)
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    /// Added to the list quietly, without lighting the screen or playing a sound.
    case passive = 0
    /// Shown and heard at once (the default).
    case active = 1
    /// Shown at once, even through a Focus that allows it.
    case timeSensitive = 2
    /// Shown and heard at once, through the ring switch and every Focus (needs an entitlement).
    case critical = 3
}
#endif
