import Foundation

/// A modal template shown while voice input is active: it cycles through up to five voice control states.
/// Present it with `presentTemplate`.
@preconcurrency @MainActor
open class CPVoiceControlTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
    /// Creates a voice control template. The first state is shown when the template is presented; the system uses
    /// the first five states.
    public init(voiceControlStates: [CPVoiceControlState]) {
        self._voiceControlStates = voiceControlStates
        super.init(_templateIdentifier: .make())
    }

    /// Archives the template, states and navigation bar buttons. The active state is not archived: a decoded
    /// template is not presented.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(voiceControlStates as NSArray, forKey: "voiceControlStates")
        coder.encode(leadingNavigationBarButtons as NSArray, forKey: "leadingNavigationBarButtons")
        coder.encode(trailingNavigationBarButtons as NSArray, forKey: "trailingNavigationBarButtons")
        coder.encode(backButton, forKey: "backButton")
    }

    /// Decodes a voice control template that `encode(with:)` archived: a new template with new states.
    public required init?(coder: NSCoder) {
        guard let states = coder.decodeArray(of: CPVoiceControlState.self, forKey: "voiceControlStates") else {
            return nil
        }
        self._voiceControlStates = states
        self.leadingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "leadingNavigationBarButtons") ?? []
        self.trailingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "trailingNavigationBarButtons") ?? []
        self.backButton = coder.decodeIfPresent(CPBarButton.self, forKey: "backButton")
        super.init(coder: coder)
    }

    /// The template's states, as the app supplied them.
    open var voiceControlStates: [CPVoiceControlState] { _voiceControlStates }
    private let _voiceControlStates: [CPVoiceControlState]

    /// The identifier of the state the app activated last, or nil before any activation.
    open private(set) var activeStateIdentifier: String?

    /// Whether the template is presented now. The host sets it when it presents and dismisses the template.
    @_spi(CarPlayHost) public var _isPresented: Bool = false

    /// Shows the state with `identifier`. It has no effect before the template is presented, nor for an identifier
    /// of none of the states; the system may also ignore changes that come too quickly.
    open func activateVoiceControlState(withIdentifier identifier: String) {
        guard _isPresented, voiceControlStates.contains(where: { $0.identifier == identifier }) else { return }
        activeStateIdentifier = identifier
        notifyHostOfChange()
    }

    // MARK: CPBarButtonProviding (iOS 26.4)

    /// Buttons on the leading side of the navigation bar (at most 2 are shown).
    @available(iOS 26.4, *)
    open var leadingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// Buttons on the trailing side of the navigation bar (at most 2 are shown).
    @available(iOS 26.4, *)
    open var trailingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// The back button, or nil for the system back button.
    @available(iOS 26.4, *)
    open var backButton: CPBarButton? { didSet { notifyHostOfChange() } }

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated {
            "\(base) voiceControlStates: \(voiceControlStates), activeStateIdentifier: \(cpDescribe(activeStateIdentifier))"
        }
    }

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    {
        for state in voiceControlStates {
            if let button = state.actionButtons.first(where: { $0._elementID == id }) {
                guard action == .select else { return .unsupported }
                button.handler?(button)
                return .invoked
            }
        }
        return nil
    }
}
