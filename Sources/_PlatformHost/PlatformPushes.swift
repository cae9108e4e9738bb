#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// Pushes cross the line between PushKit and the car as these values. The car plays Apple's push service for its
// phone network: an app's `PKPushRegistry` registers with its app's environment (`PlatformHostEnvironment.pushService`),
// gets a token for each push type it desires, and receives the pushes the car's network sends (a VoIP call ringing).

/// An app's `PKPushRegistry` as the car sees it. The car keeps it weakly and calls it on the main actor.
@_spi(CarPlayHost) @MainActor public protocol PlatformPushRegistry: AnyObject, Sendable {
    /// The push types the registry wants now (`desiredPushTypes`, `PKPushType` raw values such as `PKPushTypeVoIP`).
    var desiredPushTypes: Set<String> { get }
    /// The car issued the registry a token for `type` (`pushRegistry(_:didUpdate:for:)`).
    func didUpdateToken(_ token: Data, for type: String)
    /// A push of `type` arrived with `payload` (a JSON object); the registry's delegate hears
    /// `pushRegistry(_:didReceiveIncomingPushWith:for:completion:)` and `completion` runs, on the main actor, once
    /// the app called the delegate's completion handler.
    func receivePush(
        _ payload: [String: PlatformPushValue], for type: String, completion: @escaping @MainActor @Sendable () -> Void)
}

/// A value of a push payload (JSON).
@_spi(CarPlayHost) public indirect enum PlatformPushValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([PlatformPushValue])
    case object([String: PlatformPushValue])

    /// The value as `PKPushPayload.dictionaryPayload` holds it: `String`, `NSNumber` (as `Int` when whole, else
    /// `Double`), `Bool`, arrays and dictionaries.
    public var foundationValue: Any {
        switch self {
        case .string(let value): value
        case .number(let value): value.rounded() == value && abs(value) < 9e15 ? Int(value) : value
        case .bool(let value): value
        case .array(let values): values.map(\.foundationValue)
        case .object(let values): values.mapValues(\.foundationValue)
        }
    }
}

/// The car's push service for one app: what PushKit asks of it.
@_spi(CarPlayHost) @MainActor public protocol PlatformPushService: AnyObject {
    /// A registry was made or changed its desired push types: the car issues tokens for them (and delivers pushes
    /// of those types from now on).
    func registryDidChange(_ registry: any PlatformPushRegistry)
    /// The token the car issued the app for `type`, nil before one was issued (`pushToken(for:)`).
    func token(for type: String) -> Data?
}
#endif
