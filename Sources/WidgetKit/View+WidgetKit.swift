#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import SwiftUI

@available(iOS 16.0, *)
extension View {
    /// Marks the view as part of the widget's accent group: in the accented rendering mode it takes the accent
    /// colour; in full colour (CarPlay) it keeps its own.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        _AccentableView(content: self, accentable: accentable)
    }
}

/// A view marked `widgetAccentable(_:)`.
@available(iOS 16.0, *)
public struct _AccentableView<Content: View>: View, _PrimitiveView {
    let content: Content
    let accentable: Bool
    public typealias Body = Never

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        var environment = environment
        if accentable, environment.widgetRenderingMode == .accented {
            environment.foregroundAccent()
        }
        return _ViewResolver.resolve(content, in: environment)
    }
}

extension EnvironmentValues {
    /// The accented mode's accent group draws in the tint (the accent colour by default).
    fileprivate mutating func foregroundAccent() {
        _foreground = _tint ?? Color.accentColor.opacity(1)._resolved(in: colorScheme)
    }
}
#endif
