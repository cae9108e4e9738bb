#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The configurations of a bundle's widgets, in order.
@available(iOS 14.0, *)
public struct _WidgetList: WidgetConfiguration, _PrimitiveWidgetConfiguration {
    let descriptions: [_WidgetDescription]
    public typealias Body = Never
    public func _descriptions() -> [_WidgetDescription] { descriptions }
}
#endif
