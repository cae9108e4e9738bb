#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// UIKit's additions to IndexPath (Apple ships them in UIKit's Foundation overlay; Linux Foundation lacks them):
// CarPlay's `indexPath(for:)` answers index paths that apps read with `.section` and `.row` / `.item`.
extension IndexPath {
    /// An index path for an item in a section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// An index path for a row in a section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item in the section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row in the section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
