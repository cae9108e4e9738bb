@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPVoiceControlTemplate and CPVoiceControlState")
struct VoiceControlTemplateTests {
    private func states() -> [CPVoiceControlState] {
        [
            CPVoiceControlState(identifier: "listening", titleVariants: ["Listening…"], image: nil, repeats: true),
            CPVoiceControlState(
                identifier: "thinking", titleVariants: nil, image: UIImage(systemName: "waveform"), repeats: false),
        ]
    }

    @Test func stateValues() {
        let state = states()[1]
        expectEqual(state.identifier, "thinking")
        expectEqual(state.titleVariants, nil)
        expectNotEqual(state.image, nil)
        expectTrue(!state.repeats)
        expectTrue(state.actionButtons.isEmpty)
        expectEqual(
            CPVoiceControlState.maximumActionButtonCount,
            CPHostBridge.unhostedValue(of: .voiceControlStateActionButtons))
        expectTrue(state.description.contains("identifier: thinking"))
    }

    @Test func actionButtonsNotify() async {
        let state = states()[0]
        let recorder = ChangeRecorder()
        recorder.observe(state)
        state.actionButtons = [CPButton(image: UIImage(systemName: "xmark")!)]
        expectEqual(state.actionButtons.count, 1)
        #expect((await recorder.settled()).contains(state._elementID))
    }

    @Test func activationIsIgnoredBeforePresentation() {
        let template = CPVoiceControlTemplate(voiceControlStates: states())
        expectEqual(template.activeStateIdentifier, nil)
        expectEqual(template._isPresented, false)
        template.activateVoiceControlState(withIdentifier: "thinking")
        expectEqual(template.activeStateIdentifier, nil)
    }

    @Test func activationAfterPresentation() async {
        let template = CPVoiceControlTemplate(voiceControlStates: states())
        template._isPresented = true
        let recorder = ChangeRecorder()
        recorder.observe(template)

        template.activateVoiceControlState(withIdentifier: "thinking")
        expectEqual(template.activeStateIdentifier, "thinking")
        #expect((await recorder.settled()).contains(template._elementID))

        await recorder.reset()
        template.activateVoiceControlState(withIdentifier: "unknown")
        expectEqual(template.activeStateIdentifier, "thinking")
        #expect(!(await recorder.settled()).contains(template._elementID))
    }

    @Test func barButtonsAndDescription() async {
        let template = CPVoiceControlTemplate(voiceControlStates: states())
        expectEqual(template.voiceControlStates.map(\.identifier), ["listening", "thinking"])
        let recorder = ChangeRecorder()
        recorder.observe(template)
        template.leadingNavigationBarButtons = [CPBarButton(title: "Cancel")]
        template.backButton = CPBarButton(title: "Back")
        expectEqual((await recorder.settled()).filter { $0 == template._elementID }.count, 2)
        expectMainActorDescription(template.description, contains: "activeStateIdentifier: (null)")
    }
}
