import Foundation
import UIKit

/// A closure called when the user taps a bar button.
public typealias CPBarButtonHandler = (CPBarButton) -> Void

/// A button in a template's navigation bar: a title or an image.
open class CPBarButton: NSObject, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a bar button with an image.
    @available(iOS 14.0, *)
    public init(image: UIImage, handler: CPBarButtonHandler? = nil) {
        self.image = image
        self.handler = handler
        self._buttonType = .image
        super.init()
    }

    /// Creates a bar button with a title.
    @available(iOS 14.0, *)
    public init(title: String, handler: CPBarButtonHandler? = nil) {
        self.title = title
        self.handler = handler
        self._buttonType = .text
        super.init()
    }

    /// Creates a bar button of a type (deprecated in iOS 14: use `init(image:handler:)` or `init(title:handler:)`).
    @available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use init(image:handler:) or init(title:handler:)")
    public init(type: CPBarButton.`Type`, handler: CPBarButtonHandler? = nil) {
        self.handler = handler
        self._buttonType = type
        super.init()
    }

    /// Creates a button with neither title nor image; used by `CPMessageComposeBarButton`.
    init(_systemGlyph image: UIImage?) {
        self.image = image
        self.handler = nil
        self._buttonType = .image
        super.init()
    }

    // MARK: NSSecureCoding

    /// Bar buttons support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the type, style, enabled state, image and title; the handler is not archived.
    open func encode(with coder: NSCoder) {
        coder.encode(Int(_buttonType.rawValue), forKey: "buttonType")
        coder.encode(buttonStyle.rawValue, forKey: "buttonStyle")
        coder.encode(isEnabled, forKey: "enabled")
        coder.encodeImage(image, forKey: "image")
        coder.encode(title, forKey: "title")
    }

    /// Decodes a bar button that `encode(with:)` archived: a new button without a handler; nil for an unknown
    /// type or style.
    public required init?(coder: NSCoder) {
        let buttonType: CPBarButton.`Type`? = .init(rawValue: UInt(clamping: coder.decodeInteger(forKey: "buttonType")))
        guard let buttonType, let buttonStyle = CPBarButtonStyle(rawValue: coder.decodeInteger(forKey: "buttonStyle"))
        else { return nil }
        self._buttonType = buttonType
        self.buttonStyle = buttonStyle
        self.isEnabled = coder.decodeBool(forKey: "enabled", default: true)
        self.image = coder.decodeImage(forKey: "image")
        self.title = coder.decodeString(forKey: "title")
        self.handler = nil
        super.init()
    }

    /// A Boolean value that determines whether the button is enabled (default true).
    open var isEnabled: Bool = true { didSet { notifyHostOfChange() } }

    /// The style of the button (default `.none`).
    @available(iOS 14.0, *)
    open var buttonStyle: CPBarButtonStyle = .none { didSet { notifyHostOfChange() } }

    /// The image of the button.
    open var image: UIImage? { didSet { notifyHostOfChange() } }

    /// The title of the button. When both a title and an image are set, the title wins.
    open var title: String? { didSet { notifyHostOfChange() } }

    private let _buttonType: CPBarButton.`Type`

    /// The type of the button (deprecated in iOS 14).
    @available(iOS, introduced: 12.0, deprecated: 14.0)
    open var buttonType: CPBarButton.`Type` { _buttonType }

    /// The closure the system calls when the user taps the button.
    @_spi(CarPlayHost) public var handler: CPBarButtonHandler?

    open override var description: String {
        "<\(String(describing: type(of: self))): \(cpAddress(of: self))> title: \(cpDescribe(title)), image: \(cpDescribe(image)), enabled: \(isEnabled ? 1 : 0)"
    }
}

extension CPBarButton {
    /// The type of a bar button (deprecated in iOS 14).
    @available(iOS, introduced: 12.0, deprecated: 14.0, message: "Use init(title:handler:) or init(image:handler:)")
    public enum `Type`: UInt, Sendable {
        case text = 0
        case image = 1
    }
}

/// The style of a bar button.
@available(iOS 14.0, *)
public enum CPBarButtonStyle: Int, Sendable {
    case none = 0
    case rounded = 1
}
