import Foundation
import UIKit

/// A compact image-row element: a small shaped image, a title, a subtitle and an optional accessory symbol
/// (iOS 26).
@preconcurrency @MainActor
@available(iOS 26.0, *)
open class CPListImageRowItemCondensedElement: CPListImageRowItemElement {
    /// Creates a condensed element. `accessorySymbolName` is the name of an SF Symbol shown at the trailing edge.
    public init(
        image: UIImage, imageShape: CPListImageRowItemCondensedElement.Shape, title: String, subtitle: String?,
        accessorySymbolName: String?
    ) {
        self._imageShape = imageShape
        self.title = title
        self.subtitle = subtitle
        self.accessorySymbolName = accessorySymbolName
        super.init(_image: image)
    }

    /// The maximum size of a condensed element's image.
    open override class var maximumImageSize: CGSize { CGSize(width: 44, height: 44) }

    /// The element's title.
    open var title: String { didSet { notifyHostOfChange() } }

    /// The element's subtitle.
    open var subtitle: String? { didSet { notifyHostOfChange() } }

    /// The name of the SF Symbol shown at the trailing edge.
    open var accessorySymbolName: String? { didSet { notifyHostOfChange() } }

    /// The shape the image is clipped to.
    open var imageShape: CPListImageRowItemCondensedElement.Shape { _imageShape }
    private let _imageShape: CPListImageRowItemCondensedElement.Shape

    override var _archivedClassName: String { "CPListImageRowItemCondensedElement" }

    /// Archives the element, texts, accessory symbol and image shape.
    override func _encodePrivately(with coder: NSCoder) {
        super._encodePrivately(with: coder)
        coder.encode(title, forKey: "title")
        coder.encode(subtitle, forKey: "subtitle")
        coder.encode(accessorySymbolName, forKey: "accessorySymbolName")
        coder.encode(imageShape.rawValue, forKey: "imageShape")
    }

    /// Decodes an element that `_encodePrivately(with:)` archived; nil for an unknown shape.
    override init?(_privateCoder coder: NSCoder) {
        guard let title = coder.decodeString(forKey: "title"),
            let shape = Shape(rawValue: coder.decodeInteger(forKey: "imageShape"))
        else { return nil }
        self.title = title
        self.subtitle = coder.decodeString(forKey: "subtitle")
        self.accessorySymbolName = coder.decodeString(forKey: "accessorySymbolName")
        self._imageShape = shape
        super.init(_privateCoder: coder)
    }

    override var _descriptionFields: String {
        "title: \(title), subtitle: \(cpDescribe(subtitle)), imageShape: \(imageShape.rawValue), "
            + "accessorySymbolName: \(cpDescribe(accessorySymbolName)), "
    }
}

extension CPListImageRowItemCondensedElement {
    /// The shape of a condensed element's image (Objective-C `CPListImageRowItemCondensedElementShape`).
    @available(iOS 26.0, *)
    public enum Shape: Int, Sendable {
        /// A circle.
        case circular = 0
        /// A rectangle with rounded corners.
        case roundedRectangle = 1
    }
}
