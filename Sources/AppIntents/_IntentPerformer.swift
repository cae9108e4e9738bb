#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How the car performs an app's intent: the parameters it lacks, the value a toggle sets, and `perform()`. The
/// host's side; apps never call it.
@available(iOS 16.0, *)
public enum _IntentPerformer {
    /// The titles of the intent's parameters that have no value (the system cannot perform it then).
    public static func missingParameters(of intent: any AppIntent) -> [String] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let parameter = child.value as? any _IntentParameterValue, !parameter._hasValue else { return nil }
            return parameter._title
        }
    }

    /// The intent with its `value` set, for a `SetValueIntent` whose value is of `value`'s type; nil otherwise.
    public static func settingValue<V>(_ value: V, of intent: any AppIntent) -> (any AppIntent)? {
        guard let setter = intent as? any SetValueIntent else { return nil }
        func set<I: SetValueIntent>(_ intent: I) -> (any AppIntent)? {
            guard let value = value as? I.ValueType else { return nil }
            var intent = intent
            intent.value = value
            return intent
        }
        return set(setter)
    }

    /// The intent's title.
    public static func title(of intent: any AppIntent) -> String { type(of: intent).title.defaultValue }

    /// Whether the system opens the app to perform it.
    public static func opensApp(_ intent: any AppIntent) -> Bool { type(of: intent).openAppWhenRun }

    /// Performs the intent; its result.
    public static func perform(_ intent: any AppIntent) async throws -> any IntentResult {
        func run<I: AppIntent>(_ intent: I) async throws -> any IntentResult { try await intent.perform() }
        return try await run(intent)
    }
}
#endif
