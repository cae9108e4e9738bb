#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A trigger that fires a number of seconds after the request is added (and, repeating, every as many seconds).
@available(iOS 10.0, *)
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // Immutable: set once in init.
    private let _timeInterval: TimeInterval
    private let valid: Bool

    init(timeInterval: TimeInterval, repeats: Bool, valid: Bool) {
        _timeInterval = timeInterval
        self.valid = valid
        super.init(repeats: repeats)
    }

    /// A trigger firing `timeInterval` seconds after the request is added. As on iOS, an interval that is not
    /// positive, or under 60 seconds for a repeating trigger, raises `NSInternalInconsistencyException` ("time
    /// interval must be greater than 0", "time interval must be at least 60 if repeating") through the host's fault
    /// path, which terminates the app; without a host the exception is recorded and the trigger is made invalid:
    /// it has no next date and the center refuses its request (`UNError.Code.notificationInvalidNoDate`).
    public convenience init(timeInterval: TimeInterval, repeats: Bool) {
        let reason: String? =
            if !(timeInterval > 0) {
                "time interval must be greater than 0"
            } else if repeats && timeInterval < 60 {
                "time interval must be at least 60 if repeating"
            } else {
                nil
            }
        if let reason {
            PlatformHost.raise(name: PlatformException.internalInconsistency, reason: reason)
        }
        self.init(timeInterval: timeInterval, repeats: repeats, valid: reason == nil)
    }

    /// The seconds between adding the request and the trigger firing.
    open var timeInterval: TimeInterval { _timeInterval }

    /// When the trigger would fire if the request were added now: `timeInterval` seconds from now (the car's clock
    /// when called on the main queue in a car, else the system's). Nil for an invalid trigger.
    open func nextTriggerDate() -> Date? {
        guard valid else { return nil }
        return Self.now.addingTimeInterval(_timeInterval)
    }

    override var platformTrigger: PlatformNotificationTrigger { .timeInterval(_timeInterval, repeats: repeats) }

    override var isValid: Bool { valid }
}
#endif
