#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An update's alert: the car shows the Live Activity as a notification with this title.
@available(iOS 16.1, *)
public struct AlertConfiguration: Hashable, Sendable {
    public var title: String
    public var body: String
    public var sound: AlertSound

    public init(title: String, body: String, sound: AlertSound) {
        self.title = title
        self.body = body
        self.sound = sound
    }

    /// The sound an alert plays.
    public struct AlertSound: Hashable, Sendable {
        let name: String?
        public static let `default` = AlertSound(name: nil)
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
}
#endif
