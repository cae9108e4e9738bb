#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An attachment of an attributed string: an image drawn inline with the text. CarPlay draws the images of text
/// attachments in maneuver instructions (road shields, for example); nothing else of an attachment is drawn.
open class NSTextAttachment: NSObject {
    /// Creates an attachment with contents and their uniform type identifier.
    public init(data contentData: Data?, ofType uti: String?) {
        self.contents = contentData
        self.fileType = uti
        super.init()
    }

    /// Creates an empty attachment; set its `image` or `contents` afterwards.
    public convenience override init() {
        self.init(data: nil, ofType: nil)
    }

    /// Creates an attachment that shows an image (iOS 13).
    @available(iOS 13.0, *)
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The attachment's contents.
    open var contents: Data?

    /// The uniform type identifier of `contents`.
    open var fileType: String?

    /// The image the attachment shows.
    open var image: UIImage?

    /// The attachment's bounds in the text's coordinate space; zero means the image's size.
    open var bounds: CGRect = .zero
}

extension NSAttributedString.Key {
    /// The attribute whose value is an `NSTextAttachment` (Objective-C `NSAttachmentAttributeName`).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// Creates an attributed string of one attachment character (U+FFFC) carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
#endif
