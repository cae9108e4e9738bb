#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Turns a view into what it shows (`_ResolvedView`) in an environment: a primitive view resolves itself, any other
/// view's body is asked for with the environment its `@Environment` properties read. Views are resolved on the main
/// actor, as SwiftUI evaluates bodies.
@MainActor public enum _ViewResolver {
    /// The environments of the bodies being evaluated, innermost last (`Environment.wrappedValue` reads it).
    static var environments: [EnvironmentValues] = []

    /// What `view` shows in `environment`.
    public static func resolve<V: View>(_ view: V, in environment: EnvironmentValues) -> _ResolvedView {
        if let primitive = view as? any _PrimitiveView { return primitive._resolve(in: environment) }
        environments.append(environment)
        defer { environments.removeLast() }
        return resolve(view.body, in: environment)
    }

    /// The views of a tuple (a `ViewBuilder` block), resolved in order.
    static func children<T>(of tuple: T, in environment: EnvironmentValues) -> [_ResolvedView] {
        Mirror(reflecting: tuple).children.compactMap { child in
            guard let view = child.value as? any View else { return nil }
            return resolveAny(view, in: environment)
        }
    }

    /// Resolves a view known only as `any View`.
    static func resolveAny(_ view: any View, in environment: EnvironmentValues) -> _ResolvedView {
        func open<V: View>(_ view: V) -> _ResolvedView { resolve(view, in: environment) }
        return open(view)
    }
}
#endif
