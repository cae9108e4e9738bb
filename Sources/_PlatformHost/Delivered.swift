#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Carries values that are not `Sendable` (an app's delegate, a provider, an intent, a payload) to the queue or actor
/// that uses them next, as the frameworks hand them between the car and the app's queues. Only the receiving side
/// touches them, after the sender is done with them.
package struct Delivered<Value>: @unchecked Sendable {
    package let value: Value

    package init(_ value: Value) { self.value = value }
}
#endif
