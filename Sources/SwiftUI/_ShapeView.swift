#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A shape filled with a style (`Shape.fill(_:)`).
@available(iOS 13.0, *)
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    public init(shape: Content, style: Style) {
        self.shape = shape
        self.style = style
    }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension _ShapeView: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .shape(shape._shapeKind, fill: style.resolvedColor(in: environment))
    }
}
#endif
