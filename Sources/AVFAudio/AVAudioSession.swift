#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The app's audio session: how it intends to use audio (category, mode, options) and whether it plays now. On a
/// car, activating a session that does not mix with others takes the audio focus from the car's own sources (the
/// radio) and from other apps; a session that ducks others lowers them while active (voice prompts).
///
/// One session per app (`sharedInstance()`). Activating, deactivating and changing the category tell the app's host
/// (`PlatformHostEnvironment.platformServiceDidChange` with `.audioSession`), which reads `_hostState`.
open class AVAudioSession: NSObject, @unchecked Sendable {
    private static let instances = PlatformAppScoped { AVAudioSession(host: $0) }

    /// The app's audio session.
    open class func sharedInstance() -> AVAudioSession { instances.current }

    private let lock = NSLock()
    private var _category: Category = .soloAmbient
    private var _mode: Mode = .default
    private var _options: CategoryOptions = []
    private var _isActive = false
    private var _promptStyle: PromptStyle = .normal
    private var _otherAudioPlaying = false
    private var _policy: RouteSharingPolicy = .default
    /// The session was last deactivated with `.notifyOthersOnDeactivation`.
    private var _notifiedOthersOnDeactivation = false

    /// The host of the app the session belongs to.
    private let host: PlatformHostLink

    private init(host: PlatformHostLink) {
        self.host = host
        super.init()
    }

    /// The audio session category (`.soloAmbient` until the app sets one).
    open var category: Category { locked { _category } }
    /// The audio session mode.
    open var mode: Mode { locked { _mode } }
    /// The category options.
    open var categoryOptions: CategoryOptions { locked { _options } }
    /// The kind of voice prompt the app should play now (`.normal` unless the host says otherwise).
    open var promptStyle: PromptStyle { locked { _promptStyle } }
    /// Whether another app or the car plays audio now.
    open var isOtherAudioPlaying: Bool { locked { _otherAudioPlaying } }
    /// Whether another source plays audio the app should not mix with (same as `isOtherAudioPlaying` here).
    open var secondaryAudioShouldBeSilencedHint: Bool { locked { _otherAudioPlaying } }

    /// Sets the category.
    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: .default, options: [])
    }

    /// Sets the category and options.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: .default, options: options)
    }

    /// Sets the category, mode and options. The voice-prompt mode needs the playback category, as on iOS
    /// (`AVAudioSessionErrorCodeIncompatibleCategory`, '!cat').
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        guard mode != .voicePrompt || category == .playback else {
            throw NSError(domain: NSOSStatusErrorDomain, code: ErrorCode.incompatibleCategory.rawValue)
        }
        let ducking: CategoryOptions = [.duckOthers, .interruptSpokenAudioAndMixWithOthers]
        guard options.isDisjoint(with: ducking.union(.mixWithOthers)) || category.allowsMixing else {
            throw NSError(domain: NSOSStatusErrorDomain, code: ErrorCode.badParam.rawValue)
        }
        locked {
            _category = category
            _mode = mode
            _options = options
            // duckOthers and interruptSpokenAudioAndMixWithOthers imply mixWithOthers, as on iOS.
            if !options.isDisjoint(with: ducking) { _options.insert(.mixWithOthers) }
        }
        host.didChange(.audioSession)
    }

    /// Sets the category, mode, route-sharing policy and options (long-form audio apps use `.longFormAudio`).
    open func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = [])
        throws
    {
        try setCategory(category, mode: mode, options: options)
        locked { _policy = policy }
    }

    /// The route-sharing policy (`.default` until the app sets one).
    open var routeSharingPolicy: RouteSharingPolicy { locked { _policy } }

    /// Sets the mode, keeping the category and options.
    open func setMode(_ mode: Mode) throws {
        try setCategory(category, mode: mode, options: categoryOptions)
    }

    /// Activates or deactivates the session.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        locked {
            _isActive = active
            _notifiedOthersOnDeactivation = !active && options.contains(.notifyOthersOnDeactivation)
        }
        host.didChange(.audioSession)
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    // MARK: Host (SPI)

    /// What the host reads: whether the session is active and how it wants to play.
    @_spi(CarPlayHost) public var _hostState: (isActive: Bool, category: String, mode: String, options: UInt) {
        locked { (_isActive, _category.rawValue, _mode.rawValue, _options.rawValue) }
    }

    /// The host interrupts the session (the car's own source took the audio back): it becomes inactive and the app
    /// hears `interruptionNotification` with `.began`, as on iOS.
    @_spi(CarPlayHost) public func _hostInterrupt() {
        let wasActive = locked {
            defer { _isActive = false }
            return _isActive
        }
        guard wasActive else { return }
        NotificationCenter.default.post(
            name: Self.interruptionNotification, object: self,
            userInfo: [AVAudioSessionInterruptionTypeKey: InterruptionType.began.rawValue])
        host.didChange(.audioSession)
    }

    /// CallKit activates the session for the app's call, or deactivates it when the call ended (the app hears
    /// `provider(_:didActivate:)` / `provider(_:didDeactivate:)` from its provider, not a notification).
    @_spi(CarPlayHost) public func _hostSetActive(_ active: Bool) {
        let changed = locked {
            defer { _isActive = active }
            return _isActive != active
        }
        if changed { host.didChange(.audioSession) }
    }

    /// Whether the app last deactivated the session with `.notifyOthersOnDeactivation` (the apps it interrupted may
    /// resume).
    @_spi(CarPlayHost) public var _hostNotifiedOthersOnDeactivation: Bool { locked { _notifiedOthersOnDeactivation } }

    /// The host ends an interruption: the app hears `interruptionNotification` with `.ended` and, when it may play
    /// again, the `.shouldResume` option, as on iOS.
    @_spi(CarPlayHost) public func _hostEndInterruption(shouldResume: Bool) {
        NotificationCenter.default.post(
            name: Self.interruptionNotification, object: self,
            userInfo: [
                AVAudioSessionInterruptionTypeKey: InterruptionType.ended.rawValue,
                AVAudioSessionInterruptionOptionKey: (shouldResume ? InterruptionOptions.shouldResume : []).rawValue,
            ])
    }

    /// The host tells the session which prompt style fits now (the car: Siri listening, a call).
    @_spi(CarPlayHost) public func _hostSetPromptStyle(_ promptStyle: PromptStyle) {
        locked { _promptStyle = promptStyle }
    }

    /// The host tells the session whether other audio plays and which prompt style fits now.
    @_spi(CarPlayHost) public func _hostSet(otherAudioPlaying: Bool, promptStyle: PromptStyle) {
        locked {
            _otherAudioPlaying = otherAudioPlaying
            _promptStyle = promptStyle
        }
    }
}

extension AVAudioSession {
    /// The OSStatus codes the session throws in `NSOSStatusErrorDomain` (`AVAudioSession.ErrorCode`), with
    /// AVFAudio's four-character-code raw values.
    public enum ErrorCode: Int, Sendable {
        case none = 0
        /// 'msrv'
        case mediaServicesFailed = 0x6D737276
        /// '!act'
        case isBusy = 0x21616374
        /// '!cat'
        case incompatibleCategory = 0x21636174
        /// '!int'
        case cannotInterruptOthers = 0x21696E74
        /// 'ent?'
        case missingEntitlement = 0x656E743F
        /// 'siri'
        case siriIsRecording = 0x73697269
        /// '!pla'
        case cannotStartPlaying = 0x21706C61
        /// '!rec'
        case cannotStartRecording = 0x21726563
        case badParam = -50
        /// '!pri'
        case insufficientPriority = 0x21707269
        /// '!res'
        case resourceNotAvailable = 0x21726573
        /// 'what'
        case unspecified = 0x77686174
        /// '!ses'
        case expiredSession = 0x21736573
        /// 'inac'
        case sessionNotActive = 0x696E6163
    }
}
#endif
