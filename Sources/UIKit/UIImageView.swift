#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A view that shows an image (a navigation app's map tiles, markers, its own overlays).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Creates an image view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    /// Creates an image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an image view from an archive, without an image.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image shown.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the image view shows its highlighted image.
    open var isHighlighted = false
}
#endif
