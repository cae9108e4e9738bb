#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What the system tells a provider about where the widget shows.
@available(iOS 14.0, *)
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    /// True while the widget gallery (the driver's Settings) asks for a preview.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize

    /// The car's context for a provider.
    public init(_family family: WidgetFamily, isPreview: Bool, displaySize: CGSize) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}
#endif
