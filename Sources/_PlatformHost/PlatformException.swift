#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An Objective-C exception raised where iOS raises one (by CarPlay, whose `CPHostException` it is, or a stand-in
/// framework): its name and reason.
@_spi(CarPlayHost) public struct PlatformException: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public var name: String
    public var reason: String
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
    public static let invalidArgument = "NSInvalidArgumentException"
    public static let generic = "NSGenericException"
    public static let internalInconsistency = "NSInternalInconsistencyException"
    public var description: String { "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'" }
}

extension PlatformHost {
    /// Exceptions raised while no host ran the app (on iOS they would have terminated it), oldest first.
    @MainActor public private(set) static var unhostedExceptions: [PlatformException] = []

    /// Raises an exception as iOS would, through the host's one fault path (`PlatformHostEnvironment.raise`): the
    /// host terminates the app. Without a host the exception is recorded and printed. On iOS the raise never returns;
    /// here it does, so the caller returns at once and changes nothing.
    nonisolated public static func raise(name: String, reason: String) {
        let exception = PlatformException(name: name, reason: reason)
        if isMainQueue() {
            MainActor.assumeIsolated { deliver(exception) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { deliver(exception) } }
        }
    }

    @MainActor private static func deliver(_ exception: PlatformException) {
        if let environment = currentEnvironment {
            environment.raise(name: exception.name, reason: exception.reason)
        } else {
            unhostedExceptions.append(exception)
            FileHandle.standardError.write(Data((exception.description + "\n").utf8))
        }
    }
}
#endif
