#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A trigger that fires at the next date matching date components ("every day at 8:30": hour and minute, repeating).
@available(iOS 10.0, *)
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    // Immutable: set once in init.
    private let _dateComponents: DateComponents

    init(dateComponents: DateComponents, repeats: Bool) {
        _dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// A trigger firing at the next date matching `dateComponents` (and at each later one when it repeats).
    public convenience init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.init(dateComponents: dateComponents, repeats: repeats)
    }

    /// The components the trigger's dates match.
    open var dateComponents: DateComponents { _dateComponents }

    /// The next date after now matching the components: in their calendar and time zone when they have them, else
    /// the current ones (the car matches in its own time zone); now is the car's clock when called on the main
    /// queue in a car, else the system's. Nil when no later date matches.
    open func nextTriggerDate() -> Date? {
        var calendar = _dateComponents.calendar ?? Calendar.current
        if let timeZone = _dateComponents.timeZone { calendar.timeZone = timeZone }
        var components = _dateComponents
        components.calendar = nil
        components.timeZone = nil
        return calendar.nextDate(after: Self.now, matching: components, matchingPolicy: .nextTime)
    }

    override var platformTrigger: PlatformNotificationTrigger { .calendar(_dateComponents, repeats: repeats) }
}
#endif
