#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Resolves the host environment of the code that runs now (see PlatformHostEnvironment.swift), the way
/// `CPHostBridge` does for the CarPlay framework.
@_spi(CarPlayHost) public enum PlatformHost {
    /// The environment of the app code that is running now. The host sets it around every call into app code,
    /// and unstructured tasks that code starts inherit it.
    @TaskLocal public static var taskEnvironment: PlatformHostEnvironmentBox?

    /// The environment of the app most recently driven by a host, for app code that runs outside any host call
    /// (a test body, a timer). On iOS a process holds one app, so this is what "the app" means there.
    @MainActor public static weak var ambientEnvironment: (any PlatformHostEnvironment)?

    /// The environment that applies right now, if a host runs the app.
    @MainActor public static var currentEnvironment: (any PlatformHostEnvironment)? {
        taskEnvironment?.environment ?? ambientEnvironment
    }

    /// The environment that applies right now, from any thread: on the main actor `currentEnvironment`, elsewhere
    /// the task-local one only (the ambient environment belongs to the main actor).
    public static var environmentOfRunningCode: (any PlatformHostEnvironment)? {
        if isMainQueue() { return MainActor.assumeIsolated { currentEnvironment } }
        return taskEnvironment?.environment
    }

    /// Runs app code with `environment` as its environment.
    @MainActor public static func withEnvironment<T>(
        _ environment: any PlatformHostEnvironment, _ body: () throws -> T
    ) rethrows -> T {
        let previous = ambientEnvironment
        ambientEnvironment = environment
        defer { ambientEnvironment = previous }
        return try $taskEnvironment.withValue(PlatformHostEnvironmentBox(environment)) { try body() }
    }

    /// Runs `body` on the main actor: now when the caller is on the main queue, else on the main queue's next turn
    /// (so that what one thread asks of the car reaches it in order). The frameworks' one way to the car from any
    /// thread.
    package static func onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isMainQueue() {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
        }
    }

    /// True on the main thread or the main queue, where main-actor code runs. On Linux `Thread.isMainThread` is
    /// false on the main actor once `dispatchMain()` has retired the main thread (as `swift test` does), while
    /// main-actor work still runs on the main queue, which is marked here.
    package static func isMainQueue() -> Bool {
        _ = MainQueueMark.marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) == 1
    }

    private enum MainQueueMark {
        static let key = DispatchSpecificKey<UInt8>()
        static let marked: Bool = {
            DispatchQueue.main.setSpecific(key: key, value: 1)
            return true
        }()
    }
}
#endif
