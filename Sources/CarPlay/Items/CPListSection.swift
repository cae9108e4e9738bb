import Foundation
import UIKit

/// The maximum size of a section header image; larger images are scaled down (iOS 15).
@available(iOS 15.0, *)
public let CPMaximumListSectionImageSize = CGSize(width: 64, height: 64)

/// A section of a list template: its items and an optional header (iOS 12).
open class CPListSection: NSObject, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a section with items and no header.
    @available(iOS 14.0, *)
    public convenience init(items: [any CPListTemplateItem]) {
        self.init(
            _items: items, header: nil, headerSubtitle: nil, headerImage: nil, headerButton: nil, sectionIndexTitle: nil
        )
    }

    /// Creates a section with items, a header and a section index title (only its first character is shown).
    @available(iOS 14.0, *)
    public convenience init(items: [any CPListTemplateItem], header: String?, sectionIndexTitle: String?) {
        self.init(
            _items: items, header: header, headerSubtitle: nil, headerImage: nil, headerButton: nil,
            sectionIndexTitle: sectionIndexTitle)
    }

    /// Creates a section with an enhanced header: subtitle, image and button (iOS 15).
    @available(iOS 15.0, *)
    public convenience init(
        items: [any CPListTemplateItem], header: String, headerSubtitle: String?, headerImage: UIImage?,
        headerButton: CPButton?, sectionIndexTitle: String?
    ) {
        self.init(
            _items: items, header: header, headerSubtitle: headerSubtitle, headerImage: headerImage,
            headerButton: headerButton, sectionIndexTitle: sectionIndexTitle)
    }

    init(
        _items items: [any CPListTemplateItem], header: String?, headerSubtitle: String?, headerImage: UIImage?,
        headerButton: CPButton?, sectionIndexTitle: String?
    ) {
        self._items = items
        self._header = header
        self._headerSubtitle = headerSubtitle
        self.headerImage = headerImage
        self._headerButton = headerButton
        self._sectionIndexTitle = sectionIndexTitle
        super.init()
    }

    // MARK: NSSecureCoding

    /// List sections support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the items, header texts, header image and button, and section index title.
    open func encode(with coder: NSCoder) {
        coder.encodePrivately(items.compactMap { $0 as? NSObject }, forKey: "items")
        coder.encode(header, forKey: "header")
        coder.encode(headerSubtitle, forKey: "headerSubtitle")
        coder.encodeImage(headerImage, forKey: "headerImage")
        coder.encodePrivately(headerButton, forKey: "headerButton")
        coder.encode(sectionIndexTitle, forKey: "sectionIndexTitle")
    }

    /// Decodes a section that `encode(with:)` archived: a new section with new items.
    public required init?(coder: NSCoder) {
        guard let items = coder.decodePrivately(arrayOf: (any CPListTemplateItem).self, forKey: "items") else {
            return nil
        }
        self._items = items
        self._header = coder.decodeString(forKey: "header")
        self._headerSubtitle = coder.decodeString(forKey: "headerSubtitle")
        self.headerImage = coder.decodeImage(forKey: "headerImage")
        self._headerButton = coder.decodePrivately(CPButton.self, forKey: "headerButton")
        self._sectionIndexTitle = coder.decodeString(forKey: "sectionIndexTitle")
        super.init()
    }

    /// A section with the same header as this one and only its first `count` items (list template trimming).
    func _keepingFirst(_ count: Int) -> CPListSection {
        CPListSection(
            _items: Array(items.prefix(count)), header: header, headerSubtitle: headerSubtitle,
            headerImage: headerImage, headerButton: headerButton, sectionIndexTitle: sectionIndexTitle)
    }

    /// The section's header text.
    open var header: String? { _header }
    private let _header: String?

    /// The text under the header (iOS 15).
    @available(iOS 15.0, *)
    open var headerSubtitle: String? { _headerSubtitle }
    private let _headerSubtitle: String?

    /// The image beside the header (iOS 15); see `CPMaximumListSectionImageSize`.
    @available(iOS 15.0, *)
    open var headerImage: UIImage? { didSet { notifyHostOfChange() } }

    /// The button at the trailing edge of the header (iOS 15).
    @available(iOS 15.0, *)
    open var headerButton: CPButton? { _headerButton }
    private let _headerButton: CPButton?

    /// The section's entry in the list's index; only the first character is shown.
    open var sectionIndexTitle: String? { _sectionIndexTitle }
    private let _sectionIndexTitle: String?

    /// The section's items.
    open var items: [any CPListTemplateItem] { _items }
    private let _items: [any CPListTemplateItem]

    /// The index of `item` in this section, or `NSNotFound`.
    open func index(of item: any CPListTemplateItem) -> Int {
        items.firstIndex { $0 === item } ?? NSNotFound
    }

    /// The item at `index`.
    open func item(at index: Int) -> any CPListTemplateItem {
        items[index]
    }

    open override var description: String {
        let itemDescriptions = items.map { $0.description }
        return "<CPListSection: \(cpAddress(of: self))> header: \(cpDescribe(header)), "
            + "headerSubtitle: \(cpDescribe(headerSubtitle)), sectionIndexTitle: \(cpDescribe(sectionIndexTitle)), "
            + "items: [\(itemDescriptions.joined(separator: ", "))]"
    }
}
