#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// Widgets and Live Activities cross the line between WidgetKit / ActivityKit and the car as these values. The car
// plays iOS's widget and activity services: `WidgetCenter` asks it to reload an app's timelines; an app's
// `Activity` requests, updates and ends its Live Activities through it, their attributes and content state
// encoded as JSON (ActivityKit's types are `Codable`; the car hands the bytes to the app's widget extension to
// draw, as iOS archives them for the extension's process).

/// A Live Activity as the app asked for it, or last updated it.
@_spi(CarPlayHost) public struct PlatformActivity: Hashable, Sendable {
    /// The activity's identifier (`Activity.id`).
    public var id: String
    /// The attributes type's name (`String(reflecting:)`), by which the widget extension's `ActivityConfiguration`
    /// is found.
    public var attributesType: String
    /// The attributes and the content state, encoded as JSON.
    public var attributes: Data
    public var state: Data
    /// When the content goes stale (nil: never).
    public var staleDate: Date?
    public var relevanceScore: Double

    public init(
        id: String, attributesType: String, attributes: Data, state: Data, staleDate: Date?, relevanceScore: Double
    ) {
        self.id = id
        self.attributesType = attributesType
        self.attributes = attributes
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

/// How an ended Live Activity leaves (`ActivityUIDismissalPolicy`).
@_spi(CarPlayHost) public enum PlatformActivityDismissal: Hashable, Sendable {
    /// After the system's time (up to four hours on iOS).
    case `default`
    case immediate
    case after(Date)
}

/// Why the car refused a Live Activity (`ActivityAuthorizationError`).
@_spi(CarPlayHost) public enum PlatformActivityRefusal: Error, Hashable, Sendable {
    /// The driver turned Live Activities off for the app.
    case denied
    /// The app has as many activities going as the system allows.
    case targetMaximumExceeded
    /// No widget extension of the app has an `ActivityConfiguration` for the attributes.
    case unsupportedTarget
}

/// The car's widget and Live Activity service for one app.
@_spi(CarPlayHost) @MainActor public protocol PlatformWidgetService: AnyObject {
    /// `WidgetCenter.reloadTimelines(ofKind:)` (nil: `reloadAllTimelines()`): the car asks the app's timeline
    /// providers again.
    func reloadTimelines(ofKind kind: String?)
    /// Whether the app may start Live Activities (`ActivityAuthorizationInfo.areActivitiesEnabled`).
    var activitiesEnabled: Bool { get }
    /// `Activity.request`: the car shows it from now on, or refuses it.
    func requestActivity(_ activity: PlatformActivity) throws(PlatformActivityRefusal)
    /// `Activity.update`: new content; `alert` (a title) asks the car to show it as a notification.
    func updateActivity(_ activity: PlatformActivity, alert: String?)
    /// `Activity.end`: the final content (nil: the last) and when the activity leaves.
    func endActivity(_ activity: PlatformActivity, dismissal: PlatformActivityDismissal)
}
#endif
