import Foundation
import UIKit

/// A Now Playing button that shows a custom image for any other action. The system recolors the image; supply a
/// dark variant where needed.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPNowPlayingImageButton: CPNowPlayingButton {
    /// Creates a button with a custom image (at most `CPNowPlayingButtonMaximumImageSize`; larger images are
    /// scaled down).
    public init(image: UIImage, handler: ((CPNowPlayingButton) -> Void)? = nil) {
        self._image = image
        super.init(handler: handler)
    }

    /// Creates an image button without an image; the system shows its default glyph.
    public override init(handler: ((CPNowPlayingButton) -> Void)? = nil) {
        self._image = nil
        super.init(handler: handler)
    }

    /// The custom image of the button; only the first frame of an animated image is used.
    open var image: UIImage? { _image }
    private let _image: UIImage?

    /// Archives the button and its image.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encodeImage(image, forKey: "image")
    }

    /// Decodes a button that `encode(with:)` archived: a new button without a handler.
    public required init?(coder: NSCoder) {
        self._image = coder.decodeImage(forKey: "image")
        super.init(coder: coder)
    }

    nonisolated open override var description: String {
        let head = super.description
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated { "\(head), image: \(cpDescribe(image))" }
    }
}
