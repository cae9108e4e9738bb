#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The car's limits on an app's media lists (the legacy path): a car in motion may show fewer rows and browse fewer
/// levels deep.
@available(iOS, introduced: 8.4, deprecated: 14.0, message: "Use CarPlay framework")
open class MPPlayableContentManagerContext: NSObject, @unchecked Sendable {
    /// How many items a list shows while limits are enforced.
    open internal(set) var enforcedContentItemsCount: Int
    /// How many levels deep the driver may browse while limits are enforced.
    open internal(set) var enforcedContentTreeDepth: Int
    /// Whether the car enforces the limits now.
    open internal(set) var contentLimitsEnforced: Bool
    /// Whether a car shows the content (CarPlay is connected).
    open internal(set) var endpointAvailable: Bool

    init(itemsCount: Int, treeDepth: Int, limitsEnforced: Bool, endpointAvailable: Bool) {
        enforcedContentItemsCount = itemsCount
        enforcedContentTreeDepth = treeDepth
        contentLimitsEnforced = limitsEnforced
        self.endpointAvailable = endpointAvailable
        super.init()
    }

    /// The car sets the limits (SPI).
    @_spi(CarPlayHost) public static func _make(
        itemsCount: Int, treeDepth: Int, limitsEnforced: Bool, endpointAvailable: Bool
    ) -> MPPlayableContentManagerContext {
        MPPlayableContentManagerContext(
            itemsCount: itemsCount, treeDepth: treeDepth, limitsEnforced: limitsEnforced,
            endpointAvailable: endpointAvailable)
    }
}
#endif
