#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Room that grows along its stack's axis, at least `minLength` (nil: the standard spacing).
@available(iOS 13.0, *)
public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
}

@available(iOS 13.0, *)
extension Spacer: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .spacer(minLength: minLength.map(Double.init))
    }
}
#endif
