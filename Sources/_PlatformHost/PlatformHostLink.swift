#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What an app-scoped stand-in instance knows of its host: the environment of the app it belongs to (weakly; nil
/// for the process-wide instance used when no host runs the code). The stand-in frameworks use it to report
/// changes and read the host's clock.
package struct PlatformHostLink: Sendable {
    private final class Reference: @unchecked Sendable {
        // Written once in init, read afterwards only.
        weak var environment: (any PlatformHostEnvironment)?
        init(_ environment: (any PlatformHostEnvironment)?) { self.environment = environment }
    }

    private let reference: Reference

    package init(_ environment: (any PlatformHostEnvironment)?) { reference = Reference(environment) }

    /// A link to no host.
    package static let none = PlatformHostLink(nil)

    /// Tells the app's environment that its instance of `service` changed. Callable from any thread; the notice is
    /// delivered on the main actor (at once on the main queue, else asynchronously).
    package func didChange(_ service: PlatformService) {
        let reference = reference
        PlatformHost.onMain { reference.environment?.platformServiceDidChange(service) }
    }

    /// The host's clock now, nil off the main queue or when the host keeps no clock.
    package var hostNow: Date? {
        guard PlatformHost.isMainQueue() else { return nil }
        let reference = reference
        return MainActor.assumeIsolated { reference.environment?.hostNow }
    }
}
#endif
