import Foundation
import UIKit

/// An image-row element showing only an image (iOS 26).
@preconcurrency @MainActor
@available(iOS 26.0, *)
open class CPListImageRowItemGridElement: CPListImageRowItemElement {
    /// Creates a grid element.
    public init(image: UIImage) {
        super.init(_image: image)
    }

    /// The maximum size of a grid element's image.
    open override class var maximumImageSize: CGSize { CGSize(width: 100, height: 100) }

    override var _archivedClassName: String { "CPListImageRowItemGridElement" }

    /// Decodes an element that a private archive holds (see `CPListImageRowItemElement`).
    override init?(_privateCoder coder: NSCoder) {
        super.init(_privateCoder: coder)
    }
}
