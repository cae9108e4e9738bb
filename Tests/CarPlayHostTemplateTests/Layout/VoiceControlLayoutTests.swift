import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

private func context(_ display: DisplayConfiguration) -> LayoutContext {
    LayoutContext(display: display, rules: Rules(category: .navigation), now: Date(timeIntervalSince1970: 0))
}

/// The app area of a display: the screen minus the status bar on the driver's side.
private func appArea(_ display: DisplayConfiguration) -> Rect {
    display.bounds.divided(atDistance: Theme.statusBarThickness, from: .left).remainder
}

private let longTitle = "Listening for your destination now"
private let shortTitle = "Listening…"

@MainActor
@Suite("VoiceControlLayout")
struct VoiceControlLayoutTests {
    private func voice(active: String? = nil, variants: [String]? = [longTitle, shortTitle])
        -> VoiceControlTemplateSnapshot
    {
        let listening = CPVoiceControlState(
            identifier: "listening", titleVariants: variants, image: UIImage(systemName: "mic.fill"), repeats: true)
        let stop = CPButton(image: UIImage(systemName: "stop.fill")!)
        stop.title = "Stop"
        listening.actionButtons = [stop]
        let done = CPVoiceControlState(identifier: "done", titleVariants: ["Done"], image: nil, repeats: false)
        var snapshot = VoiceControlTemplateSnapshot(CPVoiceControlTemplate(voiceControlStates: [listening, done]))
        snapshot.activeStateIdentifier = active
        return snapshot
    }

    @Test func modalWithTheFirstStateByDefault() throws {
        let display = DisplayConfiguration.highResolution
        let node = VoiceControlLayout.layout(voice(), in: appArea(display), context: context(display))
        expectEqual(node.role, .modal)
        expectEqual(node.frame, appArea(display))
        expectEqual(node.background, Theme(.light).scrim)
        let panel = try require(node.children.first)
        expectEqual(panel.role, .voiceControl)
        expectEqual(panel.content.voiceControl?.state, "listening")
        expectEqual(panel.content.voiceControl?.repeats, true)
        expectEqual(panel.first { $0.content.field == .title }?.text, longTitle)
        let image = try require(panel.first { $0.content.field == .stateImage }?.image)
        expectLessOrEqual(image.size.width, ImageLimits.voiceControlState.width)
        expectLessOrEqual(image.size.height, ImageLimits.voiceControlState.height)
        let stop = try require(panel.first { $0.content.field == .action })
        expectEqual(stop.text, "Stop")
        expectTrue(stop.isFocusable)
    }

    @Test func shorterVariantOnTheMinimumDisplay() {
        let display = DisplayConfiguration.minimum
        let node = VoiceControlLayout.layout(voice(), in: appArea(display), context: context(display))
        expectEqual(node.first { $0.content.field == .title }?.text, shortTitle)
    }

    @Test func activatedStateIsShown() {
        let display = DisplayConfiguration.standard
        let node = VoiceControlLayout.layout(voice(active: "done"), in: appArea(display), context: context(display))
        let panel = node.children.first
        expectEqual(panel?.content.voiceControl?.state, "done")
        expectEqual(panel?.content.voiceControl?.repeats, false)
        expectEqual(node.first { $0.content.field == .title }?.text, "Done")
        // No image: the default microphone glyph.
        expectEqual(node.first { $0.content.field == .stateImage }?.content.defaultGlyph, true)
    }

    @Test func emptyVariantsAndNoStates() {
        let display = DisplayConfiguration.standard
        let noTitle = VoiceControlLayout.layout(voice(variants: []), in: appArea(display), context: context(display))
        expectEqual(noTitle.first { $0.content.field == .title }, nil)
        let nilTitle = VoiceControlLayout.layout(voice(variants: nil), in: appArea(display), context: context(display))
        expectEqual(nilTitle.first { $0.content.field == .title }, nil)
        let empty = VoiceControlLayout.layout(
            VoiceControlTemplateSnapshot(states: []), in: appArea(display), context: context(display))
        expectEqual(empty.role, .modal)
        expectEqual(empty.children.first?.role, .voiceControl)
        expectEqual(empty.children.first?.children.isEmpty, true)
    }
}
