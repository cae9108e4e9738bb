#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The widgets an extension offers.
@available(iOS 14.0, *)
@MainActor @preconcurrency public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
#endif
