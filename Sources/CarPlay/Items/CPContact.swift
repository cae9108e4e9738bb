import Foundation
import UIKit

/// A person shown by a contact template: name, image, texts and up to four action buttons.
@available(iOS 14.0, *)
open class CPContact: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a contact. The image is scaled down to `CPButtonMaximumImageSize`.
    public init(name: String, image: UIImage) {
        self.name = name
        self.image = image
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
