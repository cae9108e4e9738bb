import Foundation
import UIKit

/// A button in a grid template or a list template's pinned header: an image and title variants.
open class CPGridButton: NSObject, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a grid button.
    public convenience init(titleVariants: [String], image: UIImage, handler: ((CPGridButton) -> Void)? = nil) {
        self.init(titleVariants: titleVariants, image: image, messageConfiguration: nil, handler: handler)
    }

    /// Creates a grid button for a conversation (communication apps' pinned elements).
    @available(iOS 26.0, *)
    public init(
        titleVariants: [String], image: UIImage, messageConfiguration: CPMessageGridItemConfiguration?,
        handler: ((CPGridButton) -> Void)? = nil
    ) {
        self.titleVariants = titleVariants
        self.image = image
        self._messageConfiguration = messageConfiguration
        self.handler = handler
        super.init()
    }

    // MARK: NSSecureCoding

    /// Grid buttons support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the title variants, image, message configuration and enabled state; the handler is not archived.
    open func encode(with coder: NSCoder) {
        coder.encodeStrings(titleVariants, forKey: "titleVariants")
        coder.encodeImage(image, forKey: "image")
        coder.encodePrivately(messageConfiguration, forKey: "messageConfiguration")
        coder.encode(isEnabled, forKey: "enabled")
    }

    /// Decodes a grid button that `encode(with:)` archived: a new button without a handler.
    public required init?(coder: NSCoder) {
        guard let titleVariants = coder.decodeStrings(forKey: "titleVariants"),
            let image = coder.decodeImage(forKey: "image")
        else { return nil }
        self.titleVariants = titleVariants
        self.image = image
        self._messageConfiguration = coder.decodePrivately(
            CPMessageGridItemConfiguration.self, forKey: "messageConfiguration")
        self.isEnabled = coder.decodeBool(forKey: "enabled", default: true)
        self.handler = nil
        super.init()
    }

    /// A Boolean value that determines whether the button is enabled.
    open var isEnabled: Bool = true { didSet { notifyHostOfChange() } }

    /// The image of the button.
    open private(set) var image: UIImage

    /// The title variants, most preferred first.
    open private(set) var titleVariants: [String]

    /// The conversation this button stands for, if any.
    @available(iOS 26.0, *)
    open var messageConfiguration: CPMessageGridItemConfiguration? { _messageConfiguration }
    private let _messageConfiguration: CPMessageGridItemConfiguration?

    /// The closure the system calls when the user taps the button.
    @_spi(CarPlayHost) public let handler: ((CPGridButton) -> Void)?

    /// Replaces the button's image.
    @available(iOS 26.0, *)
    open func updateImage(_ image: UIImage) {
        self.image = image
        notifyHostOfChange()
    }

    /// Replaces the button's title variants.
    @available(iOS 26.0, *)
    open func updateTitleVariants(_ titleVariants: [String]) {
        self.titleVariants = titleVariants
        notifyHostOfChange()
    }

    open override var description: String {
        "<CPGridButton: \(cpAddress(of: self))> titleVariants: \(titleVariants), enabled: \(isEnabled ? 1 : 0)"
    }
}
