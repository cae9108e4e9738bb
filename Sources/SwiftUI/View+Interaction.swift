#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// Buttons' style and redaction.
@available(iOS 13.0, *)
extension View {
    /// How the buttons inside are drawn.
    @available(iOS 15.0, *)
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        _ModifiedView(self, environment: { $0._buttonStyle = style._kind })
    }

    /// Draws the text and images inside as shapes of their size, for `reason` (`.placeholder`: a widget loading).
    @available(iOS 14.0, *)
    public func redacted(reason: RedactionReasons) -> some View {
        _ModifiedView(self, environment: { $0.redactionReasons.formUnion(reason) })
    }

    /// Draws the views inside as they are, even where the view around them is redacted.
    @available(iOS 14.0, *)
    public func unredacted() -> some View { _ModifiedView(self, environment: { $0.redactionReasons = [] }) }
}
#endif
