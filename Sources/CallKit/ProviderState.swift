#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What a `CXProvider` shares with its link to the car, behind a lock (`Locked`).
struct ProviderState {
    /// The provider (weakly: it owns the link that owns this state).
    weak var provider: CXProvider?
    /// The delegate, weakly as on iOS.
    weak var delegate: (any CXProviderDelegate)?
    /// The delegate queue; nil: the main queue.
    var queue: DispatchQueue?
    /// Whether the delegate heard `providerDidBegin(_:)`.
    var began = false
    /// The provider's configuration (its own copy).
    var configuration: CXProviderConfiguration
    /// The transactions of the actions the car asked for that are not complete yet.
    var pendingTransactions: [CXTransaction] = []
}
#endif
