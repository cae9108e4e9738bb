#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How a Live Activity gets remote updates; the car's activities are updated by their app only, so a requested
/// push type gets no token (`Activity.pushToken` stays nil).
@available(iOS 16.1, *)
public struct PushType: Hashable, Sendable {
    let name: String
    public static let token = PushType(name: "token")
    public static func channel(_ channelId: String) -> PushType { PushType(name: "channel:" + channelId) }
}
#endif
