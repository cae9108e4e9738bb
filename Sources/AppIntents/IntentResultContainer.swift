#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The result type the `result(...)` methods build: a value, an intent to open and a dialog, each optional.
@available(iOS 16.0, *)
public struct IntentResultContainer<Value, OpensIntent, Content, ConfirmationActionName>: IntentResult,
    @unchecked Sendable
{
    /// The value returned (nil when the intent returns none).
    public let value: Value?
    let dialog: IntentDialog?
    let opensIntent: (any AppIntent)?

    init(value: Value?, dialog: IntentDialog?, opensIntent: (any AppIntent)?) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
    }

    public var _value: Any? { value.map { $0 as Any } }
    public var _dialog: IntentDialog? { dialog }
    public var _opensIntent: (any AppIntent)? { opensIntent }
}

@available(iOS 16.0, *)
extension IntentResultContainer: ReturnsValue {}
@available(iOS 16.0, *)
extension IntentResultContainer: ProvidesDialog {}
@available(iOS 16.0, *)
extension IntentResultContainer: AppIntents.OpensIntent {}
#endif
