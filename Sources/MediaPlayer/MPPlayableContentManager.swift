#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// How an audio app offered its media to CarPlay before CarPlay's templates (the WWDC session in the seeds): a data
/// source describing its content tree and a delegate that plays; CarPlay draws the tabs and lists itself. One
/// manager per app (`shared()`).
@available(iOS, introduced: 7.1, deprecated: 14.0, message: "Use CarPlay framework")
open class MPPlayableContentManager: NSObject, @unchecked Sendable {
    private static let instances = PlatformAppScoped { _ in MPPlayableContentManager() }

    /// The app's content manager.
    open class func shared() -> MPPlayableContentManager { instances.current }

    private let lock = NSLock()
    private weak var _dataSource: (any MPPlayableContentDataSource)?
    private weak var _delegate: (any MPPlayableContentDelegate)?
    private var _nowPlayingIdentifiers: [String] = []
    private var _context = MPPlayableContentManagerContext(
        itemsCount: 0, treeDepth: 0, limitsEnforced: false, endpointAvailable: false)
    private var updateDepth = 0
    private var reloadRequested = false
    private var reloadObservers: [@Sendable () -> Void] = []

    /// What the app's content tree holds.
    open weak var dataSource: (any MPPlayableContentDataSource)? {
        get { lock.withLock { _dataSource } }
        set { lock.withLock { _dataSource = newValue } }
    }

    /// Who plays what the driver selects.
    open weak var delegate: (any MPPlayableContentDelegate)? {
        get { lock.withLock { _delegate } }
        set { lock.withLock { _delegate = newValue } }
    }

    /// The identifiers of the items playing now (the car marks them in its lists).
    open var nowPlayingIdentifiers: [String] {
        get { lock.withLock { _nowPlayingIdentifiers } }
        set {
            lock.withLock { _nowPlayingIdentifiers = newValue }
            reloadData()
        }
    }

    /// The car's content limits.
    open var context: MPPlayableContentManagerContext { lock.withLock { _context } }

    /// The content changed: the car asks the data source again (after `endUpdates()` when inside updates).
    open func reloadData() {
        let observers: [@Sendable () -> Void] = lock.withLock {
            guard updateDepth == 0 else {
                reloadRequested = true
                return []
            }
            return reloadObservers
        }
        for observer in observers { observer() }
    }

    /// Groups changes: the car reloads once, at the matching `endUpdates()`.
    open func beginUpdates() { lock.withLock { updateDepth += 1 } }

    open func endUpdates() {
        let reload: Bool = lock.withLock {
            updateDepth = max(0, updateDepth - 1)
            guard updateDepth == 0, reloadRequested else { return false }
            reloadRequested = false
            return true
        }
        if reload { reloadData() }
    }

    // MARK: Host (SPI)

    /// The car hears `reloadData()`.
    @_spi(CarPlayHost) public func _observeReloads(_ observer: @escaping @Sendable () -> Void) {
        lock.withLock { reloadObservers.append(observer) }
    }

    /// The car forgets its observers (the scene went).
    @_spi(CarPlayHost) public func _removeReloadObservers() {
        lock.withLock { reloadObservers.removeAll() }
    }

    /// The car sets its limits; the delegate hears them.
    @MainActor @_spi(CarPlayHost) public func _setContext(_ context: MPPlayableContentManagerContext) {
        lock.withLock { _context = context }
        delegate?.playableContentManager(self, didUpdate: context)
    }
}
#endif
