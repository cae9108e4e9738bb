import Foundation
import UIKit

/// A badge drawn over a thumbnail image: an image, or text on a coloured background (iOS 26.4).
@preconcurrency @MainActor
@available(iOS 26.4, *)
open class CPImageOverlay: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates an overlay showing an image.
    public init(image: UIImage, alignment: CPImageOverlay.Alignment) {
        self.image = image
        self._alignment = alignment
        super.init()
    }

    /// Creates an overlay showing text in `textColor` on `backgroundColor`.
    public init(text: String, textColor: UIColor, backgroundColor: UIColor, alignment: CPImageOverlay.Alignment) {
        self.text = text
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self._alignment = alignment
        super.init()
    }

    // MARK: NSSecureCoding

    /// Image overlays support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the text and its colors, the image and the alignment.
    open func encode(with coder: NSCoder) {
        coder.encode(text, forKey: "text")
        coder.encodeColor(textColor, forKey: "textColor")
        coder.encodeColor(backgroundColor, forKey: "backgroundColor")
        coder.encodeImage(image, forKey: "image")
        coder.encode(alignment.rawValue, forKey: "alignment")
    }

    /// Decodes an overlay that `encode(with:)` archived; nil for an unknown alignment.
    public required init?(coder: NSCoder) {
        guard let alignment = Alignment(rawValue: coder.decodeInteger(forKey: "alignment")) else { return nil }
        self.text = coder.decodeString(forKey: "text")
        self.textColor = coder.decodeColor(forKey: "textColor")
        self.backgroundColor = coder.decodeColor(forKey: "backgroundColor")
        self.image = coder.decodeImage(forKey: "image")
        self._alignment = alignment
        super.init()
    }

    /// The overlay's text, for a text overlay.
    open private(set) var text: String?

    /// The colour of the text, for a text overlay.
    open private(set) var textColor: UIColor?

    /// The colour behind the text, for a text overlay.
    open private(set) var backgroundColor: UIColor?

    /// The overlay's image, for an image overlay.
    open private(set) var image: UIImage?

    /// Where the overlay sits along the thumbnail's edge.
    open var alignment: CPImageOverlay.Alignment { _alignment }
    private let _alignment: CPImageOverlay.Alignment

    nonisolated open override var description: String {
        let head = "<CPImageOverlay: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) text: \(cpDescribe(text)), image: \(cpDescribe(image)), alignment: \(alignment.rawValue)"
        }
    }
}

extension CPImageOverlay {
    /// Where an overlay sits along the thumbnail's edge (Objective-C `CPImageOverlayAlignment`).
    public enum Alignment: Int, Sendable {
        /// At the leading corner.
        case leading = 0
        /// Centred.
        case center = 1
        /// At the trailing corner.
        case trailing = 2
    }
}
