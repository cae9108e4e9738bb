#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What a `UNUserNotificationCenter` shares with its link to the car, behind a lock (`Locked`).
struct CenterState {
    /// The center (weakly: it owns the link that owns this state).
    weak var center: UNUserNotificationCenter?
    /// The delegate, weakly as on iOS.
    weak var delegate: (any UNUserNotificationCenterDelegate)?
    /// The app's own requests the car accepted, by identifier, while the car has them pending or delivered: the
    /// center answers with them (their contents keep what never goes to the car, `userInfo`).
    var requests: [String: UNNotificationRequest] = [:]
    /// The app's own categories, by identifier (the last set).
    var categories: [String: UNNotificationCategory] = [:]
    /// Every option the app asked authorization with.
    var requestedOptions: UNAuthorizationOptions = []
}
#endif
