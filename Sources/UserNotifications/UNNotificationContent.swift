#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// What a notification says and how it shows: its texts, badge, sound, attachments, the app's own information
/// (`userInfo`), its category and thread. Immutable; make a `UNMutableNotificationContent` (or a `mutableCopy()`) to
/// write one.
///
/// The car receives what it shows and decides with (`PlatformNotificationContent`: the texts, category, thread,
/// interruption level, badge, whether it has a sound, and the sender of a communication notification); the rest
/// (`userInfo`, attachments, the launch image, the relevance score) stays with the app's center, which hands the
/// app its own objects back.
@available(iOS 10.0, *)
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // Written in init and, for a `UNMutableNotificationContent`, by its setters (not thread-safe while mutated, as on
    // iOS).
    var _title = ""
    var _subtitle = ""
    var _body = ""
    var _badge: NSNumber?
    var _sound: UNNotificationSound?
    var _launchImageName = ""
    var _userInfo: [AnyHashable: Any] = [:]
    var _attachments: [UNNotificationAttachment] = []
    var _categoryIdentifier = ""
    var _threadIdentifier = ""
    var _targetContentIdentifier: String?
    var _summaryArgument = ""
    var _summaryArgumentCount = 0
    var _interruptionLevel = UNNotificationInterruptionLevel.active
    var _relevanceScore = 0.0
    var _filterCriteria: String?
    /// The sender and conversation of a communication notification (`updating(from:)`).
    var communication: PlatformNotificationContent.Communication?

    /// An empty content.
    public override init() {
        super.init()
    }

    /// A content with everything `content` has.
    init(copying content: UNNotificationContent) {
        _title = content._title
        _subtitle = content._subtitle
        _body = content._body
        _badge = content._badge
        _sound = content._sound
        _launchImageName = content._launchImageName
        _userInfo = content._userInfo
        _attachments = content._attachments
        _categoryIdentifier = content._categoryIdentifier
        _threadIdentifier = content._threadIdentifier
        _targetContentIdentifier = content._targetContentIdentifier
        _summaryArgument = content._summaryArgument
        _summaryArgumentCount = content._summaryArgumentCount
        _interruptionLevel = content._interruptionLevel
        _relevanceScore = content._relevanceScore
        _filterCriteria = content._filterCriteria
        communication = content.communication
        super.init()
    }

    /// The title.
    open var title: String { _title }
    /// The subtitle.
    open var subtitle: String { _subtitle }
    /// The body.
    open var body: String { _body }
    /// The app's badge the notification sets (0 clears it; nil leaves it).
    open var badge: NSNumber? { _badge }
    /// The sound it plays; nil: none.
    open var sound: UNNotificationSound? { _sound }
    /// The launch image shown when the notification opens the app.
    open var launchImageName: String { _launchImageName }
    /// The app's own information, for the app's code only.
    open var userInfo: [AnyHashable: Any] { _userInfo }
    /// The image, sound or movie files shown with it.
    open var attachments: [UNNotificationAttachment] { _attachments }
    /// The identifier of its category (`UNNotificationCategory`), empty for none.
    open var categoryIdentifier: String { _categoryIdentifier }
    /// The identifier its notifications are grouped by, empty for the app's one group.
    open var threadIdentifier: String { _threadIdentifier }
    /// The identifier of the app's content (the window or scene) it opens.
    @available(iOS 13.0, *)
    open var targetContentIdentifier: String? { _targetContentIdentifier }
    /// The text a summary of a group of notifications inserts.
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgument is ignored")
    open var summaryArgument: String { _summaryArgument }
    /// How many items the notification counts for in a summary.
    @available(iOS, introduced: 12.0, deprecated: 15.0, message: "summaryArgumentCount is ignored")
    open var summaryArgumentCount: Int { _summaryArgumentCount }
    /// How much it may interrupt (`.active` unless set).
    @available(iOS 15.0, *)
    open var interruptionLevel: UNNotificationInterruptionLevel { _interruptionLevel }
    /// How relevant it is among the app's notifications, 0 to 1 (the summary's order).
    @available(iOS 15.0, *)
    open var relevanceScore: Double { _relevanceScore }
    /// The criteria a Focus filter matches it by.
    @available(iOS 16.0, *)
    open var filterCriteria: String? { _filterCriteria }

    /// A copy of the content updated from `provider`: for an `INSendMessageIntent` or `INStartCallIntent`, a
    /// communication notification, whose title is the sender's display name (for a group conversation, its
    /// `speakableGroupName`) and which the car shows as a message or call from the sender. Throws a `UNError`:
    /// `contentProvidingObjectNotAllowed` for another provider, `contentProvidingInvalid` for an intent without a
    /// sender.
    @available(iOS 15.0, *)
    open func updating(from provider: any UNNotificationContentProviding) throws -> UNNotificationContent {
        guard let message = provider as? any _UNCommunicationContent else {
            throw UNError(.contentProvidingObjectNotAllowed)
        }
        guard let sender = message._senderName, !sender.isEmpty else { throw UNError(.contentProvidingInvalid) }
        let updated = UNNotificationContent(copying: self)
        updated._title = message._groupName ?? sender
        updated.communication = PlatformNotificationContent.Communication(
            senderName: sender, conversationIdentifier: message._conversationIdentifier, intent: message._intentName)
        return updated
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        UNNotificationContent(copying: self)
    }

    /// A mutable copy (a `UNMutableNotificationContent`).
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        UNMutableNotificationContent(copying: self)
    }

    /// The sender and conversation of a communication notification, nil for another notification.
    @_spi(CarPlayHost) public var _communication: PlatformNotificationContent.Communication? { communication }

    /// The content as the car receives it.
    var platformContent: PlatformNotificationContent {
        PlatformNotificationContent(
            title: _title, subtitle: _subtitle, body: _body, categoryIdentifier: _categoryIdentifier,
            threadIdentifier: _threadIdentifier, interruptionLevel: Int(_interruptionLevel.rawValue),
            badge: _badge?.intValue, hasSound: _sound != nil, communication: communication)
    }

    /// The content of a notification the car has that the app's center did not add (a remote notification): what
    /// the car knows of it, with the default sound when it has one.
    convenience init(platform content: PlatformNotificationContent) {
        self.init()
        _title = content.title
        _subtitle = content.subtitle
        _body = content.body
        _categoryIdentifier = content.categoryIdentifier
        _threadIdentifier = content.threadIdentifier
        _interruptionLevel =
            UNNotificationInterruptionLevel(rawValue: UInt(max(content.interruptionLevel, 0))) ?? .active
        _badge = content.badge.map { NSNumber(value: $0) }
        _sound = content.hasSound ? .default : nil
        communication = content.communication
    }
}
#endif
