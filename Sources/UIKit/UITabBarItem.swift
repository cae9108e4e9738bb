#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An item in a tab bar.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The title displayed on the item.
    open var title: String?
    /// The image used to represent the item.
    open var image: UIImage?
    /// The image displayed when the item is selected.
    open var selectedImage: UIImage?
    /// A number that identifies the item.
    open var tag: Int
    /// Text displayed in the item's badge.
    open var badgeValue: String?
    /// The system item the tab bar item was created from, if any.
    @_spi(CarPlayHost) public let _systemItem: SystemItem?

    /// Creates a tab bar item with a title, image and tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.selectedImage = image
        self.tag = tag
        _systemItem = nil
        super.init()
    }

    /// Creates a tab bar item with a system-provided title and image. As in UIKit, `title` and `image` stay nil:
    /// the system supplies them when drawing (see `SystemItem._title` and `SystemItem._symbolName`).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.tag = tag
        _systemItem = systemItem
        super.init()
    }
}

extension UITabBarItem {
    /// Constants that identify system-provided tab bar items.
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
        case more = 0
        case favorites
        case featured
        case topRated
        case recents
        case contacts
        case history
        case bookmarks
        case search
        case downloads
        case mostRecent
        case mostViewed

        /// The English title the system shows for the item.
        @_spi(CarPlayHost) public var _title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbol the system shows for the item.
        @_spi(CarPlayHost) public var _symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites: "star.fill"
            case .featured: "star.fill"
            case .topRated: "star.fill"
            case .recents: "clock.fill"
            case .contacts: "person.crop.circle.fill"
            case .history: "clock.fill"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "square.and.arrow.down.fill"
            case .mostRecent: "clock.fill"
            case .mostViewed: "list.number"
            }
        }
    }
}
#endif
