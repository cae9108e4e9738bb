#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A command the system sends the app (play, pause, next track...): the Now Playing screen's controls, the steering
/// wheel buttons, Siri. The app adds handlers; the system shows a control only for an enabled command with a handler.
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    private final class Target {
        let handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
        init(_ handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) { self.handler = handler }
    }

    private let lock = NSLock()
    private var enabled = true
    private var targets: [Target] = []

    /// The command's name in descriptions (`playCommand`...).
    let name: String
    /// The host of the app whose command center holds the command.
    private let host: PlatformHostLink

    init(name: String, host: PlatformHostLink) {
        self.name = name
        self.host = host
        super.init()
    }

    /// Whether the system offers the command (default true). A disabled command's control is dimmed.
    open var isEnabled: Bool {
        get { locked { enabled } }
        set {
            locked { enabled = newValue }
            notifyHost()
        }
    }

    /// Adds a handler the system calls for each event; returns a token for `removeTarget(_:)`.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let target = Target(handler)
        locked { targets.append(target) }
        notifyHost()
        return target
    }

    /// Removes a handler by the token `addTarget(handler:)` returned; nil removes every handler.
    open func removeTarget(_ target: Any?) {
        locked {
            if let target = target as AnyObject? {
                targets.removeAll { $0 === target }
            } else {
                targets.removeAll()
            }
        }
        notifyHost()
    }

    // MARK: Host (SPI)

    /// Whether the app handles the command: enabled, with at least one handler.
    @_spi(CarPlayHost) public var _isActive: Bool { locked { enabled && !targets.isEmpty } }

    /// Calls every handler with `event`, in the order they were added. Answers the first status that is not
    /// `.success`, else `.success`; `.commandFailed` when the command is disabled or has no handler.
    func perform(_ event: MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus {
        let (enabled, handlers) = locked { (self.enabled, targets.map(\.handler)) }
        guard enabled, !handlers.isEmpty else { return .commandFailed }
        var status = MPRemoteCommandHandlerStatus.success
        for handler in handlers {
            let result = handler(event)
            if status == .success { status = result }
        }
        return status
    }

    func notifyHost() { host.didChange(.remoteCommandCenter) }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    open override var description: String {
        "<\(type(of: self)): \(PlatformFormat.address(of: self))> \(name) enabled: \(isEnabled ? 1 : 0)"
    }
}
#endif
