#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An image, sound or movie file shown with a notification.
///
/// Made as on iOS: the file must exist, be of a type notifications take (by its extension, or the
/// `UNNotificationAttachmentOptionsTypeHintKey` option) and within its kind's size limit (images 10 MB, sounds 5 MB,
/// movies 50 MB). Unlike iOS, adding the request does not move the file into the system's data store: it stays where
/// it is, and the car, which shows a notification's title and subtitle only, never sees it.
@available(iOS 10.0, *)
open class UNNotificationAttachment: NSObject, NSCopying, @unchecked Sendable {
    // Immutable: set once in init.
    private let _identifier: String
    private let _url: URL
    private let _type: String

    private init(identifier: String, url: URL, type: String) {
        _identifier = identifier
        _url = url
        _type = type
        super.init()
    }

    /// An attachment of the file at `URL`, identified by `identifier` (empty: a unique identifier is made). Throws a
    /// `UNError`: `attachmentInvalidURL` when `URL` is not a file that exists, `attachmentUnrecognizedType` for a
    /// type notifications do not take, `attachmentInvalidFileSize` for a file too large for its kind.
    public convenience init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        var isDirectory: ObjCBool = false
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else { throw UNError(.attachmentInvalidURL) }
        let hint = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String
        guard let kind = Self.kind(ofType: hint) ?? Self.kind(ofExtension: URL.pathExtension) else {
            throw UNError(.attachmentUnrecognizedType)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: URL.path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= kind.maximumSize else { throw UNError(.attachmentInvalidFileSize) }
        self.init(identifier: identifier.isEmpty ? UUID().uuidString : identifier, url: URL, type: kind.type)
    }

    /// The attachment's identifier.
    open var identifier: String { _identifier }
    /// The attachment's file.
    open var url: URL { _url }
    /// The file's type (a uniform type identifier, `"public.png"`).
    open var type: String { _type }

    /// The attachment itself: it never changes.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: The types notifications take

    private struct Kind {
        let type: String
        let maximumSize: Int
    }

    private static let imageSize = 10_000_000
    private static let audioSize = 5_000_000
    private static let movieSize = 50_000_000

    /// The types by file extension, with their kind's size limit.
    private static let kindsByExtension: [String: Kind] = [
        "jpg": Kind(type: "public.jpeg", maximumSize: imageSize),
        "jpeg": Kind(type: "public.jpeg", maximumSize: imageSize),
        "png": Kind(type: "public.png", maximumSize: imageSize),
        "gif": Kind(type: "com.compuserve.gif", maximumSize: imageSize),
        "heic": Kind(type: "public.heic", maximumSize: imageSize),
        "aif": Kind(type: "public.aiff-audio", maximumSize: audioSize),
        "aiff": Kind(type: "public.aiff-audio", maximumSize: audioSize),
        "wav": Kind(type: "com.microsoft.waveform-audio", maximumSize: audioSize),
        "mp3": Kind(type: "public.mp3", maximumSize: audioSize),
        "m4a": Kind(type: "com.apple.m4a-audio", maximumSize: audioSize),
        "mpg": Kind(type: "public.mpeg", maximumSize: movieSize),
        "mpeg": Kind(type: "public.mpeg", maximumSize: movieSize),
        "mp4": Kind(type: "public.mpeg-4", maximumSize: movieSize),
        "m4v": Kind(type: "com.apple.m4v-video", maximumSize: movieSize),
        "avi": Kind(type: "public.avi", maximumSize: movieSize),
    ]

    private static func kind(ofExtension pathExtension: String) -> Kind? {
        kindsByExtension[pathExtension.lowercased()]
    }

    private static func kind(ofType type: String?) -> Kind? {
        guard let type else { return nil }
        return kindsByExtension.values.first { $0.type == type }
    }
}
#endif
