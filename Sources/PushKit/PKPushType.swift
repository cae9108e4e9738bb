#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A kind of push an app registers for (`desiredPushTypes`), as Swift imports PushKit's string constants.
@available(iOS 8.0, *)
public struct PKPushType: Hashable, RawRepresentable, Sendable {
    /// The push type's string (`"PKPushTypeVoIP"`...).
    public let rawValue: String

    /// The push type named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Voice-over-IP call invitations: the app reports each as an incoming call to CallKit.
    @available(iOS 8.0, *)
    public static let voIP = PKPushType(rawValue: "PKPushTypeVoIP")

    /// Updates for a watch complication.
    @available(iOS, introduced: 9.0, deprecated: 13.0)
    public static let complication = PKPushType(rawValue: "PKPushTypeComplication")

    /// Updates for a file provider extension.
    @available(iOS 11.0, *)
    public static let fileProvider = PKPushType(rawValue: "PKPushTypeFileProvider")
}
#endif
