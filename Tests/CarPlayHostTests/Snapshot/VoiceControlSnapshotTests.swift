import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("VoiceControlTemplateSnapshot")
struct VoiceControlSnapshotTests {
    @Test func copiesStatesActiveIdentifierAndBarButtons() throws {
        let listening = CPVoiceControlState(
            identifier: "listening", titleVariants: ["Listening…", "…"], image: UIImage(systemName: "mic"),
            repeats: true)
        let done = CPVoiceControlState(identifier: "done", titleVariants: nil, image: nil, repeats: false)
        let stop = CPButton(image: UIImage(systemName: "stop")!)
        done.actionButtons = [stop]
        let template = CPVoiceControlTemplate(voiceControlStates: [listening, done])
        template.leadingNavigationBarButtons = [CPBarButton(title: "Cancel")]

        var snapshot = VoiceControlTemplateSnapshot(template)
        #expect(snapshot.states.map(\.id) == [ElementID(of: listening), ElementID(of: done)])
        #expect(
            snapshot.states[0]
                == VoiceControlStateSnapshot(
                    id: ElementID(of: listening), identifier: "listening", titleVariants: ["Listening…", "…"],
                    image: snapshot.states[0].image, repeats: true))
        #expect(snapshot.states[0].image?.light.source == .system("mic"))
        #expect(snapshot.states[1].actionButtons.map(\.id) == [ElementID(of: stop)])
        #expect(snapshot.activeStateIdentifier == nil)
        #expect(snapshot.shownState?.identifier == "listening")
        #expect(snapshot.navigationBar.leading.map(\.title) == ["Cancel"])

        template._isPresented = true
        template.activateVoiceControlState(withIdentifier: "done")
        snapshot = VoiceControlTemplateSnapshot(template)
        #expect(snapshot.activeStateIdentifier == "done")
        #expect(snapshot.shownState?.identifier == "done")

        let wrapped = try #require(TemplateSnapshot(template))
        #expect(wrapped.kind == .voiceControl)
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(wrapped))
        #expect(decoded == wrapped)
    }
}
