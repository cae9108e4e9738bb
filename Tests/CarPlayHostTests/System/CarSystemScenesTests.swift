import CarPlay
@_spi(AppCode) import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import MediaPlayer
import Testing
import UIKit

/// The car system connects a navigation app's Dashboard and instrument cluster scenes from its manifest: the classes
/// resolved by name, connected when the app runs, disconnected with it; the Dashboard view; the car's cluster
/// display and settings; the head-up display strip.
@MainActor @Suite(.serialized) struct CarSystemScenesTests {
    static let id = SceneTestApp.id

    func car(keys: Bool = true, clock: ManualTime = ManualTime()) throws -> CarSystem {
        CarSystem(
            apps: [Apps.player(), try SceneTestApp.app(keys: keys)], clock: { clock.now },
            timeZone: TimeZone(identifier: "UTC")!)
    }

    // MARK: InstalledApp

    @Test func theManifestsDashboardAndClusterClassesAreResolvedByName() throws {
        let app = try SceneTestApp.app()
        let dashboard = try require(app.makeDashboardSceneDelegate)
        let cluster = try require(app.makeClusterSceneDelegate)
        expectTrue(dashboard() is ScenesTestDashboardDelegate)
        expectTrue(cluster() is ScenesTestClusterDelegate)
    }

    @Test func anAbsentRoleMeansNoSuchScene() throws {
        let app = try InstalledApp(
            bundle: SceneTestApp.bundle(dashboard: nil, cluster: nil), moduleName: "CarPlayTestSupport")
        expectTrue(app.makeDashboardSceneDelegate == nil && app.makeClusterSceneDelegate == nil)
    }

    @Test func aBadDashboardOrClusterClassIsAClearError() throws {
        #expect(throws: InstalledAppError.unknownClass("CarPlayTestSupport.Nowhere")) {
            try InstalledApp(
                bundle: SceneTestApp.bundle(dashboard: "$(PRODUCT_MODULE_NAME).Nowhere"),
                moduleName: "CarPlayTestSupport")
        }
        #expect(throws: InstalledAppError.notADashboardSceneDelegate("CarPlayTestSupport.ScenesTestNotADelegate")) {
            try InstalledApp(
                bundle: SceneTestApp.bundle(dashboard: "CarPlayTestSupport.ScenesTestNotADelegate"),
                moduleName: "CarPlayTestSupport")
        }
        #expect(throws: InstalledAppError.notAClusterSceneDelegate("CarPlayTestSupport.ScenesTestDashboardDelegate")) {
            try InstalledApp(
                bundle: SceneTestApp.bundle(cluster: "CarPlayTestSupport.ScenesTestDashboardDelegate"),
                moduleName: "CarPlayTestSupport")
        }
        // (An Info.plist read from a file cannot lack the class name: AppBundle refuses it first.)
        var bundle = try SceneTestApp.bundle()
        var configurations = bundle.manifest.configurations
        configurations[.carDashboard] = [SceneConfiguration(sceneClassName: "CPTemplateApplicationDashboardScene")]
        bundle.manifest = SceneManifest(supportsMultipleScenes: true, configurations: configurations)
        #expect(throws: InstalledAppError.noRoleDelegateClass(Self.id, role: SceneRole.carDashboard.rawValue)) {
            try InstalledApp(bundle: bundle, moduleName: "CarPlayTestSupport")
        }
    }

    // MARK: The Dashboard

    @Test func launchingTheNavigationAppConnectsItsDashboardScene() throws {
        let car = try car()
        expectEqual(car.dashboardApp, nil)
        try car.launch(Self.id)
        expectEqual(car.dashboardApp, Self.id)
        expectEqual(SceneTestApp.dashboard(in: car)?.calls, ["didConnect"])
        expectEqual(
            car.sessions[Self.id]?.callbackLog.contains("templateApplicationDashboardScene(_:didConnect:to:)"), true)
        // No cluster display: no cluster scene.
        expectTrue(car.clusterApp == nil && SceneTestApp.cluster(in: car) == nil)
    }

    @Test func withoutTheInfoPlistKeysNoSceneConnectsAndTheButtonSaysSo() throws {
        let car = try car(keys: false)
        try car.setClusterDisplay(presetID: "basic")
        try car.launch(Self.id)
        expectTrue(car.dashboardApp == nil && car.clusterApp == nil)
        car.goHome()
        expectEqual(try car.tap(element: "home/dashboard"), .handledBySystem)
        expectTrue(!car.isDashboardShowing)
        expectEqual(car.currentScreen().nodes(.notice).first?.text, "No app offers a Dashboard")
    }

    @Test func aRunningNavigationAppWithoutADashboardDoesNotKeepTheDashboardEmpty() throws {
        let car = CarSystem(
            apps: [Apps.player(), Apps.navigator(), try SceneTestApp.app()], clock: { ManualTime().now },
            timeZone: TimeZone(identifier: "UTC")!)
        try car.launch(Apps.navigatorID)
        car.goHome()
        expectEqual(try car.tap(element: "home/dashboard"), .handledBySystem)
        expectTrue(car.isDashboardShowing && car.dashboardApp == Self.id)
    }

    /// On a wide display the Dashboard view keeps the widgets column on the driver's side, apart from the tile and
    /// the card, saying it has no widgets yet; a narrower display has none.
    @Test func aWideDashboardViewHasTheWidgetsColumnOnTheDriversSide() throws {
        for (preset, shown) in [("high-resolution", true), ("high-resolution-rhd", true), ("standard", false)] {
            let car = try car()
            try car.setDisplay(presetID: preset)
            expectEqual(try car.tap(element: "home/dashboard"), .handledBySystem)
            let view = car.currentScreen()
            let column = view.node(DashboardViewLayout.widgetsID)
            expectEqual((column != nil), shown, "\(preset)")
            guard let column else { continue }
            expectTrue(column.role == .widgets && column.frame == DashboardLayout.widgetColumnFrame(on: car.display))
            expectEqual(column.children.first?.content.field, .noWidgets)
            let tile = try require(view.node(DashboardViewLayout.tileID))
            let card = try require(view.node(DashboardViewLayout.nowPlayingID))
            expectTrue(!column.frame.intersects(tile.frame) && !column.frame.intersects(card.frame))
            // The driver's side: left in a left-hand-drive car, right in the other.
            let driverSide =
                car.display.drivingSide == .leftHandDrive
                ? column.frame.maxX < card.frame.minX : column.frame.minX > tile.frame.maxX
            expectTrue(driverSide, "\(preset)")
        }
    }

    @Test func theDashboardButtonOpensTheDashboardViewBesideNowPlaying() throws {
        let car = try car()
        // Not running yet: the Dashboard launches it in the background.
        expectEqual(try car.tap(element: "home/dashboard"), .handledBySystem)
        expectEqual(car.state(of: Self.id), .background)
        expectTrue(car.isDashboardShowing && car.dashboardApp == Self.id)
        let view = car.currentScreen()
        expectEqual(view.root.content.screenKind, .dashboard)
        let tile = try require(view.node(DashboardViewLayout.tileID))
        expectEqual(tile.frame, DashboardLayout.tileFrame(on: car.display))
        expectEqual(tile.content.bundleIdentifier, Self.id)
        let card = try require(view.node(DashboardViewLayout.nowPlayingID))
        expectTrue(card.role == .nowPlaying && card.action == .launchApp(Apps.playerID))
        expectTrue(!card.frame.intersects(tile.frame))
        // The tile's own screen: the app's shortcut buttons.
        let dashboard = try require(car.dashboardScreen())
        expectEqual(dashboard.nodes(.dashboardShortcut).map(\.text), ["Home", "Work"])
        let work = try require(dashboard.nodes(.dashboardShortcut).last?.id)
        expectEqual(try car.tapDashboard(element: work.rawValue), .handled)
        expectEqual(SceneTestApp.dashboard(in: car)?.taps, ["Work"])
        // A tap on the map opens the app.
        let map = Point(x: dashboard.root.frame.midX, y: dashboard.root.frame.maxY - 5)
        expectEqual(try car.tapDashboard(at: map), .handledBySystem)
        expectTrue(car.foregroundApp == Self.id && !car.isDashboardShowing && car.dashboardScreen() == nil)
        #expect(throws: CarSystem.SystemError.notRunning) { try car.tapDashboard(element: work.rawValue) }
    }

    @Test(arguments: ["minimum", "standard", "high-resolution", "portrait", "portrait-compact"])
    func theDashboardViewFitsEveryDisplayAndDrivingSide(_ preset: String) throws {
        let car = try car()
        try car.setDisplay(presetID: preset)
        car.showDashboard()
        for side in [DisplayConfiguration.DrivingSide.leftHandDrive, .rightHandDrive] {
            car.setDrivingSide(side)
            let view = car.currentScreen()
            let area = try require(view.root.children.first { $0.role == .appArea })
            let tile = try require(view.node(DashboardViewLayout.tileID))
            let card = try require(view.node(DashboardViewLayout.nowPlayingID))
            expectTrue(area.frame.contains(tile.frame) && area.frame.contains(card.frame), "\(preset) \(side)")
            expectTrue(!tile.frame.intersects(card.frame), "\(preset) \(side)")
            if car.display.isPortrait {
                expectGreaterOrEqual(card.frame.minY, tile.frame.maxY, "below the tile on a portrait display")
            } else {
                // The card on the driver's side, the tile on the passenger's.
                expectEqual((card.frame.midX < tile.frame.midX), (side == .leftHandDrive), "\(preset) \(side)")
            }
            // The tile's own screen has the tile's size.
            let dashboard = try require(car.dashboardScreen())
            expectEqual(dashboard.root.frame.size, tile.frame.size, "\(preset) \(side)")
        }
    }

    @Test func theDashboardButtonOnTheDashboardViewAndHomeGoBack() throws {
        let car = try car()
        car.showDashboard()
        expectTrue(car.isDashboardShowing)
        expectEqual(try car.tap(element: "home/dashboard"), .handledBySystem)
        expectTrue(!car.isDashboardShowing && car.currentScreen().root.content.screenKind == .home)
        car.showDashboard()
        car.goHome()
        expectTrue(!car.isDashboardShowing)
    }

    @Test func theKnobWalksTheDashboardView() throws {
        let car = try car()
        car.showDashboard()
        try car.rotateKnob(1)
        expectEqual(car.currentScreen().focusedElement, DashboardViewLayout.tileID)
        try car.rotateKnob(1)
        expectEqual(car.currentScreen().focusedElement, DashboardViewLayout.nowPlayingID)
        try car.rotateKnob(-1)
        expectEqual(try car.pressKnob(), .handledBySystem)
        expectTrue(car.foregroundApp == Self.id && !car.isDashboardShowing)
    }

    @Test func theDashboardShowsTheSameManeuverAsTheMainScreen() throws {
        let car = try car()
        try car.launch(Self.id)
        let app = try require(SceneTestApp.map(in: car))
        car.sessions[Self.id]?.runAsApp { app.guide() }
        let main = instruction(in: car.currentScreen())
        expectEqual(main, "Turn left onto Boulevard Albert 1er")
        car.showDashboard()
        let dashboard = try require(car.dashboardScreen())
        expectTrue(dashboard.nodes(.dashboardShortcut).isEmpty)
        expectEqual(instruction(in: dashboard), main)
    }

    @Test func theDashboardViewShowsNoBannerOfTheAppOnItsTile() throws {
        let car = try car()
        try car.launch(Self.id)
        let app = try require(SceneTestApp.map(in: car))
        car.sessions[Self.id]?.runAsApp { app.guide() }
        try car.launch(Apps.playerID)
        car.sessions[Self.id]?.runAsApp { app.advance() }
        expectEqual(car.currentScreen().nodes(.navigationBanner).count, 1)
        car.showDashboard()
        expectTrue(car.currentScreen().nodes(.navigationBanner).isEmpty)
        expectEqual(car.navigationBannerNode, nil)
        car.goHome()
        expectEqual(car.currentScreen().nodes(.navigationBanner).count, 1)
    }

    @Test func theNowPlayingCardHasPlaybackControlsThatReachTheAudioApp() throws {
        PlayerDelegate.commands = []
        let car = try car()
        try car.launch(Apps.playerID)
        _ = try car.tap(element: try require(car.screen()?.id(of: "Play")))
        expectEqual(car.audioOwner, Apps.playerID)
        car.goHome()
        _ = try car.tap(element: "home/dashboard")
        // Before the app publishes Now Playing info the controls are disabled, as on its Now Playing screen.
        expectEqual(car.currentScreen().node("dashboard/nowPlaying/playPause")?.isEnabled, false)
        expectEqual(try car.tap(element: "dashboard/nowPlaying/playPause"), .disabled)
        car.sessions[Apps.playerID]?.runAsApp { MPNowPlayingInfoCenter.default().playbackState = .paused }
        let view = car.currentScreen()
        let card = try require(view.node(DashboardViewLayout.nowPlayingID))
        let controls = try require(card.children.first { $0.role == .playbackControls })
        expectEqual(
            controls.children.map(\.id?.rawValue),
            ["previous", "playPause", "next"].map { "dashboard/nowPlaying/" + $0 })
        expectEqual(controls.children.map(\.action), NowPlayingLayout.PlaybackControl.allCases.map { .playback($0) })
        expectTrue(controls.children.allSatisfy { card.frame.contains($0.frame) })
        let tile = try require(view.node(DashboardViewLayout.tileID))
        expectTrue(!controls.frame.intersects(tile.frame))
        // Player handles play/pause (toggle) and next, not previous; it is paused.
        expectEqual(controls.children.map(\.isEnabled), [false, true, true])
        try require(controls.children.count == 3)
        let playPause = controls.children[1]
        expectTrue(
            playPause.content.playbackControl?.state == .paused
                && playPause.content.playbackControl?.command == .togglePlayPause)
        expectEqual(try car.tap(element: "dashboard/nowPlaying/playPause"), .handled)
        expectEqual(try car.tap(element: "dashboard/nowPlaying/next"), .handled)
        expectEqual(PlayerDelegate.commands, ["togglePlayPause", "nextTrack"])
        // A tap at the control's place (not by id) is the same.
        expectEqual(try car.tap(at: Point(x: playPause.frame.midX, y: playPause.frame.midY)), .handled)
        expectTrue(PlayerDelegate.commands.last == "togglePlayPause" && car.isDashboardShowing)
        // The app says it plays: the control shows pause.
        car.sessions[Apps.playerID]?.runAsApp { MPNowPlayingInfoCenter.default().playbackState = .playing }
        let playing = try require(car.currentScreen().node("dashboard/nowPlaying/playPause"))
        expectEqual(playing.content.playbackControl?.state, .playing)
        expectTrue(playing.image?.source == .system("pause.fill") && playPause.image?.source == .system("play.fill"))
    }

    /// The knob walks the Dashboard view as the home screen: the Dashboard button, the tile, the card and the card's
    /// enabled playback controls, which a press sends to the audio app.
    @Test func theKnobReachesTheNowPlayingCardsControls() throws {
        PlayerDelegate.commands = []
        let car = try car()
        try car.launch(Apps.playerID)
        _ = try car.tap(element: try require(car.screen()?.id(of: "Play")))
        car.sessions[Apps.playerID]?.runAsApp { MPNowPlayingInfoCenter.default().playbackState = .paused }
        car.goHome()
        _ = try car.tap(element: "home/dashboard")
        let order = car.currentScreen().focusableNodes.compactMap(\.id?.rawValue)
        // Player handles play/pause and next, not previous: the disabled control is not in the walk. The card comes
        // before its controls.
        let card = try require(order.firstIndex(of: DashboardViewLayout.nowPlayingID.rawValue), "\(order)")
        expectEqual(
            Array(order[card...].prefix(3)),
            [
                "dashboard/nowPlaying", "dashboard/nowPlaying/playPause", "dashboard/nowPlaying/next",
            ], "\(order)")
        try car.rotateKnob(-100)
        try car.rotateKnob(card + 1)
        expectEqual(car.currentScreen().focusedElement?.rawValue, "dashboard/nowPlaying/playPause")
        expectEqual(try car.pressKnob(), .handled)
        try car.rotateKnob(1)
        expectEqual(car.currentScreen().focusedElement?.rawValue, "dashboard/nowPlaying/next")
        expectEqual(try car.pressKnob(), .handled)
        expectEqual(PlayerDelegate.commands, ["togglePlayPause", "nextTrack"])
        expectTrue(car.isDashboardShowing && car.foregroundApp == nil)
        // Back on the card itself, a press opens the audio app.
        try car.rotateKnob(-2)
        expectEqual(car.currentScreen().focusedElement, DashboardViewLayout.nowPlayingID)
        expectEqual(try car.pressKnob(), .handledBySystem)
        expectEqual(car.foregroundApp, Apps.playerID)
    }

    @Test func theNowPlayingCardsControlsNeedTheAudioAppRunning() throws {
        PlayerDelegate.commands = []
        let car = try car()
        _ = try car.tap(element: "home/dashboard")
        let playPause = try require(car.currentScreen().node("dashboard/nowPlaying/playPause"))
        expectTrue(!playPause.isEnabled)
        expectEqual(try car.tap(element: "dashboard/nowPlaying/playPause"), .disabled)
        expectTrue(PlayerDelegate.commands.isEmpty)
        // On the home screen there are no such controls.
        car.goHome()
        expectEqual(try car.tap(element: "dashboard/nowPlaying/playPause"), .notOnScreen)
    }

    @Test func theClusterFollowsTheCarsAppearance() throws {
        let car = try car()
        try car.setClusterDisplay(presetID: "basic")
        try car.launch(Self.id)
        expectEqual(car.clusterScreen()?.display.appearance, .light)
        car.setAppearance(.dark)
        expectEqual(car.clusterScreen()?.display.appearance, .dark)
        expectEqual(car.sessions[Self.id]?.callbackLog.contains("contentStyleDidChange(dark)"), true)
    }

    @Test func theClusterHasAnAppearanceOfItsOwn() throws {
        let car = try car()
        // Set before the scene connects: it connects dark, without a change callback.
        car.setClusterAppearance(.dark)
        try car.setClusterDisplay(presetID: "basic")
        try car.launch(Self.id)
        expectTrue(car.clusterScreen()?.display.appearance == .dark && car.effectiveClusterAppearance == .dark)
        expectEqual(car.sessions[Self.id]?.clusterAppearance, .dark)
        expectEqual(car.sessions[Self.id]?.callbackLog.contains { $0.hasPrefix("contentStyleDidChange") }, false)
        // The car's appearance no longer moves it.
        car.setAppearance(.dark)
        car.setAppearance(.light)
        expectTrue(car.clusterScreen()?.display.appearance == .dark && car.display.appearance == .light)
        expectEqual(car.sessions[Self.id]?.clusterAppearance, .dark)
        car.setClusterAppearance(.light)
        expectEqual(car.clusterScreen()?.display.appearance, .light)
        car.setAppearance(.dark)
        expectEqual(car.clusterScreen()?.display.appearance, .light)
        // Following the car again: it takes the car's appearance.
        car.setClusterAppearance(nil)
        expectTrue(car.clusterAppearance == nil && car.clusterScreen()?.display.appearance == .dark)
        // The main scene heard each of the car's changes (dark, light, dark); the cluster's scene only its own
        // (light, then dark when it follows the car again).
        expectEqual(
            car.sessions[Self.id]?.callbackLog.filter { $0.hasPrefix("contentStyleDidChange") }.map {
                $0.dropFirst(22)
            }, ["dark)", "light)", "light)", "dark)", "dark)"])
    }

    /// The first maneuver's instruction as a screen shows it (its lines joined).
    func instruction(in screen: Screen) -> String? {
        screen.nodes(.maneuver).first?.all(where: { $0.content.field == .instruction }).first?.text?
            .replacingOccurrences(of: "\n", with: " ")
    }

    // MARK: The cluster

    @Test func theClusterSceneConnectsOnTheCarsClusterDisplayWithItsSettings() throws {
        let car = try car()
        car.setClusterCompass(.enabled)
        car.setClusterSpeedLimit(.disabled)
        try car.setClusterDisplay(presetID: "basic")
        try car.launch(Self.id)
        expectEqual(car.clusterApp, Self.id)
        let first = try require(SceneTestApp.cluster(in: car))
        expectEqual(first.calls, ["didConnect compass 1 speedLimit 2", "window 320×240"])
        let cluster = try require(car.clusterScreen())
        expectTrue(cluster.display.pixelWidth == 640 && cluster.root.role == .instrumentCluster)
        expectEqual(
            cluster.root.all(where: { $0.content.field == .inactiveDescription }).first?.text, "Choose a destination")
        // Another preset: the scene moves to it (a new scene, a new delegate).
        try car.setClusterDisplay(presetID: "widescreen-wide")
        expectEqual(first.calls.suffix(2), ["windowGone", "didDisconnect"])
        let second = try require(SceneTestApp.cluster(in: car))
        expectTrue(second !== first && second.calls == ["didConnect compass 1 speedLimit 2", "window 640×240"])
        // None: it disconnects.
        try car.setClusterDisplay(presetID: nil)
        expectEqual(second.calls.suffix(2), ["windowGone", "didDisconnect"])
        expectTrue(car.clusterApp == nil && car.clusterScreen() == nil)
        #expect(throws: CarSystem.SystemError.unknownClusterPreset("huge")) {
            try car.setClusterDisplay(presetID: "huge")
        }
        expectEqual(car.clusterDisplay, nil)
    }

    @Test func theCarsClusterControlsReachTheApp() throws {
        let car = try car()
        #expect(throws: CarSystem.SystemError.noClusterScene) { try car.zoomCluster(.in) }
        try car.setClusterDisplay(presetID: "minimum")
        try car.launch(Self.id)
        let cluster = try require(SceneTestApp.cluster(in: car))
        expectEqual(try car.zoomCluster(.in), .handled)
        expectEqual(try car.zoomCluster(.out), .handled)
        car.setClusterCompass(.disabled)
        car.setClusterCompass(.disabled)
        expectEqual(cluster.calls.dropFirst(2), ["zoomIn", "zoomOut", "compass 2"])
        expectEqual(car.clusterCompass, .disabled)
    }

    // MARK: Disconnecting

    @Test func thePhoneDisconnectingDisconnectsTheScenesAndReconnectingBringsThemBack() throws {
        let car = try car()
        try car.setClusterDisplay(presetID: "basic")
        try car.launch(Self.id)
        car.showDashboard()
        let dashboard = try require(SceneTestApp.dashboard(in: car))
        let cluster = try require(SceneTestApp.cluster(in: car))
        car.setPhoneConnected(false)
        expectEqual(dashboard.calls, ["didConnect", "didDisconnect"])
        expectEqual(cluster.calls.suffix(2), ["windowGone", "didDisconnect"])
        expectTrue(car.dashboardApp == nil && car.clusterApp == nil && !car.isDashboardShowing)
        expectEqual(car.headUpDisplay, nil)
        car.setPhoneConnected(true)
        expectTrue(car.dashboardApp == Self.id && car.clusterApp == Self.id)
        expectEqual(SceneTestApp.dashboard(in: car)?.calls, ["didConnect"])
    }

    // MARK: The head-up display

    @Test func theHeadUpDisplayDrawsTheMetadataFeed() throws {
        let car = try car()
        try car.launch(Self.id)
        expectEqual(car.headUpDisplay, nil)
        let app = try require(SceneTestApp.map(in: car))
        car.sessions[Self.id]?.runAsApp { app.guide() }
        _ = car.currentScreen()
        let hud = try require(car.headUpDisplay)
        expectTrue(hud.glyph == .turnLeft && hud.maneuverTypeName == "LeftTurn")
        expectEqual(hud.distance, "300 m")
        expectEqual(hud.roadName, "Boulevard Albert 1er")
        expectEqual(hud.lanes.map(\.status), [.preferred, .notGood])
        expectEqual(hud.lanes.first?.highlightedAngle, -90)
    }

    @Test func theCarPicksAGlyphForEachSemanticType() {
        expectEqual(HeadUpDisplay.glyph(type: 4, trafficSide: .right), .uTurnLeft)
        expectEqual(HeadUpDisplay.glyph(type: 4, trafficSide: .left), .uTurnRight)
        expectEqual(HeadUpDisplay.glyph(type: 30, trafficSide: .right), .roundabout)
        expectEqual(HeadUpDisplay.glyph(type: 8, trafficSide: .left), .exitLeft)
        expectEqual(HeadUpDisplay.glyph(type: 49, trafficSide: .right), .slightLeft)
        expectEqual(HeadUpDisplay.glyph(type: 12, trafficSide: .right), .arrive)
        expectEqual(HeadUpDisplay.glyph(type: 999, trafficSide: .right), .straight)
    }
}
