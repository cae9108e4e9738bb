import Foundation
import UIKit

/// An image for a list details header or a card element, with an optional badge overlay and sports scoreboard
/// overlay (iOS 26.4).
@preconcurrency @MainActor
@available(iOS 26.4, *)
open class CPThumbnailImage: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a thumbnail without overlays.
    public init(image: UIImage) {
        self.image = image
        super.init()
    }

    /// Creates a thumbnail with overlays.
    public init(image: UIImage, imageOverlay: CPImageOverlay?, sportsOverlay: CPSportsOverlay?) {
        self.image = image
        self.imageOverlay = imageOverlay
        self.sportsOverlay = sportsOverlay
        super.init()
    }

    // MARK: NSSecureCoding

    /// Thumbnails support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the image and overlays.
    open func encode(with coder: NSCoder) {
        coder.encodeImage(image, forKey: "image")
        coder.encode(imageOverlay, forKey: "imageOverlay")
        coder.encode(sportsOverlay, forKey: "sportsOverlay")
    }

    /// Decodes a thumbnail that `encode(with:)` archived: a new thumbnail.
    public required init?(coder: NSCoder) {
        guard let image = coder.decodeImage(forKey: "image") else { return nil }
        self.image = image
        self.imageOverlay = coder.decodeIfPresent(CPImageOverlay.self, forKey: "imageOverlay")
        self.sportsOverlay = coder.decodeIfPresent(CPSportsOverlay.self, forKey: "sportsOverlay")
        super.init()
    }

    /// The thumbnail's image.
    open var image: UIImage { didSet { notifyHostOfChange() } }

    /// A badge drawn over the image.
    open var imageOverlay: CPImageOverlay? { didSet { notifyHostOfChange() } }

    /// A scoreboard drawn over the image.
    open var sportsOverlay: CPSportsOverlay? { didSet { notifyHostOfChange() } }

    nonisolated open override var description: String {
        let head = "<CPThumbnailImage: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) image: \(image), imageOverlay: \(cpDescribe(imageOverlay)), "
                + "sportsOverlay: \(cpDescribe(sportsOverlay))"
        }
    }
}
