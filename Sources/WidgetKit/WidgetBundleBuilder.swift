#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Builds a bundle's widgets from the ones a closure lists.
@available(iOS 14.0, *)
@MainActor @resultBuilder public struct WidgetBundleBuilder {
    public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> _TupleWidget<
        repeat each Content
    > {
        _TupleWidget(widgets: (repeat each content))
    }
}
#endif
