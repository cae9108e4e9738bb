#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The singleton of a stand-in (`MPNowPlayingInfoCenter.default()`, `MPRemoteCommandCenter.shared()`,
/// `AVAudioSession.sharedInstance()`), one per app: per host environment when a host runs the code
/// (`PlatformHost.environmentOfRunningCode`; several test cars may run apps in parallel in one process), else one
/// for the process. On iOS one process is one app, so both read the same. Each instance is made with a link to its
/// app's environment, through which it reports its changes.
package final class PlatformAppScoped<Instance: AnyObject & Sendable>: @unchecked Sendable {
    private final class Entry {
        weak var environment: (any PlatformHostEnvironment)?
        let instance: Instance
        init(environment: any PlatformHostEnvironment, instance: Instance) {
            self.environment = environment
            self.instance = instance
        }
    }

    private let lock = NSLock()
    private let make: @Sendable (PlatformHostLink) -> Instance
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var processWide: Instance?

    package init(_ make: @escaping @Sendable (PlatformHostLink) -> Instance) { self.make = make }

    /// The instance of the app whose code runs now.
    package var current: Instance {
        let environment = PlatformHost.environmentOfRunningCode
        lock.lock()
        defer { lock.unlock() }
        guard let environment else {
            if let processWide { return processWide }
            let instance = make(.none)
            processWide = instance
            return instance
        }
        entries = entries.filter { $0.value.environment != nil }
        let key = ObjectIdentifier(environment)
        if let entry = entries[key] { return entry.instance }
        let instance = make(PlatformHostLink(environment))
        entries[key] = Entry(environment: environment, instance: instance)
        return instance
    }
}
#endif
