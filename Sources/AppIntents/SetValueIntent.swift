#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An intent that sets a value: a widget's `Toggle(isOn:intent:)` sets `value` to the toggle's new state before it
/// performs the intent.
@available(iOS 16.0, *)
public protocol SetValueIntent: SystemIntent {
    associatedtype ValueType
    var value: ValueType { get set }
}
#endif
