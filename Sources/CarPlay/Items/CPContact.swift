import Foundation
import UIKit

/// A person shown by a contact template: name, image, texts and up to four action buttons.
@available(iOS 14.0, *)
open class CPContact: NSObject, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a contact. The image is scaled down to `CPButtonMaximumImageSize`.
    public init(name: String, image: UIImage) {
        self.name = name
        self.image = image
        super.init()
    }

    // MARK: NSSecureCoding

    /// Contacts support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the name, image, actions and texts.
    open func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encodeImage(image, forKey: "image")
        coder.encodePrivately(actions, forKey: "actions")
        coder.encode(subtitle, forKey: "subtitle")
        coder.encode(informativeText, forKey: "informativeText")
    }

    /// Decodes a contact that `encode(with:)` archived: a new contact with new buttons.
    public required init?(coder: NSCoder) {
        guard let name = coder.decodeString(forKey: "name"),
            let image = coder.decodeImage(forKey: "image")
        else { return nil }
        self.name = name
        self.image = image
        self.actions = coder.decodePrivately(arrayOf: CPButton.self, forKey: "actions")
        self.subtitle = coder.decodeString(forKey: "subtitle")
        self.informativeText = coder.decodeString(forKey: "informativeText")
        super.init()
    }

    /// The contact's name.
    open var name: String { didSet { notifyHostOfChange() } }

    /// The contact's image.
    open var image: UIImage { didSet { notifyHostOfChange() } }

    /// The action buttons (the first 4 are shown); nil by default.
    open var actions: [CPButton]? { didSet { notifyHostOfChange() } }

    /// A line of text below the name.
    open var subtitle: String? { didSet { notifyHostOfChange() } }

    /// Additional text below the subtitle.
    open var informativeText: String? { didSet { notifyHostOfChange() } }

    open override var description: String {
        "<CPContact: \(cpAddress(of: self))> name: \(name), subtitle: \(cpDescribe(subtitle)), "
            + "informativeText: \(cpDescribe(informativeText)), actions: \(cpDescribe(actions))"
    }
}
