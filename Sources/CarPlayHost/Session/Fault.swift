import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost

/// An app's programmer error, as iOS reports it: the exception's name and reason. On iOS the app is terminated;
/// here the session's fault policy decides what the front end does (the simulator closes the app and shows the
/// message, the test car records it).
public struct Fault: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The exception name, e.g. `NSInvalidArgumentException`.
    public var name: String
    /// The exception reason, Apple's text.
    public var reason: String
    /// The bundle identifier of the app that raised it.
    public var bundleIdentifier: String

    public init(name: String, reason: String, bundleIdentifier: String) {
        self.name = name
        self.reason = reason
        self.bundleIdentifier = bundleIdentifier
    }

    /// The line iOS prints when the exception terminates the app (the one text, `CPHostException`'s).
    public var description: String { CPHostException(name: name, reason: reason).description }
}

/// What happens when an app faults. The session always records the fault and treats the app as terminated
/// (further template operations are ignored); the policy lets the front end react.
public struct FaultPolicy: Sendable {
    public let handle: @MainActor @Sendable (Fault) -> Void
    public init(_ handle: @escaping @MainActor @Sendable (Fault) -> Void) { self.handle = handle }
    /// Only record the fault in the session.
    public static let record = FaultPolicy { _ in }
}
