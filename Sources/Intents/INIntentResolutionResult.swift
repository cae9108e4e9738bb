#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of resolving one of an intent's parameters: the value to use, options for the user, or what is
/// missing.
@available(iOS 10.0, *)
open class INIntentResolutionResult: NSObject {
    /// What the result says, read by the system (Siri).
    @_spi(CarPlayHost) public let _resolution: INResolution

    /// A result saying `resolution`; apps use the class methods.
    @_spi(CarPlayHost) public required init(_resolution resolution: INResolution) {
        _resolution = resolution
        super.init()
    }

    /// The user must provide a value for the parameter.
    open class func needsValue() -> Self { Self(_resolution: .needsValue) }
    /// The parameter is not needed: continue without a value.
    open class func notRequired() -> Self { Self(_resolution: .notRequired) }
    /// The value is not supported.
    open class func unsupported() -> Self { Self(_resolution: .unsupported(reason: nil)) }
}

/// What a resolution result says (the system's reading of it).
@_spi(CarPlayHost) public enum INResolution {
    case success(Any)
    case disambiguation([Any])
    case confirmationRequired(Any?)
    case needsValue
    case notRequired
    /// Unsupported, with the reason's raw value of the result's own reasons.
    case unsupported(reason: Int?)
    /// The handler does not implement the resolve method: the value stands as it is.
    case unimplemented
}
#endif
