#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What performing an intent gives back: built with the `result(...)` methods, typed with `ReturnsValue`,
/// `OpensIntent` and `ProvidesDialog` (`some IntentResult & ReturnsValue<Int>`).
@available(iOS 16.0, *)
public protocol IntentResult: Sendable {
    /// The value the intent returns, if it returns one.
    var _value: Any? { get }
    /// The dialog the system speaks, if any.
    var _dialog: IntentDialog? { get }
    /// The intent the system performs next, if any.
    var _opensIntent: (any AppIntent)? { get }
}

@available(iOS 16.0, *)
extension IntentResult where Self == IntentResultContainer<Never, Never, Never, Never> {
    /// The intent finished with nothing to return.
    public static func result() -> Self { IntentResultContainer(value: nil, dialog: nil, opensIntent: nil) }

    /// The intent finished; the system speaks .
    public static func result(dialog: IntentDialog) -> Self {
        IntentResultContainer(value: nil, dialog: dialog, opensIntent: nil)
    }

    /// The intent finished; the system performs  next.
    public static func result(opensIntent: some AppIntent) -> Self {
        IntentResultContainer(value: nil, dialog: nil, opensIntent: opensIntent)
    }
}

@available(iOS 16.0, *)
extension IntentResult {
    /// The intent finished with a value.
    public static func result<Value: Sendable>(value: Value) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never> {
        IntentResultContainer(value: value, dialog: nil, opensIntent: nil)
    }

    /// The intent finished with a value the system speaks  about.
    public static func result<Value: Sendable>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never> {
        IntentResultContainer(value: value, dialog: dialog, opensIntent: nil)
    }
}
#endif
