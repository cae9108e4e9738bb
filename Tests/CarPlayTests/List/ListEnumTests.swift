import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@Suite("List enums and assistant cell")
struct ListEnumTests {
    @Test func listItemEnums() {
        expectEqual(CPListItemAccessoryType.none.rawValue, 0)
        expectEqual(CPListItemAccessoryType.disclosureIndicator.rawValue, 1)
        expectEqual(CPListItemAccessoryType.cloud.rawValue, 2)
        expectEqual(CPListItemPlayingIndicatorLocation.leading.rawValue, 0)
        expectEqual(CPListItemPlayingIndicatorLocation.trailing.rawValue, 1)
    }

    @Test func messageEnums() {
        expectEqual(CPMessageLeadingItem.none.rawValue, 0)
        expectEqual(CPMessageLeadingItem.pin.rawValue, 1)
        expectEqual(CPMessageLeadingItem.star.rawValue, 2)
        expectEqual(CPMessageTrailingItem.none.rawValue, 0)
        expectEqual(CPMessageTrailingItem.mute.rawValue, 1)
    }

    @Test func assistantCellEnums() {
        expectEqual(CPListItem.AssistantCellPosition.top.rawValue, 0)
        expectEqual(CPListItem.AssistantCellPosition.bottom.rawValue, 1)
        expectEqual(CPListItem.AssistantCellVisibility.off.rawValue, 0)
        expectEqual(CPListItem.AssistantCellVisibility.whileLimitedUIActive.rawValue, 1)
        expectEqual(CPListItem.AssistantCellVisibility.always.rawValue, 2)
        expectEqual(CPAssistantCellActionType.playMedia.rawValue, 0)
        expectEqual(CPAssistantCellActionType.startCall.rawValue, 1)
        expectEqual(CPListItem.AssistantCellVisibility(rawValue: 1), .whileLimitedUIActive)
    }

    @Test func elementAndHeaderEnums() {
        expectEqual(CPListImageRowItemCondensedElement.Shape.circular.rawValue, 0)
        expectEqual(CPListImageRowItemCondensedElement.Shape.roundedRectangle.rawValue, 1)
        expectEqual(CPListImageRowItemImageGridElement.Shape.circular.rawValue, 0)
        expectEqual(CPListImageRowItemImageGridElement.Shape.roundedRectangle.rawValue, 1)
        expectEqual(CPImageOverlay.Alignment.leading.rawValue, 0)
        expectEqual(CPImageOverlay.Alignment.center.rawValue, 1)
        expectEqual(CPImageOverlay.Alignment.trailing.rawValue, 2)
        expectEqual(CPPlaybackConfiguration.Presentation.none.rawValue, 0)
        expectEqual(CPPlaybackConfiguration.Presentation.audio.rawValue, 1)
        expectEqual(CPPlaybackConfiguration.Presentation.video.rawValue, 2)
        expectEqual(CPPlaybackConfiguration.Action.none.rawValue, 0)
        expectEqual(CPPlaybackConfiguration.Action.play.rawValue, 1)
        expectEqual(CPPlaybackConfiguration.Action.pause.rawValue, 2)
        expectEqual(CPPlaybackConfiguration.Action.replay.rawValue, 3)
    }

    @Test func assistantCellConfiguration() async {
        let configuration = CPAssistantCellConfiguration(
            position: .bottom, visibility: .always, assistantAction: .startCall)
        expectEqual(configuration.position, .bottom)
        expectEqual(configuration.visibility, .always)
        expectEqual(configuration.assistantAction, .startCall)
        expectTrue(configuration.description.hasPrefix("<CPAssistantCellConfiguration: 0x"))
        expectTrue(configuration.description.contains("position: 1, visibility: 2, assistantAction: 1"))
        // Not main-actor: usable from any thread.
        let offMain = await Task.detached {
            CPAssistantCellConfiguration(position: .top, visibility: .off, assistantAction: .playMedia).visibility
        }.value
        expectEqual(offMain, .off)
    }
}
