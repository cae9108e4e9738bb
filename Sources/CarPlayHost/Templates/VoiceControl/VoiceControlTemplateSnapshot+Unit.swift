import Foundation
@_spi(CarPlayHost) import CarPlay

/// The voice control template as a unit: a modal with voice control states and their action buttons, laid out by
/// `VoiceControlLayout`.
extension VoiceControlTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .voiceControl }

    @MainActor static func snapshot(of template: CPVoiceControlTemplate, reusing _: [ElementID: TemplateSnapshot])
        -> Self
    { Self(template) }

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
    var showsNavigationBar: Bool { false }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        VoiceControlLayout.layout(self, in: frame, context: context)
    }

    func modalNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode? {
        contentNode(id: id, in: frame, context: context)
    }
}
