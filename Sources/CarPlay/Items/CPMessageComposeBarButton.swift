import Foundation
import UIKit

/// A bar button that starts a Siri message-compose flow; it has no handler (communication apps).
@available(iOS 14.0, *)
open class CPMessageComposeBarButton: CPBarButton {
    /// Creates a button with the system compose glyph.
    public init() {
        super.init(_systemGlyph: UIImage(systemName: "square.and.pencil"))
    }

    /// Creates a button with a custom image.
    public init(image: UIImage) {
        super.init(_systemGlyph: image)
    }

    /// Decodes a compose button that `encode(with:)` archived: a new button.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @available(*, unavailable, message: "A compose button has no title")
    open override var title: String? {
        get { nil }
        set {}
    }

    @available(*, unavailable, message: "Tapping a compose button starts Siri; it has no handler")
    public override init(image: UIImage, handler: CPBarButtonHandler? = nil) {
        super.init(image: image, handler: handler)
    }

    @available(*, unavailable, message: "A compose button has no title")
    public override init(title: String, handler: CPBarButtonHandler? = nil) {
        super.init(title: title, handler: handler)
    }
}
