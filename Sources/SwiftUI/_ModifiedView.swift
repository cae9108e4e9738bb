#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A view with a modifier applied: the modifier may change the environment its content is resolved in and wrap
/// what the content shows (padding, a frame, a background, a link). What `padding(_:)`, `frame(...)` and the
/// other modifiers return.
@available(iOS 13.0, *)
public struct _ModifiedView<Content: View>: View {
    let content: Content
    let environment: @MainActor (inout EnvironmentValues) -> Void
    let wrap: @MainActor (_ResolvedView, EnvironmentValues) -> _ResolvedView

    init(
        _ content: Content, environment: @escaping @MainActor (inout EnvironmentValues) -> Void = { _ in },
        wrap: @escaping @MainActor (_ResolvedView, EnvironmentValues) -> _ResolvedView = { view, _ in view }
    ) {
        self.content = content
        self.environment = environment
        self.wrap = wrap
    }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension _ModifiedView: _PrimitiveView {
    public func _resolve(in outer: EnvironmentValues) -> _ResolvedView {
        var inner = outer
        environment(&inner)
        return wrap(_ViewResolver.resolve(content, in: inner), outer)
    }
}
#endif
