#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A view the car resolves itself instead of asking for its body: the stacks, text, images, shapes, controls and
/// modified content. The host's side; apps never adopt it.
@MainActor public protocol _PrimitiveView {
    /// What the view shows in `environment`.
    func _resolve(in environment: EnvironmentValues) -> _ResolvedView
}

@available(iOS 13.0, *)
extension View where Body == Never {
    /// A primitive view has no body: the car resolves it (`_PrimitiveView`).
    public var body: Never {
        fatalError("\(Self.self) is a primitive view: its body is never asked for")
    }
}
#endif
