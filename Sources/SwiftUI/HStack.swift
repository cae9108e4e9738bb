#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Views side by side, leading to trailing.
@available(iOS 13.0, *)
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension HStack: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .stack(
            .horizontal, alignment: _ResolvedView.Alignment(horizontal: 0, vertical: alignment.value),
            spacing: spacing.map(Double.init), _ViewResolver.resolve(content, in: environment).flattened)
    }
}
#endif
