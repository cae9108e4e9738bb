import Foundation

/// The configuration of the current car session: which parts of the user interface the car limits, and its
/// content style. The delegate hears changes.
open class CPSessionConfiguration: NSObject {
    /// The car session this configuration observes (the one hosting the app when it was created).
    private weak var environment: (any CPHostEnvironment)?

    /// Creates a configuration that reports changes to `delegate`. Like Apple's, it may be created on any thread.
    public init(delegate: any CPSessionConfigurationDelegate) {
        self.delegate = delegate
        self.environment =
            if cpIsMainQueue() {
                MainActor.assumeIsolated { CPHostBridge.currentEnvironment }
            } else {
                CPHostBridge.taskEnvironment?.environment
            }
        super.init()
        Self.withLive { live in
            live.removeAll { $0.configuration == nil }
            live.append(Weak(self))
        }
    }

    /// The user interfaces the car limits now.
    open var limitedUserInterfaces: CPLimitableUserInterface {
        CPLimitableUserInterface(rawValue: read { $0.limitedUserInterfacesRawValue } ?? 0)
    }

    /// The car's content style now.
    @available(iOS 13.0, *)
    open var contentStyle: CPContentStyle {
        CPContentStyle(rawValue: read { $0.contentStyleRawValue } ?? CPContentStyle.light.rawValue)
    }

    /// Whether the car supports video playback during this session.
    @available(iOS 26.4, *)
    open var supportsVideoPlayback: Bool { read { $0.supportsVideoPlayback } ?? false }

    /// The delegate that hears changes.
    open weak var delegate: (any CPSessionConfigurationDelegate)?

    private func read<T: Sendable>(_ body: @MainActor (any CPHostEnvironment) -> T) -> T? {
        guard cpIsMainQueue() else { return nil }
        let own = environment
        return MainActor.assumeIsolated {
            guard let environment = own ?? CPHostBridge.currentEnvironment else { return nil }
            return body(environment)
        }
    }

    // MARK: Host notifications (SPI)

    private final class Weak {
        weak var configuration: CPSessionConfiguration?
        init(_ configuration: CPSessionConfiguration) { self.configuration = configuration }
    }
    private static let liveLock = NSLock()
    nonisolated(unsafe) private static var live: [Weak] = []

    private static func withLive<T>(_ body: (inout [Weak]) -> T) -> T {
        liveLock.lock()
        defer { liveLock.unlock() }
        return body(&live)
    }

    /// The configurations created by apps in `environment` (or before any host existed).
    @MainActor private static func configurations(of environment: any CPHostEnvironment) -> [CPSessionConfiguration] {
        let configurations = withLive { live in
            live.removeAll { $0.configuration == nil }
            return live.compactMap(\.configuration)
        }
        return configurations.filter { $0.environment == nil || $0.environment === environment }
    }

    /// How many live configurations the app of `environment` holds (the delegates a change reaches).
    @_spi(CarPlayHost) @MainActor public static func _hostConfigurationCount(in environment: any CPHostEnvironment)
        -> Int
    {
        configurations(of: environment).count
    }

    /// Tells every configuration of `environment` that the limited user interfaces changed.
    /// Returns how many delegates heard it.
    @discardableResult
    @_spi(CarPlayHost) @MainActor public static func _hostLimitedUserInterfacesChanged(
        in environment: any CPHostEnvironment
    ) -> Int {
        var told = 0
        for configuration in configurations(of: environment) {
            configuration.environment = environment
            guard let delegate = configuration.delegate else { continue }
            delegate.sessionConfiguration(
                configuration, limitedUserInterfacesChanged: configuration.limitedUserInterfaces)
            told += 1
        }
        return told
    }

    /// Tells every configuration of `environment` that the content style changed.
    /// Returns how many delegates heard it.
    @discardableResult
    @_spi(CarPlayHost) @MainActor public static func _hostContentStyleChanged(in environment: any CPHostEnvironment)
        -> Int
    {
        var told = 0
        for configuration in configurations(of: environment) {
            configuration.environment = environment
            guard let delegate = configuration.delegate else { continue }
            delegate.sessionConfiguration(configuration, contentStyleChanged: configuration.contentStyle)
            told += 1
        }
        return told
    }

    open override var description: String {
        "<CPSessionConfiguration: \(cpAddress(of: self))> limitedUserInterfaces: \(limitedUserInterfaces.rawValue), contentStyle: \(contentStyle.rawValue)"
    }
}
