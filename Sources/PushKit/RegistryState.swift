#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What a `PKPushRegistry` shares with its link to the car, behind a lock (`Locked`).
struct RegistryState {
    /// The registry (weakly: it owns the link that owns this state).
    weak var registry: PKPushRegistry?
    /// The delegate, weakly as on iOS.
    weak var delegate: (any PKPushRegistryDelegate)?
    /// The push types the app desires; nil until it sets them.
    var desiredPushTypes: Set<PKPushType>?
    /// The tokens the delegate heard, by push type, for reads off the main queue and invalidation.
    var tokens: [PKPushType: Data] = [:]
}
#endif
