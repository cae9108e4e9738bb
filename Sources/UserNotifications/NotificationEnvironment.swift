#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The environment of the app a notification center belongs to (the car it runs in), held weakly: the environment
/// lives as long as the app's session, and a center outliving it reaches no car.
struct NotificationEnvironment: Sendable {
    private final class Reference: @unchecked Sendable {
        // Written once in init, read afterwards only.
        weak var environment: (any PlatformHostEnvironment)?
        init(_ environment: (any PlatformHostEnvironment)?) { self.environment = environment }
    }

    private let reference: Reference

    /// The environment of the code that runs now (from any thread).
    static func ofRunningCode() -> NotificationEnvironment {
        NotificationEnvironment(reference: Reference(PlatformHost.environmentOfRunningCode))
    }

    private init(reference: Reference) { self.reference = reference }

    /// The car's notification service for the app, nil without a car or when the car has none.
    @MainActor var notificationService: (any PlatformNotificationService)? {
        reference.environment?.notificationService
    }

    /// Runs `body` as the app's code: the app's instances (`UNUserNotificationCenter.current()`) are this app's,
    /// whatever queue it runs on.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        guard let environment = reference.environment else { return try body() }
        return try PlatformHost.$taskEnvironment.withValue(PlatformHostEnvironmentBox(environment)) { try body() }
    }
}
#endif
