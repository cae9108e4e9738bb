import Foundation
import UIKit

/// A shortcut button on the CarPlay Dashboard, shown while the app is not navigating (at most two; a button shows only
/// with an image and a non-empty title). Its image should be at most 30×30 points.
@available(iOS 13.4, *)
open class CPDashboardButton: NSObject, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a Dashboard button; the system calls `handler` when the driver selects it.
    public init(
        titleVariants: [String], subtitleVariants: [String], image: UIImage,
        handler: ((CPDashboardButton) -> Void)? = nil
    ) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.image = image
        self.handler = handler
        super.init()
    }

    // MARK: NSSecureCoding

    /// Dashboard buttons support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the title and subtitle variants and the image; the handler is not archived.
    open func encode(with coder: NSCoder) {
        coder.encodeStrings(titleVariants, forKey: "titleVariants")
        coder.encodeStrings(subtitleVariants, forKey: "subtitleVariants")
        coder.encodeImage(image, forKey: "image")
    }

    /// Decodes a Dashboard button that `encode(with:)` archived: a new button without a handler.
    public required init?(coder: NSCoder) {
        guard let titleVariants = coder.decodeStrings(forKey: "titleVariants"),
            let subtitleVariants = coder.decodeStrings(forKey: "subtitleVariants"),
            let image = coder.decodeImage(forKey: "image")
        else { return nil }
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.image = image
        self.handler = nil
        super.init()
    }

    /// The title variants, longest first.
    open private(set) var titleVariants: [String]

    /// The subtitle variants, longest first.
    open private(set) var subtitleVariants: [String]

    /// The button's image.
    open private(set) var image: UIImage

    /// The closure the system calls when the driver selects the button.
    @_spi(CarPlayHost) public let handler: ((CPDashboardButton) -> Void)?

    open override var description: String {
        "<CPDashboardButton: \(cpAddress(of: self))> titleVariants: \(titleVariants), subtitleVariants: "
            + "\(subtitleVariants)"
    }
}
