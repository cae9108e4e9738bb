#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The name of a sound file in the app's bundle (or its `Library/Sounds` folder) a notification plays.
@available(iOS 10.0, *)
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
    /// The file's name, with its extension.
    public let rawValue: String

    /// The sound file named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The sound file named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
#endif
