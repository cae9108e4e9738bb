import Foundation
import UIKit

/// A contact action button with the system message glyph. Tapping it starts a Siri compose flow; it has no
/// handler.
@available(iOS 14.0, *)
open class CPContactMessageButton: CPButton {
    /// Creates a message button for a phone number or email address.
    public init(phoneOrEmail: String) {
        self._phoneOrEmail = phoneOrEmail
        super.init(_systemImage: UIImage(systemName: "message.fill"), handler: nil)
    }

    /// Creates a button with an image and a handler, inherited from `CPButton` as on iOS (the header does not make
    /// it unavailable). It has no phone number or email address (`phoneOrEmail` is empty); like every message
    /// button, tapping it starts the Siri compose flow and the handler is not called.
    public override init(image: UIImage, handler: ((CPButton) -> Void)? = nil) {
        self._phoneOrEmail = ""
        super.init(image: image, handler: handler)
    }

    /// The phone number or email address Siri composes to.
    open var phoneOrEmail: String { _phoneOrEmail }
    private let _phoneOrEmail: String

    override var _archivedClassName: String { "CPContactMessageButton" }

    /// Archives the button and its phone number or email address.
    override func _encodePrivately(with coder: NSCoder) {
        super._encodePrivately(with: coder)
        coder.encode(phoneOrEmail, forKey: "phoneOrEmail")
    }

    /// Decodes a button that `_encodePrivately(with:)` archived.
    override init?(_privateCoder coder: NSCoder) {
        self._phoneOrEmail = coder.decodeString(forKey: "phoneOrEmail") ?? ""
        super.init(_privateCoder: coder)
    }

    open override var description: String { "\(super.description), phoneOrEmail: \(phoneOrEmail)" }
}
