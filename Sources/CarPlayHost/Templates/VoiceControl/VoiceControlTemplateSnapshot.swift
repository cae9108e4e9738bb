import Foundation
@_spi(CarPlayHost) import CarPlay

/// A `CPVoiceControlTemplate`: every state the app supplied (the host uses the first 5), the state the app
/// activated and the navigation bar buttons (iOS 26.4).
public struct VoiceControlTemplateSnapshot: Codable, Hashable, Sendable {
    public var states: [VoiceControlStateSnapshot]
    /// The identifier the app activated last; nil before any activation.
    public var activeStateIdentifier: String?
    public var navigationBar: NavigationBarButtons

    public init(
        states: [VoiceControlStateSnapshot], activeStateIdentifier: String? = nil,
        navigationBar: NavigationBarButtons = NavigationBarButtons()
    ) {
        self.states = states
        self.activeStateIdentifier = activeStateIdentifier
        self.navigationBar = navigationBar
    }

    /// The state shown: the activated one, else the first.
    public var shownState: VoiceControlStateSnapshot? {
        if let activeStateIdentifier, let state = states.first(where: { $0.identifier == activeStateIdentifier }) {
            return state
        }
        return states.first
    }

    @MainActor init(_ template: CPVoiceControlTemplate) {
        states = template.voiceControlStates.map(VoiceControlStateSnapshot.init)
        activeStateIdentifier = template.activeStateIdentifier
        navigationBar = NavigationBarButtons(template)
    }
}

/// A `CPVoiceControlState`.
public struct VoiceControlStateSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var identifier: String
    public var titleVariants: [String]?
    public var image: ImageSnapshot?
    public var repeats: Bool
    /// The action buttons (iOS 26.4), all of them (the host shows `maximumActionButtonCount`).
    public var actionButtons: [ButtonSnapshot]

    public init(
        id: ElementID, identifier: String, titleVariants: [String]? = nil, image: ImageSnapshot? = nil,
        repeats: Bool = false, actionButtons: [ButtonSnapshot] = []
    ) {
        self.id = id
        self.identifier = identifier
        self.titleVariants = titleVariants
        self.image = image
        self.repeats = repeats
        self.actionButtons = actionButtons
    }

    init(_ state: CPVoiceControlState) {
        id = ElementID(of: state)
        identifier = state.identifier
        titleVariants = state.titleVariants
        image = state.image.map(ImageSnapshot.init)
        repeats = state.repeats
        actionButtons = state.actionButtons.map { ButtonSnapshot($0) }
    }
}

/// The voice control template as a unit: a modal with voice control states and their action buttons, laid out by
/// `VoiceControlLayout`.
extension VoiceControlTemplateSnapshot: CopiedTemplateUnit {
    typealias Template = CPVoiceControlTemplate
    static var kind: TemplateKind { .voiceControl }

    var content: TemplateSnapshot.Content { .voiceControl(self) }

    func list(into contents: inout SnapshotContents) {
        for state in states {
            contents.element(state.id, .voiceControlState, state.titleVariants ?? [])
            contents.image(state.image)
            contents.add(state.actionButtons.map { ButtonEntry(button: $0, kind: .voiceControlButton) })
        }
        contents.add(navigationBar)
    }

    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var voice = self
        voice.states = limits.trim(.voiceControlStates, voice.states).map { state in
            var state = state
            state.actionButtons = limits.trim(.voiceControlStateActionButtons, state.actionButtons)
            return state
        }
        voice.navigationBar = limits.bar(voice.navigationBar)
        return voice
    }

    var navigationButtons: NavigationBarButtons? { navigationBar }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        VoiceControlLayout.layout(self, in: frame, context: context)
    }
}
