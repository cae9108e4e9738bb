#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Which categories of points of interest a map view shows: those listed, or all but those listed.
open class MKPointOfInterestFilter: NSObject, NSCopying {
    private let categories: Set<MKPointOfInterestCategory>
    private let including: Bool

    /// Shows the points of interest of `categories` only.
    public init(including categories: [MKPointOfInterestCategory]) {
        self.categories = Set(categories)
        including = true
        super.init()
    }

    /// Shows every point of interest except those of `categories`.
    public init(excluding categories: [MKPointOfInterestCategory]) {
        self.categories = Set(categories)
        including = false
        super.init()
    }

    /// A filter that shows every category.
    open class var includingAll: MKPointOfInterestFilter { MKPointOfInterestFilter(excluding: []) }
    /// A filter that shows none.
    open class var excludingAll: MKPointOfInterestFilter { MKPointOfInterestFilter(including: []) }

    /// Whether points of interest of `category` are shown.
    open func includes(_ category: MKPointOfInterestCategory) -> Bool {
        categories.contains(category) == including
    }

    /// Whether points of interest of `category` are hidden.
    open func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MKPointOfInterestFilter else { return false }
        return other.including == including && other.categories == categories
    }

    open override var hash: Int { categories.hashValue ^ including.hashValue }

    /// The categories listed and whether they are the ones shown (for the host).
    @_spi(CarPlayHost) public var _listed: (categories: Set<MKPointOfInterestCategory>, including: Bool) {
        (categories, including)
    }
}
#endif
