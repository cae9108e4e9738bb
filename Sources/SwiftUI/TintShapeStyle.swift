#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The view's tint, as a style.
@available(iOS 15.0, *)
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
}
#endif
