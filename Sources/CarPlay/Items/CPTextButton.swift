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
