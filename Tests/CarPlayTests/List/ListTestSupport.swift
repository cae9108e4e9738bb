import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay
@_spi(CarPlayHost) import _PlatformHost

/// Records the element ids the framework reports as changed.
@MainActor final class ListChangeRecorder: CPChangeObserver {
    var ids: [CPElementID] = []
    func hostObjectDidChange(_ id: CPElementID) { ids.append(id) }
    /// The ids heard once the notifications already posted to the main queue have arrived.
    func settled() async -> [CPElementID] {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
        return ids
    }
    /// How many changes of `object` were reported.
    func count(of object: some CPHostVisible) async -> Int {
        (await settled()).filter { $0 == object._elementID }.count
    }
}

/// A host environment with chosen limits, recording the exceptions raised.
@MainActor final class ListTestEnvironment: CPHostEnvironment {
    var limits: [CPHostLimit: Int]
    var raised: [CPHostException] = []
    init(_ limits: [CPHostLimit: Int]) { self.limits = limits }
    func value(of limit: CPHostLimit) -> Int { limits[limit] ?? CPHostBridge.unhostedValue(of: limit) }
    func raise(_ exception: CPHostException) { raised.append(exception) }
    func validate(_ validation: CPHostValidation) -> Bool { true }
    var limitedUserInterfacesRawValue: UInt { 0 }
    var contentStyleRawValue: UInt { 0 }
    var supportsVideoPlayback: Bool { false }
    var hostNow: Date? { nil }
    func platformServiceDidChange(_ service: PlatformService) {}
}

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

    static func leading(_ item: CPMessageLeadingItem = .none, unread: Bool = false) -> CPMessageListItemLeadingConfiguration {
        CPMessageListItemLeadingConfiguration(leadingItem: item, leadingImage: nil, unread: unread)
    }
}
