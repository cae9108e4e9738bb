import Foundation
import UIKit

/// A closure called when the user taps an alert action.
public typealias CPAlertActionHandler = (CPAlertAction) -> Void

/// A button of an alert or action sheet: a title, a style or a custom color, and a handler.
open class CPAlertAction: NSObject, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates an action with a style.
    public init(title: String, style: CPAlertAction.Style, handler: @escaping CPAlertActionHandler) {
        self._title = title
        self._style = style
        self._color = nil
        self._handler = handler
        super.init()
    }

    /// Creates a default-style action with a custom color (iOS 16). A color without enough contrast is replaced
    /// by the system color; alpha is ignored.
    @available(iOS 16.0, *)
    public init(title: String, color: UIColor, handler: @escaping CPAlertActionHandler) {
        self._title = title
        self._style = .default
        self._color = color
        self._handler = handler
        super.init()
    }

    // MARK: NSSecureCoding

    /// Alert actions support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the title, style and color; the handler is not archived.
    open func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(Int(style.rawValue), forKey: "style")
        coder.encodeColor(color, forKey: "color")
    }

    /// Decodes an action that `encode(with:)` archived: a new action whose handler does nothing; nil for an
    /// unknown style.
    public required init?(coder: NSCoder) {
        guard let title = coder.decodeString(forKey: "title"),
            let style = CPAlertAction.Style(rawValue: UInt(clamping: coder.decodeInteger(forKey: "style")))
        else { return nil }
        self._title = title
        self._style = style
        self._color = coder.decodeColor(forKey: "color")
        self._handler = { _ in }
        super.init()
    }

    /// The action's title.
    open var title: String { _title }
    private let _title: String

    /// The action's style.
    open var style: CPAlertAction.Style { _style }
    private let _style: CPAlertAction.Style

    /// The closure the system calls when the user taps the action.
    open var handler: CPAlertActionHandler { _handler }
    private let _handler: CPAlertActionHandler

    /// The action's custom color (iOS 16), if any.
    @available(iOS 16.0, *)
    open var color: UIColor? { _color }
    private let _color: UIColor?

    open override var description: String {
        "<CPAlertAction: \(cpAddress(of: self))> title: \(title), style: \(style.rawValue), color: \(cpDescribe(color))"
    }
}

extension CPAlertAction {
    /// The style of an alert action.
    public enum Style: UInt, Sendable {
        /// The default style.
        case `default` = 0
        /// A style that cancels the alert.
        case cancel = 1
        /// A style for an action that destroys data.
        case destructive = 2
    }
}

extension CPAlertAction {
    /// What the driver's `action` on the alert action `id` among `actions` does: its handler runs and the modal
    /// goes; nil when none has the id.
    static func _hostActivate(_ id: CPElementID, action: CPHostAction, among actions: [CPAlertAction])
        -> CPHostActivationResult?
    {
        guard let alertAction = actions.first(where: { $0._elementID == id }) else { return nil }
        guard action == .select else { return .unsupported }
        alertAction.handler(alertAction)
        return .dismissedModal
    }
}
