#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A rectangle filling its frame.
@available(iOS 13.0, *)
public struct Rectangle: Shape, _PrimitiveView {
    @inlinable public init() {}
    public var _shapeKind: _ResolvedView.Shape { .rectangle }
    public typealias Body = Never
}
#endif
