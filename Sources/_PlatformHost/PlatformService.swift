#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An app-scoped stand-in service: an object of which each app has one instance and which tells the host when it
/// changes (`PlatformHostEnvironment.platformServiceDidChange(_:)`).
@_spi(CarPlayHost) public struct PlatformService: Hashable, Sendable, CustomStringConvertible {
    /// The name of the class that provides the service.
    public let name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }

    /// `MPNowPlayingInfoCenter.default()`
    public static let nowPlayingInfoCenter = PlatformService("MPNowPlayingInfoCenter")
    /// `MPRemoteCommandCenter.shared()` and its commands
    public static let remoteCommandCenter = PlatformService("MPRemoteCommandCenter")
    /// `AVAudioSession.sharedInstance()`
    public static let audioSession = PlatformService("AVAudioSession")
}
#endif
