import Foundation
import UIKit

/// The number of images a legacy image row shows at most; the system uses the first ones (fewer may fit the
/// screen). The row keeps all the images the app supplies.
@available(iOS 14.0, *)
public let CPMaximumNumberOfGridImages: Int = 8

/// A list row showing a row of images or elements under an optional title (iOS 14).
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPListImageRowItem: NSObject, @preconcurrency CPSelectableListItem, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// How a row was created: from legacy images or from one kind of element.
    @_spi(CarPlayHost) public enum _Style: String, Sendable {
        case images, row, card, condensed, grid, imageGrid
    }

    /// How the app created this row.
    @_spi(CarPlayHost) public let _style: _Style

    // MARK: Element styles (iOS 26)

    /// Creates a row of row elements (image, title, subtitle). A nil `text` hides the title row.
    @available(iOS 26.0, *)
    public init(text: String?, elements: [CPListImageRowItemRowElement], allowsMultipleLines: Bool) {
        self.text = text
        self.elements = elements
        self.allowsMultipleLines = allowsMultipleLines
        self._style = .row
        super.init()
    }

    /// Creates a row of card elements. A nil `text` hides the title row.
    @available(iOS 26.0, *)
    public init(text: String?, cardElements: [CPListImageRowItemCardElement], allowsMultipleLines: Bool) {
        self.text = text
        self.elements = cardElements
        self.allowsMultipleLines = allowsMultipleLines
        self._style = .card
        super.init()
    }

    /// Creates a row of condensed elements. A nil `text` hides the title row.
    @available(iOS 26.0, *)
    public init(text: String?, condensedElements: [CPListImageRowItemCondensedElement], allowsMultipleLines: Bool) {
        self.text = text
        self.elements = condensedElements
        self.allowsMultipleLines = allowsMultipleLines
        self._style = .condensed
        super.init()
    }

    /// Creates a row of grid elements (images only). A nil `text` hides the title row.
    @available(iOS 26.0, *)
    public init(text: String?, gridElements: [CPListImageRowItemGridElement], allowsMultipleLines: Bool) {
        self.text = text
        self.elements = gridElements
        self.allowsMultipleLines = allowsMultipleLines
        self._style = .grid
        super.init()
    }

    /// Creates a row of image-grid elements (shaped image and title). A nil `text` hides the title row.
    @available(iOS 26.0, *)
    public init(text: String?, imageGridElements: [CPListImageRowItemImageGridElement], allowsMultipleLines: Bool) {
        self.text = text
        self.elements = imageGridElements
        self.allowsMultipleLines = allowsMultipleLines
        self._style = .imageGrid
        super.init()
    }

    // MARK: Legacy images (iOS 14–26)

    /// Creates a row of images under a title (deprecated in iOS 26: use the element styles). All images are kept;
    /// the system shows at most `CPMaximumNumberOfGridImages`.
    @available(iOS, introduced: 14.0, deprecated: 26.0, message: "Use init(text:elements:allowsMultipleLines:)")
    public init(text: String, images: [UIImage]) {
        self.text = text
        self.gridImages = images
        self._style = .images
        super.init()
    }

    /// Creates a row of images with a title under each image (iOS 17.4; deprecated in iOS 26). The titles are
    /// matched to the images: extra titles are dropped and missing ones are empty.
    @available(iOS, introduced: 17.4, deprecated: 26.0, message: "Use init(text:elements:allowsMultipleLines:)")
    public init(text: String, images: [UIImage], imageTitles: [String]) {
        self.text = text
        self.gridImages = images
        self.imageTitles = Self.fitted(imageTitles, to: images.count)
        self._style = .images
        super.init()
    }

    /// `titles` cut or padded with empty strings to `count`.
    private static func fitted(_ titles: [String], to count: Int) -> [String] {
        Array(titles.prefix(count)) + Array(repeating: "", count: max(0, count - titles.count))
    }

    // MARK: Content

    /// The row's title; nil hides the title row.
    open var text: String? { didSet { notifyHostOfChange() } }

    /// The row's elements (iOS 26).
    @available(iOS 26.0, *)
    open var elements: [CPListImageRowItemElement] = [] { didSet { notifyHostOfChange() } }

    /// Whether the elements' texts may wrap onto several lines (iOS 26).
    @available(iOS 26.0, *)
    open private(set) var allowsMultipleLines: Bool = false

    /// Any custom data or object that you want to associate with the row.
    open var userInfo: Any?

    /// A Boolean value that determines whether the row is enabled (iOS 15, default true).
    @available(iOS 15.0, *)
    open var isEnabled: Bool = true { didSet { notifyHostOfChange() } }

    /// Called on the main queue when the user selects the row's title; call the completion closure when done.
    open var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)?

    /// Called on the main queue when the user taps one image or element, with its index; call the completion
    /// closure when done.
    open var listImageRowHandler: ((CPListImageRowItem, Int, @escaping () -> Void) -> Void)?

    // MARK: Legacy

    /// The row's images (deprecated in iOS 26).
    @available(iOS, introduced: 14.0, deprecated: 26.0, message: "Use elements")
    open private(set) var gridImages: [UIImage] = []

    /// Replaces the row's images (deprecated in iOS 26). Titles, when the row has them, are matched to the new
    /// images.
    @available(iOS, introduced: 14.0, deprecated: 26.0, message: "Use elements")
    open func update(_ gridImages: [UIImage]) {
        self.gridImages = gridImages
        if imageTitles.isEmpty {
            notifyHostOfChange()
        } else {
            imageTitles = Self.fitted(imageTitles, to: gridImages.count)  // notifies the host
        }
    }

    /// The titles under the images, one per image (iOS 17.4; deprecated in iOS 26, and read-only in its SDK).
    @available(iOS, introduced: 17.4, deprecated: 26.0, message: "Use elements")
    open private(set) var imageTitles: [String] = [] { didSet { notifyHostOfChange() } }

    /// The maximum size of a legacy row image (deprecated in iOS 26: use the element classes' sizes).
    @available(iOS, introduced: 14.0, deprecated: 26.0, message: "Use the element classes' maximumImageSize")
    open class var maximumImageSize: CGSize { CGSize(width: 80, height: 80) }

    // MARK: Archiving (private: the header does not adopt NSSecureCoding; list sections archive their items)

    /// Archives the style, text, elements or legacy images and titles, and state; `userInfo` only when it is a
    /// property-list value. The handlers are not archived.
    func _encodePrivately(with coder: NSCoder) {
        coder.encode(_style.rawValue, forKey: "style")
        coder.encode(text, forKey: "text")
        coder.encodePrivately(elements, forKey: "elements")
        coder.encode(allowsMultipleLines, forKey: "allowsMultipleLines")
        coder.encodeUserInfo(userInfo, forKey: "userInfo")
        coder.encode(isEnabled, forKey: "enabled")
        coder.encodeImages(gridImages, forKey: "gridImages")
        coder.encodeStrings(imageTitles, forKey: "imageTitles")
    }

    /// Decodes an item that `_encodePrivately(with:)` archived: a new item without handlers.
    init?(_privateCoder coder: NSCoder) {
        guard let style = (coder.decodeString(forKey: "style")).flatMap(_Style.init),
            let elements = coder.decodePrivately(arrayOf: CPListImageRowItemElement.self, forKey: "elements"),
            let gridImages = coder.decodeImages(forKey: "gridImages"),
            let imageTitles = coder.decodeStrings(forKey: "imageTitles")
        else { return nil }
        self._style = style
        self.text = coder.decodeString(forKey: "text")
        self.elements = elements
        self.allowsMultipleLines = coder.decodeBool(forKey: "allowsMultipleLines")
        self.userInfo = coder.decodeUserInfo(forKey: "userInfo")
        self.isEnabled = coder.decodeBool(forKey: "enabled", default: true)
        self.gridImages = gridImages
        self.imageTitles = imageTitles
        super.init()
    }

    nonisolated open override var description: String {
        let head = "<CPListImageRowItem: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) text: \(cpDescribe(text)), elements: \(elements), gridImages: \(gridImages.count), "
                + "imageTitles: \(imageTitles), enabled: \(isEnabled ? 1 : 0)"
        }
    }
}
