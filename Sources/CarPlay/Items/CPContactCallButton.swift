import Foundation
import UIKit

/// A contact action button with the system phone glyph.
@available(iOS 14.0, *)
open class CPContactCallButton: CPButton {
    /// Creates a call button.
    public init(handler: ((CPButton) -> Void)? = nil) {
        super.init(_systemImage: UIImage(systemName: "phone.fill"), handler: handler)
    }

    @available(*, unavailable, message: "A call button uses the system phone glyph")
    public override init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        super.init(_systemImage: image, handler: handler)
    }

    /// Decodes a button that a private archive holds (see `CPButton`).
    override init?(_privateCoder coder: NSCoder) {
        super.init(_privateCoder: coder)
    }

    override var _archivedClassName: String { "CPContactCallButton" }
}
