#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The views a `ViewBuilder` closure lists, in order.
@available(iOS 13.0, *)
public struct TupleView<T>: View {
    public var value: T
    @inlinable public init(_ value: T) { self.value = value }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension TupleView: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .group(_ViewResolver.children(of: value, in: environment))
    }
}
#endif
