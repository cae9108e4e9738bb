import Foundation
import UIKit

/// The maximum size of a button image; larger images are scaled down.
@available(iOS 14.0, *)
public let CPButtonMaximumImageSize = CGSize(width: 50, height: 50)

/// A button with an image and an optional title, used by contacts, section headers, list details headers and
/// voice control states.
@available(iOS 14.0, *)
open class CPButton: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a button with an image and a handler.
    public init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        self._image = image
        self.handler = handler
        super.init()
    }

    /// Creates a button whose glyph the system supplies (contact call and directions buttons).
    init(_systemImage image: UIImage?, handler: ((CPButton) -> Void)?) {
        self._image = image
        self.handler = handler
        super.init()
    }

    /// The image of the button.
    open var image: UIImage? { _image }
    private let _image: UIImage?

    /// The title of the button, shown only where a template allows titles.
    open var title: String? { didSet { notifyHostOfChange() } }

    /// A Boolean value that determines whether the button is enabled (default true).
    open var isEnabled: Bool = true { didSet { notifyHostOfChange() } }

    /// The closure the system calls when the user taps the button.
    @_spi(CarPlayHost) public let handler: ((CPButton) -> Void)?

    // MARK: Archiving (private: the header does not adopt NSSecureCoding; containers archive their buttons)

    /// The framework class name a private archive records.
    var _archivedClassName: String { "CPButton" }

    /// Archives the image, title and enabled state; the handler is not archived.
    func _encodePrivately(with coder: NSCoder) {
        coder.encodeImage(image, forKey: "image")
        coder.encode(title, forKey: "title")
        coder.encode(isEnabled, forKey: "enabled")
    }

    /// Decodes a button that `_encodePrivately(with:)` archived: a new button without a handler.
    init?(_privateCoder coder: NSCoder) {
        self._image = coder.decodeImage(forKey: "image")
        self.handler = nil
        self.title = coder.decodeString(forKey: "title")
        self.isEnabled = coder.decodeBool(forKey: "enabled", default: true)
        super.init()
    }

    open override var description: String {
        "<\(String(describing: type(of: self))): \(cpAddress(of: self))> title: \(cpDescribe(title)), image: \(cpDescribe(image)), enabled: \(isEnabled ? 1 : 0)"
    }
}
