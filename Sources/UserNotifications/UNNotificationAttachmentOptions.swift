#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// The keys of `UNNotificationAttachment(identifier:url:options:)`'s options. Only the type hint changes what the
// attachment is here; the thumbnail keys are kept for the app's code to compile (the car draws no thumbnails).

/// The attachment's type (a uniform type identifier, `"public.jpeg"`), when the file's extension does not say it.
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
/// Whether the attachment's thumbnail is hidden (a `Bool`).
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
/// The part of an image the thumbnail shows (a normalized rectangle's dictionary).
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey =
    "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
/// The frame of a movie the thumbnail shows (seconds, or a `CMTime`'s dictionary).
@available(iOS 10.0, *)
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"
#endif
