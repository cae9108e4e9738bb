import Foundation
import UIKit

/// A button the app places over its map in a map template (at most four; two while the panning interface is up).
/// The system does not style map buttons: the app supplies the image, and optionally the image shown while the button
/// has the focus.
@preconcurrency @MainActor
@available(iOS 12.0, *)
open class CPMapButton: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a map button; the system calls `handler` when the driver selects it.
    public init(handler: ((CPMapButton) -> Void)? = nil) {
        self.handler = handler
        super.init()
    }

    // MARK: NSSecureCoding

    /// Map buttons support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the enabled and hidden states and both images; the handler is not archived.
    open func encode(with coder: NSCoder) {
        coder.encode(isEnabled, forKey: "enabled")
        coder.encode(isHidden, forKey: "hidden")
        coder.encodeImage(image, forKey: "image")
        coder.encodeImage(focusedImage, forKey: "focusedImage")
    }

    /// Decodes a map button that `encode(with:)` archived: a new button without a handler.
    public required init?(coder: NSCoder) {
        isEnabled = coder.decodeBool(forKey: "enabled", default: true)
        isHidden = coder.decodeBool(forKey: "hidden", default: false)
        image = coder.decodeImage(forKey: "image")
        focusedImage = coder.decodeImage(forKey: "focusedImage")
        handler = nil
        super.init()
    }

    /// Whether the driver can select the button (default true).
    open var isEnabled: Bool = true { didSet { notifyHostOfChange() } }

    /// Whether the button is hidden (default false).
    open var isHidden: Bool = false { didSet { notifyHostOfChange() } }

    /// The button's image.
    open var image: UIImage? { didSet { notifyHostOfChange() } }

    /// The image while the button has the focus; without one the system derives a focused look from `image`.
    open var focusedImage: UIImage? { didSet { notifyHostOfChange() } }

    /// The closure the system calls when the driver selects the button.
    @_spi(CarPlayHost) public let handler: ((CPMapButton) -> Void)?

    nonisolated open override var description: String {
        let head = "<CPMapButton: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) enabled: \(isEnabled ? 1 : 0), hidden: \(isHidden ? 1 : 0), image: \(cpDescribe(image))"
        }
    }
}
