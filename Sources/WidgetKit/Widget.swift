#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A widget: its configuration (kind, provider, views and options). An app's widget extension lists its widgets
/// in a `WidgetBundle` (or has one widget).
@available(iOS 14.0, *)
@MainActor @preconcurrency public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @MainActor @preconcurrency var body: Self.Body { get }
}
#endif
