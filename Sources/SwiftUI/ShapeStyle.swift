#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A colour or pattern to fill or draw with: a `Color`, or a hierarchical style (`.primary`, `.secondary`...)
/// that resolves against the colour scheme.
@available(iOS 15.0, *)
public protocol ShapeStyle: Sendable {}

@available(iOS 15.0, *)
extension ShapeStyle {
    /// The colour this style draws with in `environment` (a hierarchical style: its level of the foreground).
    @MainActor func resolvedColor(in environment: EnvironmentValues) -> _ResolvedView.Color {
        switch self {
        case let color as Color: return color.resolved(in: environment.colorScheme)
        case let style as HierarchicalShapeStyle:
            let base = environment._foreground ?? Color.primary.resolved(in: environment.colorScheme)
            return style.applied(to: base, scheme: environment.colorScheme)
        case is TintShapeStyle:
            return environment._tint ?? Color.accentColor.resolved(in: environment.colorScheme)
        default:
            return Color.primary.resolved(in: environment.colorScheme)
        }
    }
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

@available(iOS 15.0, *)
extension ShapeStyle where Self == TintShapeStyle {
    /// The tint (the accent colour unless `tint(_:)` set one).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
#endif
