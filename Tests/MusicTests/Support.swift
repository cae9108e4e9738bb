import CarPlay
import CarPlayTesting
import Foundation
import MediaPlayer
import Music
import Testing

/// A car connected to the Music app from its real Info.plist and entitlements, with the app's delegate made by the
/// test so the player runs on the car's clock.
@MainActor
struct MusicCar {
    let car: TestCar
    let app: MusicSceneDelegate

    init(loadingDelay: Duration = .milliseconds(5), sourceLocation: SourceLocation = #_sourceLocation) throws {
        car = try TestCar(
            infoPlist: MusicApp.infoPlistURL, entitlements: MusicApp.entitlementsURL, sourceLocation: sourceLocation)
        let clock: @MainActor () -> Date = { [weak car] in car?.now ?? Date() }
        app = MusicSceneDelegate(catalogue: try Catalogue.bundled(), clock: clock, loadingDelay: loadingDelay)
        car.connect(app, sourceLocation: sourceLocation)
    }

    /// Waits until no handler is pending (the app called every completion); fails after `timeout` (the test car's
    /// `failingTestTimeout`: other suites share the main actor, and a loaded machine can keep it busy for minutes).
    func settle(timeout: Duration = TestCar.failingTestTimeout, sourceLocation: SourceLocation = #_sourceLocation) async
    {
        // The car redraws once the handlers are done, as a real car's display does at once (the host takes its
        // snapshots and starts a sports clock it sees for the first time).
        await car.settle(timeout: timeout, sourceLocation: sourceLocation)
    }

    /// Selects `text` and waits for the app to finish loading.
    func select(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        car.select(text, sourceLocation: sourceLocation)
        await settle(sourceLocation: sourceLocation)
    }

    /// Selects one element of the image row `row` and waits for the app.
    func selectImage(at index: Int, inRow row: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        car.selectImage(at: index, inRow: row, sourceLocation: sourceLocation)
        await settle(sourceLocation: sourceLocation)
    }

    /// Library → Albums → `album` → `track`: playing, Now Playing on top.
    func play(_ track: String, onAlbum album: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        await select("Albums", sourceLocation: sourceLocation)
        await select(album, sourceLocation: sourceLocation)
        await select(track, sourceLocation: sourceLocation)
    }

    /// The Now Playing info the app published (read as the app).
    var nowPlayingInfo: [String: Any]? { car.run { MPNowPlayingInfoCenter.default().nowPlayingInfo } }
    var playbackState: MPNowPlayingPlaybackState { car.run { MPNowPlayingInfoCenter.default().playbackState } }

    /// The title of the list on top (or visible).
    var topTitle: String? {
        guard let top = car.visibleTemplate, case .list(let list) = top.content else { return nil }
        return list.title
    }

    /// The list template the driver sees.
    var visibleList: ListTemplateSnapshot? {
        guard let visible = car.visibleTemplate, case .list(let list) = visible.content else { return nil }
        return list
    }

    /// The rows of the visible list.
    var visibleRows: [ListRowSnapshot] {
        (visibleList?.sections ?? []).flatMap(\.items).compactMap { if case .item(let row) = $0 { row } else { nil } }
    }

    /// The image rows of the visible list.
    var visibleImageRows: [ImageRowSnapshot] {
        (visibleList?.sections ?? []).flatMap(\.items).compactMap {
            if case .imageRow(let row) = $0 { row } else { nil }
        }
    }

    /// Screen nodes of `role` whose content matches.
    func nodes(_ role: ScreenRole, where match: (ScreenContent) -> Bool = { _ in true }) -> [ScreenNode] {
        car.screen.nodes(role).filter { match($0.content) }
    }

    /// The Now Playing buttons on screen, leading to trailing.
    var nowPlayingButtons: [ScreenNode] {
        car.screen.root.all { $0.role == .button && $0.content.nowPlayingButton != nil }
    }

    /// Taps a playback control of the Now Playing screen ("previous", "playPause", "next") where it is drawn.
    @discardableResult
    func tapControl(_ control: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        guard let node = nodes(.playbackControl, where: { $0.playbackControl?.control.rawValue == control }).first
        else {
            Issue.record("No \(control) control on screen", sourceLocation: sourceLocation)
            return .notOnScreen
        }
        return car.tap(at: node.frame.center, sourceLocation: sourceLocation)
    }

    /// Lets the app catch up with the car's clock (the audio engine's end-of-item notification).
    func sync() { car.run { app.tick() } }
}
