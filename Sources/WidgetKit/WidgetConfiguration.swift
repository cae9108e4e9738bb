#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A widget's configuration: a `StaticConfiguration` or `ActivityConfiguration` with the modifiers applied.
@available(iOS 14.0, *)
@MainActor @preconcurrency public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, *)
extension Never: WidgetConfiguration {}

/// A configuration the car reads itself instead of asking for its body.
@MainActor public protocol _PrimitiveWidgetConfiguration {
    /// The widgets it describes.
    func _descriptions() -> [_WidgetDescription]
}

@available(iOS 14.0, *)
extension WidgetConfiguration where Body == Never {
    /// A primitive configuration has no body: the car reads it (`_PrimitiveWidgetConfiguration`).
    public var body: Never {
        fatalError("\(Self.self) is a primitive configuration: its body is never asked for")
    }
}
#endif
