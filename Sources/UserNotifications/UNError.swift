#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A UserNotifications error (`UNErrorDomain`), as Swift imports `UNErrorCode`: catch it with
/// `catch let error as UNError` and compare `error.code`.
@available(iOS 10.0, *)
public struct UNError: _BridgedStoredNSError, @unchecked Sendable {
    /// The error's codes.
    public enum Code: Int, _ErrorCodeProtocol, Sendable {
        /// The error the codes belong to.
        public typealias _ErrorType = UNError

        /// The app may not post notifications (the user denied them, or no car keeps them).
        case notificationsNotAllowed = 1
        /// An attachment's URL is not a file URL of a file that exists.
        case attachmentInvalidURL = 100
        /// An attachment's file is of a type notifications do not take.
        case attachmentUnrecognizedType = 101
        /// An attachment's file is too large for its type.
        case attachmentInvalidFileSize = 102
        /// An attachment's file is not in the notification data store.
        case attachmentNotInDataStore = 103
        /// An attachment's file could not be moved into the notification data store.
        case attachmentMoveIntoDataStoreFailed = 104
        /// An attachment's file is corrupt.
        case attachmentCorrupt = 105
        /// The notification has no date to be delivered at (its trigger is not valid).
        case notificationInvalidNoDate = 1400
        /// The notification has no content.
        case notificationInvalidNoContent = 1401
        /// The object a content was updated from does not provide content (`UNNotificationContentProviding`).
        @available(iOS 15.0, *)
        case contentProvidingObjectNotAllowed = 1500
        /// The object a content was updated from lacks what the content needs (a message without a sender).
        @available(iOS 15.0, *)
        case contentProvidingInvalid = 1501
        /// The badge count is not valid (negative).
        @available(iOS 16.0, *)
        case badgeInputInvalid = 1600
    }

    /// The error as an `NSError`.
    public let _nsError: NSError

    /// The error an `NSError` of `UNErrorDomain` describes.
    public init(_nsError: NSError) {
        precondition(_nsError.domain == UNErrorDomain, "not a UNErrorDomain error")
        self._nsError = _nsError
    }

    /// `UNErrorDomain`.
    public static var errorDomain: String { UNErrorDomain }
    /// `UNErrorDomain`.
    public static var _nsErrorDomain: String { UNErrorDomain }

    /// The app may not post notifications.
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    /// An attachment's URL is not a file URL of a file that exists.
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    /// An attachment's file is of a type notifications do not take.
    public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
    /// An attachment's file is too large for its type.
    public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
    /// An attachment's file is not in the notification data store.
    public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
    /// An attachment's file could not be moved into the notification data store.
    public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
    /// An attachment's file is corrupt.
    public static var attachmentCorrupt: Code { .attachmentCorrupt }
    /// The notification has no date to be delivered at.
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    /// The notification has no content.
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    /// The object a content was updated from does not provide content.
    @available(iOS 15.0, *) public static var contentProvidingObjectNotAllowed: Code {
        .contentProvidingObjectNotAllowed
    }
    /// The object a content was updated from lacks what the content needs.
    @available(iOS 15.0, *) public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
    /// The badge count is not valid.
    @available(iOS 16.0, *) public static var badgeInputInvalid: Code { .badgeInputInvalid }
}
#endif
