#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Views one above the other, top to bottom.
@available(iOS 13.0, *)
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension VStack: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .stack(
            .vertical, alignment: _ResolvedView.Alignment(horizontal: alignment.value, vertical: 0),
            spacing: spacing.map(Double.init), _ViewResolver.resolve(content, in: environment).flattened)
    }
}
#endif
