#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// Buttons' style, overlays and redaction.
@available(iOS 13.0, *)
extension View {
    /// How the buttons inside are drawn.
    @available(iOS 15.0, *)
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        _ModifiedView(self, environment: { $0._buttonStyle = style._kind })
    }

    /// Draws the text and images inside as shapes of their size, for `reason` (the system does so for a widget
    /// loading).
    @available(iOS 14.0, *)
    public func redacted(reason: RedactionReasons) -> some View {
        _ModifiedView(self, environment: { $0.redactionReasons.formUnion(reason) })
    }

    /// A view in front of this one, sized to it and aligned in it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let overlay = content()
        return _ModifiedView(
            self,
            wrap: { view, env in
                .overlay(_ViewResolver.resolve(overlay, in: env), alignment: alignment.resolved, content: view)
            })
    }

    /// A style filling the view's frame in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        _ModifiedView(
            self,
            wrap: { view, env in
                .overlay(
                    .shape(.rectangle, fill: style.resolvedColor(in: env)),
                    alignment: .init(horizontal: 0, vertical: 0), content: view)
            })
    }

    /// Draws the views inside as they are, even where the view around them is redacted.
    @available(iOS 14.0, *)
    public func unredacted() -> some View { _ModifiedView(self, environment: { $0.redactionReasons = [] }) }
}
#endif
