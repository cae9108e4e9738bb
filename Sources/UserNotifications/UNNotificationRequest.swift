#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A notification to deliver: its identifier, its content and when (`UNUserNotificationCenter.add(_:)`). Adding a
/// request with the identifier of a pending or delivered one replaces it.
@available(iOS 10.0, *)
open class UNNotificationRequest: NSObject, NSCopying, @unchecked Sendable {
    // Immutable: set once in init.
    private let _identifier: String
    private let _content: UNNotificationContent
    private let _trigger: UNNotificationTrigger?

    /// A request for `content` (copied), delivered when `trigger` fires (nil: at once).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        _identifier = identifier
        _content = content.copy() as? UNNotificationContent ?? content
        _trigger = trigger
        super.init()
    }

    /// The request's identifier.
    open var identifier: String { _identifier }
    /// What the notification says (an immutable copy of the content the request was made with).
    open var content: UNNotificationContent { _content }
    /// When it is delivered; nil: at once.
    open var trigger: UNNotificationTrigger? { _trigger }

    /// The request itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The request as the car receives it.
    var platformRequest: PlatformNotificationRequest {
        PlatformNotificationRequest(
            identifier: _identifier, content: _content.platformContent, trigger: _trigger?.platformTrigger)
    }

    /// A request the car has that the app's center did not add (a remote notification): what the car knows of it.
    convenience init(platform request: PlatformNotificationRequest) {
        self.init(
            identifier: request.identifier, content: UNNotificationContent(platform: request.content),
            trigger: request.trigger.map(UNNotificationTrigger.make(platform:)))
    }
}
#endif
