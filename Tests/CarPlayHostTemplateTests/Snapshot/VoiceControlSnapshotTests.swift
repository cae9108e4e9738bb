import Expectations
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
        expectEqual(snapshot.states.map(\.id), [ElementID(of: listening), ElementID(of: done)])
        expectEqual(
            snapshot.states[0],
            VoiceControlStateSnapshot(
                id: ElementID(of: listening), identifier: "listening", titleVariants: ["Listening…", "…"],
                image: snapshot.states[0].image, repeats: true))
        expectEqual(snapshot.states[0].image?.light.source, .system("mic"))
        expectEqual(snapshot.states[1].actionButtons.map(\.id), [ElementID(of: stop)])
        expectEqual(snapshot.activeStateIdentifier, nil)
        expectEqual(snapshot.shownState?.identifier, "listening")
        expectEqual(snapshot.navigationBar.leading.map(\.title), ["Cancel"])

        template._isPresented = true
        template.activateVoiceControlState(withIdentifier: "done")
        snapshot = VoiceControlTemplateSnapshot(template)
        expectEqual(snapshot.activeStateIdentifier, "done")
        expectEqual(snapshot.shownState?.identifier, "done")

        let wrapped = try require(TemplateSnapshot(template))
        expectEqual(wrapped.kind, .voiceControl)
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(wrapped))
        expectEqual(decoded, wrapped)
    }
}
