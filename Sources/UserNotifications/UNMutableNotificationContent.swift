#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A notification's content the app writes: every property of `UNNotificationContent`, settable. A request copies
/// it when made, so changing it later does not change the request.
@available(iOS 10.0, *)
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    /// The title.
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }
    /// The subtitle.
    open override var subtitle: String {
        get { _subtitle }
        set { _subtitle = newValue }
    }
    /// The body.
    open override var body: String {
        get { _body }
        set { _body = newValue }
    }
    /// The app's badge the notification sets (0 clears it; nil leaves it).
    open override var badge: NSNumber? {
        get { _badge }
        set { _badge = newValue }
    }
    /// The sound it plays; nil: none.
    open override var sound: UNNotificationSound? {
        get { _sound }
        set { _sound = newValue }
    }
    /// The launch image shown when the notification opens the app.
    open override var launchImageName: String {
        get { _launchImageName }
        set { _launchImageName = newValue }
    }
    /// The app's own information, for the app's code only (it never goes to the car).
    open override var userInfo: [AnyHashable: Any] {
        get { _userInfo }
        set { _userInfo = newValue }
    }
    /// The image, sound or movie files shown with it.
    open override var attachments: [UNNotificationAttachment] {
        get { _attachments }
        set { _attachments = newValue }
    }
    /// The identifier of its category (`UNNotificationCategory`), empty for none.
    open override var categoryIdentifier: String {
        get { _categoryIdentifier }
        set { _categoryIdentifier = newValue }
    }
    /// The identifier its notifications are grouped by, empty for the app's one group.
    open override var threadIdentifier: String {
        get { _threadIdentifier }
        set { _threadIdentifier = newValue }
    }
    /// The identifier of the app's content (the window or scene) it opens.
    @available(iOS 13.0, *)
    open override var targetContentIdentifier: String? {
        get { _targetContentIdentifier }
        set { _targetContentIdentifier = newValue }
    }
    /// The text a summary of a group of notifications inserts.
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgument is ignored")
    open override var summaryArgument: String {
        get { _summaryArgument }
        set { _summaryArgument = newValue }
    }
    /// How many items the notification counts for in a summary.
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgumentCount is ignored")
    open override var summaryArgumentCount: Int {
        get { _summaryArgumentCount }
        set { _summaryArgumentCount = newValue }
    }
    /// How much it may interrupt (`.active` unless set).
    @available(iOS 15.0, *)
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { _interruptionLevel }
        set { _interruptionLevel = newValue }
    }
    /// How relevant it is among the app's notifications, 0 to 1 (the summary's order).
    @available(iOS 15.0, *)
    open override var relevanceScore: Double {
        get { _relevanceScore }
        set { _relevanceScore = newValue }
    }
    /// The criteria a Focus filter matches it by.
    @available(iOS 16.0, *)
    open override var filterCriteria: String? {
        get { _filterCriteria }
        set { _filterCriteria = newValue }
    }
}
#endif
