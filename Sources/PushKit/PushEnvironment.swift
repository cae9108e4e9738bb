#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The environment of the app that made a push registry (the car it runs in), held weakly: the environment lives as
/// long as the app's session, and a registry outliving it reaches no car.
struct PushEnvironment: Sendable {
    private final class Reference: @unchecked Sendable {
        // Written once in init, read afterwards only.
        weak var environment: (any PlatformHostEnvironment)?
        init(_ environment: (any PlatformHostEnvironment)?) { self.environment = environment }
    }

    private let reference: Reference

    /// The environment of the code that runs now (from any thread).
    static func ofRunningCode() -> PushEnvironment {
        PushEnvironment(reference: Reference(PlatformHost.environmentOfRunningCode))
    }

    private init(reference: Reference) { self.reference = reference }

    /// The car's push service for the app, nil without a car or when the car has none.
    @MainActor var pushService: (any PlatformPushService)? { reference.environment?.pushService }

    /// Runs `body` as the app's code, whatever queue it runs on.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        guard let environment = reference.environment else { return try body() }
        return try PlatformHost.$taskEnvironment.withValue(PlatformHostEnvironmentBox(environment)) { try body() }
    }

    /// Runs `body` on the main actor: now when the caller is on the main queue, else on the main queue's next turn.
    static func onMain(_ body: @escaping @MainActor @Sendable () -> Void) { PlatformHost.onMain(body) }
}
#endif
