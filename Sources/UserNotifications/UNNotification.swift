#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A delivered notification: the request and when it was delivered (on the car's clock). The request is the app's
/// own object when the app's center added it, so its content keeps `userInfo` and attachments.
@available(iOS 10.0, *)
open class UNNotification: NSObject, NSCopying, @unchecked Sendable {
    // Immutable: set once in init.
    private let _date: Date
    private let _request: UNNotificationRequest

    /// A notification the car delivered (apps get them from the center).
    init(request: UNNotificationRequest, date: Date) {
        _request = request
        _date = date
        super.init()
    }

    /// When it was delivered.
    open var date: Date { _date }
    /// The request it was delivered for.
    open var request: UNNotificationRequest { _request }

    /// The notification itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }
}
#endif
