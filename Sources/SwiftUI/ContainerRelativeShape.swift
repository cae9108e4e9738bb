#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The shape of the container the view is in, inset: in a widget, a rounded rectangle whose corners follow the widget's.
@available(iOS 13.0, *)
public struct ContainerRelativeShape: Shape, _PrimitiveView {
    @inlinable public init() {}
    public var _shapeKind: _ResolvedView.Shape { .containerRelative }
    public typealias Body = Never
}
#endif
