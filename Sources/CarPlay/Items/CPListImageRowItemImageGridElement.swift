import Foundation
import UIKit

/// An image-row element showing a shaped image with a title and an optional accessory symbol (iOS 26).
@preconcurrency @MainActor
@available(iOS 26.0, *)
open class CPListImageRowItemImageGridElement: CPListImageRowItemElement {
    /// Creates an image-grid element. `accessorySymbolName` is the name of an SF Symbol shown beside the title.
    public init(
        image: UIImage, imageShape: CPListImageRowItemImageGridElement.Shape, title: String,
        accessorySymbolName: String?
    ) {
        self._imageShape = imageShape
        self.title = title
        self.accessorySymbolName = accessorySymbolName
        super.init(_image: image)
    }

    /// The maximum size of an image-grid element's image.
    open override class var maximumImageSize: CGSize { CGSize(width: 80, height: 80) }

    /// The element's title.
    open var title: String { didSet { notifyHostOfChange() } }

    /// The name of the SF Symbol shown beside the title.
    open var accessorySymbolName: String? { didSet { notifyHostOfChange() } }

    /// The shape the image is clipped to.
    open var imageShape: CPListImageRowItemImageGridElement.Shape { _imageShape }
    private let _imageShape: CPListImageRowItemImageGridElement.Shape

    override var _archivedClassName: String { "CPListImageRowItemImageGridElement" }

    /// Archives the element, title, accessory symbol and image shape.
    override func _encodePrivately(with coder: NSCoder) {
        super._encodePrivately(with: coder)
        coder.encode(title, forKey: "title")
        coder.encode(accessorySymbolName, forKey: "accessorySymbolName")
        coder.encode(imageShape.rawValue, forKey: "imageShape")
    }

    /// Decodes an element that `_encodePrivately(with:)` archived; nil for an unknown shape.
    override init?(_privateCoder coder: NSCoder) {
        guard let title = coder.decodeString(forKey: "title"),
            let shape = Shape(rawValue: coder.decodeInteger(forKey: "imageShape"))
        else { return nil }
        self.title = title
        self.accessorySymbolName = coder.decodeString(forKey: "accessorySymbolName")
        self._imageShape = shape
        super.init(_privateCoder: coder)
    }

    override var _descriptionFields: String {
        "title: \(title), imageShape: \(imageShape.rawValue), accessorySymbolName: \(cpDescribe(accessorySymbolName)), "
    }
}

extension CPListImageRowItemImageGridElement {
    /// The shape of an image-grid element's image (Objective-C `CPListImageRowItemImageGridElementShape`).
    @available(iOS 26.0, *)
    public enum Shape: Int, Sendable {
        /// A circle.
        case circular = 0
        /// A rectangle with rounded corners.
        case roundedRectangle = 1
    }
}
