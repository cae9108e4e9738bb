#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A value behind a lock, for the stand-ins' objects used from any thread (the app's queues, the car's main actor):
/// what they share lives in one of these and is only touched under its lock (CallKit's providers, PushKit's
/// registries).
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` on the value under the lock.
    package func callAsFunction<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
#endif
