#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A view that shows nothing and takes no room.
@available(iOS 13.0, *)
public struct EmptyView: View {
    @inlinable public init() {}
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension EmptyView: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView { .empty }
}
#endif
