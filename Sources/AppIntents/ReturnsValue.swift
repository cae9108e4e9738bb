#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A result that returns a value of a type (`some IntentResult & ReturnsValue<Int>`).
@available(iOS 16.0, *)
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value
    var value: Value? { get }
}
#endif
