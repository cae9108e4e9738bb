#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Views kept together, for modifiers applied to all of them: laid out by the stack around them as if listed one by
/// one.
@available(iOS 13.0, *)
public struct Group<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension Group: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .group(_ViewResolver.resolve(content, in: environment).flattened)
    }
}
#endif
