import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@Suite("List enums and assistant cell")
struct ListEnumTests {
    @Test func listItemEnums() {
        #expect(CPListItemAccessoryType.none.rawValue == 0)
        #expect(CPListItemAccessoryType.disclosureIndicator.rawValue == 1)
        #expect(CPListItemAccessoryType.cloud.rawValue == 2)
        #expect(CPListItemPlayingIndicatorLocation.leading.rawValue == 0)
        #expect(CPListItemPlayingIndicatorLocation.trailing.rawValue == 1)
    }

    @Test func messageEnums() {
        #expect(CPMessageLeadingItem.none.rawValue == 0)
        #expect(CPMessageLeadingItem.pin.rawValue == 1)
        #expect(CPMessageLeadingItem.star.rawValue == 2)
        #expect(CPMessageTrailingItem.none.rawValue == 0)
        #expect(CPMessageTrailingItem.mute.rawValue == 1)
    }

    @Test func assistantCellEnums() {
        #expect(CPListItem.AssistantCellPosition.top.rawValue == 0)
        #expect(CPListItem.AssistantCellPosition.bottom.rawValue == 1)
        #expect(CPListItem.AssistantCellVisibility.off.rawValue == 0)
        #expect(CPListItem.AssistantCellVisibility.whileLimitedUIActive.rawValue == 1)
        #expect(CPListItem.AssistantCellVisibility.always.rawValue == 2)
        #expect(CPAssistantCellActionType.playMedia.rawValue == 0)
        #expect(CPAssistantCellActionType.startCall.rawValue == 1)
        #expect(CPListItem.AssistantCellVisibility(rawValue: 1) == .whileLimitedUIActive)
    }

    @Test func elementAndHeaderEnums() {
        #expect(CPListImageRowItemCondensedElement.Shape.circular.rawValue == 0)
        #expect(CPListImageRowItemCondensedElement.Shape.roundedRectangle.rawValue == 1)
        #expect(CPListImageRowItemImageGridElement.Shape.circular.rawValue == 0)
        #expect(CPListImageRowItemImageGridElement.Shape.roundedRectangle.rawValue == 1)
        #expect(CPImageOverlay.Alignment.leading.rawValue == 0)
        #expect(CPImageOverlay.Alignment.center.rawValue == 1)
        #expect(CPImageOverlay.Alignment.trailing.rawValue == 2)
        #expect(CPPlaybackConfiguration.Presentation.none.rawValue == 0)
        #expect(CPPlaybackConfiguration.Presentation.audio.rawValue == 1)
        #expect(CPPlaybackConfiguration.Presentation.video.rawValue == 2)
        #expect(CPPlaybackConfiguration.Action.none.rawValue == 0)
        #expect(CPPlaybackConfiguration.Action.play.rawValue == 1)
        #expect(CPPlaybackConfiguration.Action.pause.rawValue == 2)
        #expect(CPPlaybackConfiguration.Action.replay.rawValue == 3)
    }

    @Test func assistantCellConfiguration() async {
        let configuration = CPAssistantCellConfiguration(
            position: .bottom, visibility: .always, assistantAction: .startCall)
        #expect(configuration.position == .bottom)
        #expect(configuration.visibility == .always)
        #expect(configuration.assistantAction == .startCall)
        #expect(configuration.description.hasPrefix("<CPAssistantCellConfiguration: 0x"))
        #expect(configuration.description.contains("position: 1, visibility: 2, assistantAction: 1"))
        // Not main-actor: usable from any thread.
        let offMain = await Task.detached {
            CPAssistantCellConfiguration(position: .top, visibility: .off, assistantAction: .playMedia).visibility
        }.value
        #expect(offMain == .off)
    }
}
