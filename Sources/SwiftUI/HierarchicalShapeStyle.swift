#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A level of the foreground: primary, secondary (dimmer), tertiary, quaternary.
@available(iOS 15.0, *)
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The foreground `base` at this level: primary as it is, the others at iOS's label opacities.
    func applied(to base: _ResolvedView.Color, scheme: ColorScheme) -> _ResolvedView.Color {
        let opacities = scheme == .dark ? [1, 0.6, 0.3, 0.16] : [1, 0.6, 0.3, 0.18]
        var color = base
        color.opacity *= opacities[min(max(level, 0), 3)]
        return color
    }
}
#endif
