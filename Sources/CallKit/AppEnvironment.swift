#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The environment of the app that made a CallKit object (the car it runs in), held weakly: the environment lives
/// as long as the app's session, and an object outliving it reaches no car.
struct AppEnvironment: Sendable {
    private final class Reference: @unchecked Sendable {
        // Written once in init, read afterwards only.
        weak var environment: (any PlatformHostEnvironment)?
        init(_ environment: (any PlatformHostEnvironment)?) { self.environment = environment }
    }

    private let reference: Reference

    /// The environment of the code that runs now (from any thread).
    static func ofRunningCode() -> AppEnvironment {
        AppEnvironment(reference: Reference(PlatformHost.environmentOfRunningCode))
    }

    private init(reference: Reference) { self.reference = reference }

    /// The environment, nil when no car runs the app (or its session ended).
    var environment: (any PlatformHostEnvironment)? { reference.environment }

    /// The car's call service for the app, nil without a car or when the car has none.
    @MainActor var callService: (any PlatformCallService)? { environment?.callService }

    /// Runs `body` as the app's code: the app's instances (`AVAudioSession.sharedInstance()`) are this app's,
    /// whatever queue it runs on.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        guard let environment else { return try body() }
        return try PlatformHost.$taskEnvironment.withValue(PlatformHostEnvironmentBox(environment)) { try body() }
    }
}
#endif
