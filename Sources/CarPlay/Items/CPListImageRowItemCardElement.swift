import Foundation
import UIKit

/// An image-row element shown as a card: an image (filling the card or as a rounded square), a title, a subtitle
/// and a tint (iOS 26).
@preconcurrency @MainActor
@available(iOS 26.0, *)
open class CPListImageRowItemCardElement: CPListImageRowItemElement, @preconcurrency NSSecureCoding {
    /// Creates a card element. With `showsImageFullHeight` the image fills the card; otherwise it is a rounded
    /// square. A nil `tintColor` uses the secondary system background colour.
    public init(image: UIImage, showsImageFullHeight: Bool, title: String?, subtitle: String?, tintColor: UIColor?) {
        self._showsImageFullHeight = showsImageFullHeight
        self.title = title ?? ""
        self.subtitle = subtitle
        self.tintColor = tintColor
        super.init(_image: image)
    }

    /// Creates a card element whose image is a thumbnail with optional overlays (iOS 26.4). The thumbnail fills
    /// the card.
    @available(iOS 26.4, *)
    public init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, tintColor: UIColor?) {
        self.thumbnail = thumbnail
        self._showsImageFullHeight = true
        self.title = title ?? ""
        self.subtitle = subtitle
        self.tintColor = tintColor
        super.init(_image: thumbnail.image)
    }

    /// The maximum size of the image when it doesn't fill the card.
    open override class var maximumImageSize: CGSize { CGSize(width: 60, height: 60) }

    /// The maximum size of the image when it fills the card.
    open class var maximumFullHeightImageSize: CGSize { CGSize(width: 180, height: 180) }

    /// The thumbnail shown instead of `image`, with its overlays (iOS 26.4).
    @available(iOS 26.4, *)
    open var thumbnail: CPThumbnailImage? { didSet { notifyHostOfChange() } }

    /// The card's title.
    open var title: String { didSet { notifyHostOfChange() } }

    /// The card's subtitle.
    open var subtitle: String? { didSet { notifyHostOfChange() } }

    /// True when the image fills the card; false when it is a rounded square.
    open var showsImageFullHeight: Bool { _showsImageFullHeight }
    private let _showsImageFullHeight: Bool

    /// The card's background tint; nil uses the secondary system background colour.
    open var tintColor: UIColor? { didSet { notifyHostOfChange() } }

    // MARK: NSSecureCoding

    /// Card elements support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the image, thumbnail, texts, tint color and element state.
    open func encode(with coder: NSCoder) {
        super._encodePrivately(with: coder)
        coder.encode(thumbnail, forKey: "thumbnail")
        coder.encode(title, forKey: "title")
        coder.encode(subtitle, forKey: "subtitle")
        coder.encode(showsImageFullHeight, forKey: "showsImageFullHeight")
        coder.encodeColor(tintColor, forKey: "tintColor")
    }

    /// Decodes a card element that `encode(with:)` archived: a new element.
    public required init?(coder: NSCoder) {
        self.thumbnail = coder.decodeIfPresent(CPThumbnailImage.self, forKey: "thumbnail")
        self.title = coder.decodeString(forKey: "title") ?? ""
        self.subtitle = coder.decodeString(forKey: "subtitle")
        self._showsImageFullHeight = coder.decodeBool(forKey: "showsImageFullHeight")
        self.tintColor = coder.decodeColor(forKey: "tintColor")
        super.init(_privateCoder: coder)
    }

    override var _archivedClassName: String { "CPListImageRowItemCardElement" }

    override func _encodePrivately(with coder: NSCoder) {
        encode(with: coder)
    }

    override var _descriptionFields: String {
        "title: \(title), subtitle: \(cpDescribe(subtitle)), showsImageFullHeight: \(showsImageFullHeight ? 1 : 0), "
            + "thumbnail: \(cpDescribe(thumbnail)), "
    }
}
