#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A rectangle with fully rounded ends.
@available(iOS 13.0, *)
public struct Capsule: Shape, _PrimitiveView {
    @inlinable public init() {}
    public var _shapeKind: _ResolvedView.Shape { .capsule }
    public typealias Body = Never
}
#endif
