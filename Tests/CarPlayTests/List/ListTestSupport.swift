import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay
@_spi(CarPlayHost) import _PlatformHost

@MainActor enum ListFixtures {
    static var image: UIImage { UIImage(systemName: "star")! }
    static var otherImage: UIImage { UIImage(systemName: "heart")! }

    static func items(_ prefix: String, _ count: Int) -> [CPListItem] {
        (0..<count).map { CPListItem(text: "\(prefix)\($0)", detailText: nil) }
    }

    static func section(_ prefix: String, _ count: Int, header: String? = nil) -> CPListSection {
        CPListSection(items: items(prefix, count), header: header, sectionIndexTitle: nil)
    }

    static func texts(_ section: CPListSection) -> [String?] { section.items.map(\.text) }

    static func leading(_ item: CPMessageLeadingItem = .none, unread: Bool = false)
        -> CPMessageListItemLeadingConfiguration
    {
        CPMessageListItemLeadingConfiguration(leadingItem: item, leadingImage: nil, unread: unread)
    }
}
