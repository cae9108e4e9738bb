#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How the system draws a widget: CarPlay draws in full colour.
@available(iOS 16.0, *)
public struct WidgetRenderingMode: Hashable, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
}
#endif
