#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A circle centred in its frame, as wide as the frame's shorter side.
@available(iOS 13.0, *)
public struct Circle: Shape, _PrimitiveView {
    @inlinable public init() {}
    public var _shapeKind: _ResolvedView.Shape { .circle }
    public typealias Body = Never
}
#endif
