#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The singleton of a MediaPlayer stand-in (`MPNowPlayingInfoCenter.default()`, `MPRemoteCommandCenter.shared()`),
/// one per app: per host environment when a car session hosts the running code (several test cars may run apps in
/// parallel in one process), else one for the process. On iOS one process is one app, so both read the same.
final class MPAppScopedInstance<Instance: AnyObject & Sendable>: @unchecked Sendable {
    private final class Entry {
        weak var environment: (any CPHostEnvironment)?
        let instance: Instance
        init(environment: any CPHostEnvironment, instance: Instance) {
            self.environment = environment
            self.instance = instance
        }
    }

    private let lock = NSLock()
    private let make: @Sendable () -> Instance
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var processWide: Instance?

    init(_ make: @escaping @Sendable () -> Instance) { self.make = make }

    /// The instance of the app whose code runs now.
    var current: Instance {
        let environment: (any CPHostEnvironment)? =
            if cpIsMainQueue() {
                MainActor.assumeIsolated { CPHostBridge.currentEnvironment }
            } else {
                CPHostBridge.taskEnvironment?.environment
            }
        lock.lock()
        defer { lock.unlock() }
        guard let environment else {
            if let processWide { return processWide }
            let instance = make()
            processWide = instance
            return instance
        }
        entries = entries.filter { $0.value.environment != nil }
        let key = ObjectIdentifier(environment)
        if let entry = entries[key] { return entry.instance }
        let instance = make()
        entries[key] = Entry(environment: environment, instance: instance)
        return instance
    }
}
#endif
