import Foundation
import UIKit

/// An image-row element showing an image with an optional title and subtitle (iOS 26).
@preconcurrency @MainActor
@available(iOS 26.0, *)
open class CPListImageRowItemRowElement: CPListImageRowItemElement {
    /// Creates a row element.
    public init(image: UIImage, title: String?, subtitle: String?) {
        self.title = title
        self.subtitle = subtitle
        super.init(_image: image)
    }

    /// The maximum size of a row element's image.
    open override class var maximumImageSize: CGSize { CGSize(width: 80, height: 80) }

    /// The title under the image.
    open var title: String? { didSet { notifyHostOfChange() } }

    /// The subtitle under the title.
    open var subtitle: String? { didSet { notifyHostOfChange() } }

    override var _archivedClassName: String { "CPListImageRowItemRowElement" }

    /// Archives the element, title and subtitle.
    override func _encodePrivately(with coder: NSCoder) {
        super._encodePrivately(with: coder)
        coder.encode(title, forKey: "title")
        coder.encode(subtitle, forKey: "subtitle")
    }

    /// Decodes an element that `_encodePrivately(with:)` archived.
    override init?(_privateCoder coder: NSCoder) {
        self.title = coder.decodeString(forKey: "title")
        self.subtitle = coder.decodeString(forKey: "subtitle")
        super.init(_privateCoder: coder)
    }

    override var _descriptionFields: String {
        "title: \(cpDescribe(title)), subtitle: \(cpDescribe(subtitle)), "
    }
}
