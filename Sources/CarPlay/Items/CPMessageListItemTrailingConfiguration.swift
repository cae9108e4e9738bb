import Foundation
import UIKit

/// The trailing side of a message list item: a marker and an image (iOS 14). Immutable: assign a new
/// configuration to change it.
@available(iOS 14.0, *)
open class CPMessageListItemTrailingConfiguration: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a trailing configuration.
    public init(trailingItem: CPMessageTrailingItem, trailingImage: UIImage?) {
        self._trailingItem = trailingItem
        self._trailingImage = trailingImage
        super.init()
    }

    /// The marker shown at the trailing edge.
    open var trailingItem: CPMessageTrailingItem { _trailingItem }
    private let _trailingItem: CPMessageTrailingItem

    /// The trailing image; see `CPMaximumMessageItemImageSize`.
    open var trailingImage: UIImage? { _trailingImage }
    private let _trailingImage: UIImage?

    open override var description: String {
        "<CPMessageListItemTrailingConfiguration: \(cpAddress(of: self))> trailingItem: \(trailingItem.rawValue), "
            + "trailingImage: \(cpDescribe(trailingImage))"
    }
}
