#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Views one over the other, the first at the back.
@available(iOS 13.0, *)
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension ZStack: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .stack(
            .depth, alignment: alignment.resolved, spacing: nil,
            _ViewResolver.resolve(content, in: environment).flattened)
    }
}
#endif
