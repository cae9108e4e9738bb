#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Where a widget may show. A widget disfavoured for `.carPlay` still shows there if the driver chooses it, without
/// interaction.
@available(iOS 17.0, *)
public struct WidgetLocation: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    @available(iOS 26.0, *)
    public static let carPlay = WidgetLocation(name: "carPlay")
    public var description: String { name }
}
#endif
