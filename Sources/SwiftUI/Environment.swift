#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Reads a value of the environment the view's body is evaluated in: `@Environment(\.widgetFamily) var family`.
@available(iOS 13.0, *)
@propertyWrapper public struct Environment<Value> {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value in the environment of the body being evaluated (outside a body: the default environment's).
    @MainActor public var wrappedValue: Value {
        (_ViewResolver.environments.last ?? EnvironmentValues())[keyPath: keyPath]
    }
}
#endif
