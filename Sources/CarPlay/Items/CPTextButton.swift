import Foundation

/// A button with a title and a text style, used by information templates and points of interest.
/// It is not a `CPButton`.
@available(iOS 14.0, *)
open class CPTextButton: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a text button.
    public init(title: String, textStyle: CPTextButtonStyle, handler: ((CPTextButton) -> Void)? = nil) {
        self.title = title
        self.textStyle = textStyle
        self.handler = handler
        super.init()
    }

    /// The title of the button.
    open var title: String { didSet { notifyHostOfChange() } }

    /// The style of the button's text (default `.normal`).
    open var textStyle: CPTextButtonStyle { didSet { notifyHostOfChange() } }

    /// The closure the system calls when the user taps the button.
    @_spi(CarPlayHost) public let handler: ((CPTextButton) -> Void)?

    // MARK: Archiving (private: the header does not adopt NSSecureCoding; containers archive their buttons)

    /// Archives the title and text style; the handler is not archived.
    func _encodePrivately(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(textStyle.rawValue, forKey: "textStyle")
    }

    /// Decodes a button that `_encodePrivately(with:)` archived: a new button without a handler; nil for an
    /// unknown style.
    init?(_privateCoder coder: NSCoder) {
        guard let title = coder.decodeString(forKey: "title"),
            let textStyle = CPTextButtonStyle(rawValue: coder.decodeInteger(forKey: "textStyle"))
        else { return nil }
        self.title = title
        self.textStyle = textStyle
        self.handler = nil
        super.init()
    }

    open override var description: String {
        "<CPTextButton: \(cpAddress(of: self))> title: \(title), textStyle: \(textStyle.rawValue)"
    }
}

/// The style of a text button.
@available(iOS 14.0, *)
public enum CPTextButtonStyle: Int, Sendable {
    case normal = 0
    case cancel = 1
    case confirm = 2
}

extension CPTextButton {
    /// What the driver's `action` on the text button `id` among `buttons` does; nil when none has the id.
    static func _hostActivate(_ id: CPElementID, action: CPHostAction, among buttons: [CPTextButton])
        -> CPHostActivationResult?
    {
        guard let button = buttons.first(where: { $0._elementID == id }) else { return nil }
        guard action == .select else { return .unsupported }
        button.handler?(button)
        return .invoked
    }
}
