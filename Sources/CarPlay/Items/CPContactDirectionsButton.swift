import Foundation
import UIKit

/// A contact action button with the system directions glyph.
@available(iOS 14.0, *)
open class CPContactDirectionsButton: CPButton {
    /// Creates a directions button.
    public init(handler: ((CPButton) -> Void)? = nil) {
        super.init(_systemImage: UIImage(systemName: "arrow.triangle.turn.up.right.diamond.fill"), handler: handler)
    }

    @available(*, unavailable, message: "A directions button uses the system directions glyph")
    public override init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        super.init(_systemImage: image, handler: handler)
    }

    /// Decodes a button that a private archive holds (see `CPButton`).
    override init?(_privateCoder coder: NSCoder) {
        super.init(_privateCoder: coder)
    }

    override var _archivedClassName: String { "CPContactDirectionsButton" }
}
