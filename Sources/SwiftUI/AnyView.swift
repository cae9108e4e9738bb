#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A view of any type, its type erased.
@available(iOS 13.0, *)
public struct AnyView: View {
    private let resolve: @MainActor (EnvironmentValues) -> _ResolvedView
    public init<V: View>(_ view: V) { resolve = { _ViewResolver.resolve(view, in: $0) } }
    public init<V: View>(erasing view: V) { self.init(view) }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension AnyView: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView { resolve(environment) }
}
#endif
