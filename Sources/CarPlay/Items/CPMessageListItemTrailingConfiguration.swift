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

    // MARK: Archiving (private: the header does not adopt NSSecureCoding; message items archive it)

    /// Archives the trailing item and image.
    func _encodePrivately(with coder: NSCoder) {
        coder.encode(trailingItem.rawValue, forKey: "trailingItem")
        coder.encodeImage(trailingImage, forKey: "trailingImage")
    }

    /// Decodes a configuration that `_encodePrivately(with:)` archived; nil for an unknown trailing item.
    init?(_privateCoder coder: NSCoder) {
        guard let trailingItem = CPMessageTrailingItem(rawValue: coder.decodeInteger(forKey: "trailingItem")) else {
            return nil
        }
        self._trailingItem = trailingItem
        self._trailingImage = coder.decodeImage(forKey: "trailingImage")
        super.init()
    }

    open override var description: String {
        "<CPMessageListItemTrailingConfiguration: \(cpAddress(of: self))> trailingItem: \(trailingItem.rawValue), "
            + "trailingImage: \(cpDescribe(trailingImage))"
    }
}
