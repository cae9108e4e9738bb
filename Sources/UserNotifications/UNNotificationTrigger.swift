#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// When a notification request is delivered: the base of the time interval, calendar and push triggers (apps make
/// the subclasses). A request without a trigger is delivered at once. The car fires triggers on its own clock.
///
/// `UNLocationNotificationTrigger` is left out: it needs CoreLocation's `CLRegion`, which the CoreLocation stand-in
/// lacks, and region monitoring from the car.
@available(iOS 10.0, *)
open class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
    // Immutable: set once in init.
    private let _repeats: Bool

    /// A trigger (apps make the subclasses).
    init(repeats: Bool) {
        _repeats = repeats
        super.init()
    }

    /// Whether the trigger fires again after it fired (the request stays pending).
    open var repeats: Bool { _repeats }

    /// The trigger itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The trigger as the car receives it.
    var platformTrigger: PlatformNotificationTrigger { .push }

    /// Whether the trigger was made valid (a time interval trigger that raised is not: the center refuses it).
    var isValid: Bool { true }

    /// The trigger of a request the car has that the app's center did not add.
    static func make(platform trigger: PlatformNotificationTrigger) -> UNNotificationTrigger {
        switch trigger {
        case .timeInterval(let interval, let repeats):
            UNTimeIntervalNotificationTrigger(timeInterval: interval, repeats: repeats, valid: true)
        case .calendar(let components, let repeats):
            UNCalendarNotificationTrigger(dateMatching: components, repeats: repeats)
        case .push:
            UNPushNotificationTrigger(repeats: false)
        }
    }

    /// Now for `nextTriggerDate()`: the car's clock when the code runs on the main queue in a car, else the
    /// system's.
    static var now: Date {
        guard PlatformHost.isMainQueue() else { return Date() }
        return MainActor.assumeIsolated { PlatformHost.currentEnvironment?.hostNow } ?? Date()
    }
}
#endif
