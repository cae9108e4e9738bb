#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A shape that fills the room it is given: in the foreground style, or in the style `fill(_:)` names. The car
/// draws the built-in shapes (`Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`, `ContainerRelativeShape`).
@available(iOS 13.0, *)
public protocol Shape: View, Sendable {
    /// Which of the car's shapes this is.
    var _shapeKind: _ResolvedView.Shape { get }
}

@available(iOS 13.0, *)
extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S) -> _ShapeView<Self, S> { _ShapeView(shape: self, style: content) }

    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .shape(_shapeKind, fill: environment._foreground ?? Color.primary.resolved(in: environment.colorScheme))
    }
}
#endif
