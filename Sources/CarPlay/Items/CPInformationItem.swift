import Foundation

/// A title and detail pair shown by an information template.
@available(iOS 14.0, *)
open class CPInformationItem: NSObject, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates an item.
    public init(title: String?, detail: String?) {
        self._title = title
        self._detail = detail
        super.init()
    }

    /// Decodes an item that `encode(with:)` archived.
    public required init?(coder: NSCoder) {
        self._title = coder.decodeObject(of: NSString.self, forKey: "title") as String?
        self._detail = coder.decodeObject(of: NSString.self, forKey: "detail") as String?
        super.init()
    }

    /// Archives the title and detail.
    open func encode(with coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(detail, forKey: "detail")
    }

    /// Information items support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// The item's title.
    open var title: String? { _title }
    private let _title: String?

    /// The item's detail text.
    open var detail: String? { _detail }
    private let _detail: String?

    open override var description: String {
        "<\(String(describing: type(of: self))): \(cpAddress(of: self))> title: \(cpDescribe(title)), detail: \(cpDescribe(detail))"
    }
}
