import Foundation

/// The shared template that shows what's playing: metadata from `MPNowPlayingInfoCenter`, playback controls and
/// up to five app buttons. Push it (never present it); the system may also show it by itself.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPNowPlayingTemplate: CPTemplate {
    private static let sharedTemplate = CPNowPlayingTemplate(_sharedTemplate: ())

    /// The shared template of each app a car session hosts (several test cars may host apps in one process), by
    /// host environment; on iOS one process is one app, so there is one.
    private static var appTemplates:
        [ObjectIdentifier: (environment: WeakEnvironment, template: CPNowPlayingTemplate)] = [:]

    private final class WeakEnvironment {
        weak var value: (any CPHostEnvironment)?
        init(_ value: any CPHostEnvironment) { self.value = value }
    }

    private init(_sharedTemplate: Void) {
        super.init(_templateIdentifier: .make())
    }

    /// The shared Now Playing template: one per app (per host environment when a car session hosts the running
    /// code, like `MPNowPlayingInfoCenter.default()`), else one for the process.
    open class var shared: CPNowPlayingTemplate {
        guard let environment = CPHostBridge.currentEnvironment else { return sharedTemplate }
        let key = ObjectIdentifier(environment)
        if let entry = appTemplates[key], entry.environment.value === environment { return entry.template }
        appTemplates = appTemplates.filter { $0.value.environment.value != nil }
        let template = CPNowPlayingTemplate(_sharedTemplate: ())
        appTemplates[key] = (WeakEnvironment(environment), template)
        return template
    }

    // MARK: NSSecureCoding

    /// Archives the template, buttons, Up Next and album/artist settings and mode; observers are not archived.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(nowPlayingButtons as NSArray, forKey: "nowPlayingButtons")
        coder.encode(isUpNextButtonEnabled, forKey: "upNextButtonEnabled")
        coder.encode(upNextTitle, forKey: "upNextTitle")
        coder.encode(isAlbumArtistButtonEnabled, forKey: "albumArtistButtonEnabled")
        coder.encode(nowPlayingMode, forKey: "nowPlayingMode")
    }

    /// Decodes a template that `encode(with:)` archived: a new template, not the shared one, with new buttons.
    public required init?(coder: NSCoder) {
        guard let buttons = coder.decodeArray(of: CPNowPlayingButton.self, forKey: "nowPlayingButtons") else {
            return nil
        }
        self.nowPlayingButtons = buttons
        self.isUpNextButtonEnabled = coder.decodeBool(forKey: "upNextButtonEnabled")
        self.upNextTitle = coder.decodeString(forKey: "upNextTitle") ?? "Up Next"
        self.isAlbumArtistButtonEnabled = coder.decodeBool(forKey: "albumArtistButtonEnabled")
        self.nowPlayingMode = coder.decodeIfPresent(CPNowPlayingMode.self, forKey: "nowPlayingMode")
        super.init(coder: coder)
    }

    // MARK: Observers

    private final class WeakObserver {
        weak var observer: (any CPNowPlayingTemplateObserver)?
        init(_ observer: any CPNowPlayingTemplateObserver) { self.observer = observer }
    }
    private var observers: [WeakObserver] = []

    /// Adds an observer of the Up Next and album/artist buttons. The template keeps a weak reference.
    open func add(_ observer: any CPNowPlayingTemplateObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakObserver(observer))
    }

    /// Removes an observer.
    open func remove(_ observer: any CPNowPlayingTemplateObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// The observers still alive, in the order they were added.
    @_spi(CarPlayHost) public var _observers: [any CPNowPlayingTemplateObserver] {
        observers.compactMap(\.observer)
    }

    // MARK: Content

    /// The app's buttons, leading to trailing (the system shows at most 5).
    open private(set) var nowPlayingButtons: [CPNowPlayingButton] = []

    /// Replaces the app's buttons (the system shows at most 5).
    open func updateNowPlayingButtons(_ nowPlayingButtons: [CPNowPlayingButton]) {
        self.nowPlayingButtons = nowPlayingButtons
        notifyHostOfChange()
    }

    /// Whether the Up Next button is shown and enabled (default false).
    open var isUpNextButtonEnabled: Bool = false { didSet { notifyHostOfChange() } }

    /// The title of the Up Next button (default "Up Next").
    open var upNextTitle: String = "Up Next" { didSet { notifyHostOfChange() } }

    /// Whether the album/artist title is a button (default false).
    open var isAlbumArtistButtonEnabled: Bool = false { didSet { notifyHostOfChange() } }

    /// How the template presents the current item (iOS 18.4); nil means the default mode.
    @available(iOS 18.4, *)
    open var nowPlayingMode: CPNowPlayingMode? { didSet { notifyHostOfChange() } }

    // MARK: Host

    /// The driver tapped the Up Next button: tells every observer.
    @_spi(CarPlayHost) public func _hostUpNextTapped() {
        for observer in _observers { observer.nowPlayingTemplateUpNextButtonTapped(self) }
    }

    /// The driver tapped the album/artist button: tells every observer.
    @_spi(CarPlayHost) public func _hostAlbumArtistTapped() {
        for observer in _observers { observer.nowPlayingTemplateAlbumArtistButtonTapped(self) }
    }

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated {
            "\(base) nowPlayingButtons: \(nowPlayingButtons.count), upNextButtonEnabled: \(isUpNextButtonEnabled ? 1 : 0), "
                + "upNextTitle: \(upNextTitle), albumArtistButtonEnabled: \(isAlbumArtistButtonEnabled ? 1 : 0), "
                + "nowPlayingMode: \(cpDescribe(nowPlayingMode))"
        }
    }

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    {
        if id == _elementID, action == .upNext {
            _hostUpNextTapped()
            return .invoked
        }
        if id == _elementID, action == .albumArtist {
            _hostAlbumArtistTapped()
            return .invoked
        }
        guard let button = nowPlayingButtons.first(where: { $0._elementID == id }) else { return nil }
        guard action == .select else { return .unsupported }
        button._hostTap()
        return .invoked
    }
}
