#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A modifier of the app's own (`view.modifier(MyStyle())`): its body wraps the content it is given in other views
/// and modifiers.
@available(iOS 13.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    /// The view the modifier is applied to, as its body receives it.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content a `ViewModifier`'s body wraps: the modified view, resolved where the body places it.
@available(iOS 13.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let resolve: @MainActor (EnvironmentValues) -> _ResolvedView
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension _ViewModifier_Content: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView { resolve(environment) }
}

/// A view with a `ViewModifier` applied (what `modifier(_:)` returns).
@available(iOS 13.0, *)
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

@available(iOS 13.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension ModifiedContent: _PrimitiveView where Content: View, Modifier: ViewModifier {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        let content = self.content
        let wrapped = _ViewModifier_Content<Modifier> { _ViewResolver.resolve(content, in: $0) }
        // The modifier's `@Environment` properties read the environment it is applied in, as a body's do.
        _ViewResolver.environments.append(environment)
        let body = modifier.body(content: wrapped)
        _ViewResolver.environments.removeLast()
        return _ViewResolver.resolve(body, in: environment)
    }
}

@available(iOS 13.0, *)
extension View {
    /// Applies a modifier of the app's own.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
#endif
