#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A parameter of an intent (`@Parameter(title: "Minutes") var minutes: Int`): its title and value. An optional
/// parameter starts as nil; any other has no value until it is given one (its default, the intent's initializer, the
/// system before `perform()`). A reference, as Apple's: copies of an intent share their parameters.
@available(iOS 16.0, *)
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable, CustomDebugStringConvertible {
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    private var storage: Value?

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.title = title
        self.description = description
        storage = (Value.self as? any _OptionalValue.Type)?._none as? Value
    }

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
        self.title = title
        self.description = description
        storage = value
    }

    public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.title = title
        self.description = description
        storage = wrappedValue
    }

    /// The value. Reading one never given is the app's mistake (the system gives every parameter a value before
    /// `perform()`; the car does not perform an intent with one missing).
    public var wrappedValue: Value {
        get {
            guard let storage else { preconditionFailure("The parameter \(title) of an intent has no value") }
            return storage
        }
        set { storage = newValue }
    }

    public var projectedValue: IntentParameter<Value> { self }

    public var debugDescription: String { storage.map { "\($0)" } ?? "(no value)" }
}

@available(iOS 16.0, *)
extension IntentParameter: _IntentParameterValue {
    public var _hasValue: Bool { storage != nil }
    public var _title: String { title.defaultValue }
}

/// A parameter as the car checks it before performing an intent.
public protocol _IntentParameterValue {
    var _hasValue: Bool { get }
    var _title: String { get }
}

/// `Optional`, whose parameters start as nil.
protocol _OptionalValue {
    static var _none: Self { get }
}

extension Optional: _OptionalValue {
    static var _none: Self { nil }
}
#endif
