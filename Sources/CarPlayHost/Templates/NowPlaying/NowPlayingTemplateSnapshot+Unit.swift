import Foundation
@_spi(CarPlayHost) import CarPlay

/// The Now Playing template as a unit: the app's buttons, Up Next, the album/artist button and sports mode, laid out
/// by `NowPlayingLayout` with the app's Now Playing info.
extension NowPlayingTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .nowPlaying }

    @MainActor static func snapshot(of template: CPNowPlayingTemplate, reusing _: [ElementID: TemplateSnapshot])
        -> Self
    { Self(template) }

    var content: TemplateSnapshot.Content { .nowPlaying(self) }

    func list(into contents: inout SnapshotContents) {
        for button in buttons {
            contents.element(button.id, .nowPlayingButton, isEnabled: button.isEnabled)
            contents.image(button.image)
        }
        contents.element(upNext.id, .upNext, [upNext.title], isEnabled: upNext.isEnabled)
        contents.element(albumArtist.id, .albumArtist, isEnabled: albumArtist.isEnabled)
        contents.add(sports)
    }

    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var nowPlaying = self
        nowPlaying.buttons = limits.trim(.nowPlayingButtons, nowPlaying.buttons)
        return nowPlaying
    }

    var navigationTitle: String? { "Now Playing" }

    func contentNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        let clockID = sports?.eventStatus?.clock?.id
        return NowPlayingLayout.layout(
            self, templateID: id, in: frame, context: context,
            clockStartedAt: clockID.flatMap { context.sportsClockStarts[$0] })
    }
}
