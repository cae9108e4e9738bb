#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A rectangle with rounded corners.
@available(iOS 13.0, *)
public struct RoundedRectangle: Shape, _PrimitiveView {
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    public var _shapeKind: _ResolvedView.Shape { .roundedRectangle(cornerRadius: Double(cornerSize.width)) }
    public typealias Body = Never
}
#endif
