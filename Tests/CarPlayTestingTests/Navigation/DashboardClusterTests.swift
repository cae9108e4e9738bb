import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import SnapshotTesting
import Testing
import UIKit

/// A navigation app's CarPlay Dashboard and instrument cluster in a headless car: connecting each scene with its
/// own window, the Dashboard's shortcut buttons and maneuvers, the cluster's displays, controls and inactive text.
@MainActor @Suite struct DashboardClusterTests {
    func connected(display: DisplayConfiguration = .standard) -> (
        TestCar, CoastalRoadsSceneDelegate, CoastalRoadsDashboardSceneDelegate
    ) {
        let car = TestCar(category: .navigation)
        car.display = display
        let app = CoastalRoadsSceneDelegate()
        car.connect(app)
        let dashboard = CoastalRoadsDashboardSceneDelegate()
        car.connectDashboard(dashboard)
        return (car, app, dashboard)
    }

    /// Starts guidance to Port Hercule and loads the route (the first maneuver: "Turn right onto Boulevard Albert
    /// 1er").
    func navigate(_ car: TestCar, _ app: CoastalRoadsSceneDelegate) {
        car.run {
            let trip = app.trip(to: "Port Hercule")
            app.mapTemplate(app.mapTemplate, startedTrip: trip, using: trip.routeChoices[0])
            app.loadRoute()
        }
    }

    func texts(_ node: ScreenNode?) -> [String] { node?.texts ?? [] }

    // MARK: Dashboard

    @Test func theDashboardConnectsWithAWindowTheSizeOfItsTile() throws {
        let (car, _, dashboard) = connected()
        let tile = DashboardLayout.tileFrame(on: .standard)
        expectEqual(dashboard.events, ["connect \(Int(tile.width))×\(Int(tile.height))"])
        expectTrue(dashboard.window?.rootViewController is CoastalMapViewController)
        expectEqual(
            Array(car.callbackLog.suffix(2)),
            [
                "scene(_:willConnectTo:options:)", "templateApplicationDashboardScene(_:didConnect:to:)",
            ])
        let screen = try require(car.dashboard)
        expectEqual(screen.root.role, .dashboard)
        expectEqual(screen.display.size, tile.size)
        // The app's map fills the tile; the shortcut buttons sit along its bottom, translucent over the map, and the
        // app's caption keeps above them (the window's safe area).
        let window = try require(screen.root.first { $0.role == .appWindow })
        expectEqual(window.frame, screen.root.frame)
        let caption = try require(window.first { $0.role == .label })
        let highest = try require(car.dashboardButtons.map(\.frame.minY).min())
        let lowest = try require(car.dashboardButtons.map(\.frame.maxY).max())
        expectLess(caption.frame.maxY, highest)
        expectEqual(lowest, screen.root.frame.maxY - 8)
        expectTrue(car.dashboardButtons.allSatisfy { $0.background == Theme(.light).overMap })
    }

    @Test func theDashboardShowsTwoShortcutButtonsWithTitlesThatFit() throws {
        let (car, _, dashboard) = connected()
        let buttons = car.dashboardButtons
        expectEqual(buttons.count, 2)
        // The tile is narrow: the home button's long title does not fit, its short one does.
        expectEqual(buttons.map(\.text), ["Home", "Work"])
        expectEqual(buttons.map(\.detailText), ["Port Hercule, 6 min", "Jardin Exotique"])
        expectTrue(buttons.allSatisfy { $0.image != nil && $0.action != nil })
        // A third button is past the limit of two; a button without a title is not shown.
        car.run {
            let untitled = CPDashboardButton(titleVariants: [""], subtitleVariants: [], image: UIImage())
            dashboard.dashboardController?.shortcutButtons = [untitled, dashboard.workButton, extra()]
        }
        expectEqual(car.dashboardButtons.map(\.text), ["Work"])
        car.run {
            dashboard.dashboardController?.shortcutButtons = [dashboard.homeButton, dashboard.workButton, extra()]
        }
        expectEqual(car.dashboardButtons.map(\.text), ["Home", "Work"])
    }

    private func extra() -> CPDashboardButton {
        CPDashboardButton(titleVariants: ["Gym"], subtitleVariants: [], image: UIImage(systemName: "star") ?? UIImage())
    }

    @Test func aWideTileShowsTheLongestTitleThatFits() {
        let (car, _, _) = connected(display: .portraitCompact)
        expectEqual(car.dashboardButtons.map(\.text), ["Home via Boulevard Albert 1er", "Work"])
    }

    @Test func theTileSizeFollowsTheMainDisplay() throws {
        let sizes = DisplayConfiguration.presets.map { DashboardLayout.tileFrame(on: $0).size }
        expectEqual(
            sizes,
            [
                Size(width: 183, height: 212), Size(width: 199, height: 224), Size(width: 273, height: 224),
                Size(width: 284, height: 166), Size(width: 368, height: 222), Size(width: 273, height: 224),
            ])
        // The wide displays keep a widgets column on the driver's side: the tile and the card share the rest.
        let wide = try require(DashboardLayout.widgetColumnFrame(on: .highResolution))
        expectEqual(wide, Rect(x: 60, y: 8, width: 108, height: 224))
        expectGreater(DashboardLayout.tileFrame(on: .highResolution).minX, wide.maxX)
        let rightHand = try require(
            DashboardLayout.widgetColumnFrame(on: DisplayConfiguration.highResolution.rightHandDrive()))
        expectGreater(
            rightHand.maxX, DashboardLayout.tileFrame(on: DisplayConfiguration.highResolution.rightHandDrive()).maxX)
        expectTrue(
            DashboardLayout.widgetColumnFrame(on: .standard) == nil
                && DashboardLayout.widgetColumnFrame(on: .portrait) == nil)
        // The tile sits on the passenger side: on the right in a left-hand-drive car, on the left in the other.
        let left = DashboardLayout.tileFrame(on: .standard)
        let right = DashboardLayout.tileFrame(on: DisplayConfiguration.standard.rightHandDrive())
        expectTrue(left.maxX == 392 && right.minX == 8)
    }

    @Test func tappingAShortcutButtonRunsItsHandler() {
        let (car, _, dashboard) = connected()
        expectEqual(car.tapDashboardButton("Work"), .handled)
        expectEqual(car.tapDashboardButton(at: 0), .handled)
        expectEqual(dashboard.events.dropFirst(), ["go to work", "go home"])
        // A tap on the tile's point where the first button is runs it too.
        let first = car.dashboardButtons[0].frame
        expectEqual(car.session.tapDashboard(at: Point(x: first.midX, y: first.midY)), .handled)
        expectEqual(dashboard.events.last, "go home")
    }

    @Test func whileNavigatingTheDashboardShowsTheManeuverInsteadOfTheButtons() throws {
        let (car, app, _) = connected()
        navigate(car, app)
        expectTrue(car.dashboardButtons.isEmpty)
        let card = try require(car.dashboard?.root.first { $0.role == .guidanceCard })
        expectEqual(card.content.surface, .dashboard)
        expectTrue(texts(card).contains("300 m"))
        expectTrue(texts(card).contains("Right on Bd Albert 1er"))
        // The app's own Dashboard variants win over the guidance card's, symbol included.
        car.run {
            let first = app.route[0]
            first.dashboardInstructionVariants = ["Right, Albert 1er"]
            first.dashboardSymbolImage = UIImage(systemName: "arrow.right")
            app.navigationSession?.upcomingManeuvers = [first, app.route[1]]
        }
        let dashboardCard = try require(car.dashboard?.root.first { $0.role == .guidanceCard })
        expectTrue(texts(dashboardCard).contains("Right, Albert 1er"))
        let primary = try require(dashboardCard.first { $0.content.maneuver?.position == .primary })
        expectEqual(primary.first { $0.role == .image }?.image?.source, .system("arrow.right"))
        // The main screen keeps the main variants.
        expectTrue(texts(car.guidanceCard).contains("Right on Bd Albert 1er"))
        expectTrue(!texts(car.guidanceCard).contains("Right, Albert 1er"))
        // Guidance ends: the buttons come back.
        car.run { app.finish() }
        expectEqual(car.dashboardButtons.count, 2)
        expectEqual(car.dashboard?.root.first { $0.role == .guidanceCard }, nil)
    }

    @Test func theDashboardDisconnectsBeforeTheMainScene() {
        let (car, _, dashboard) = connected()
        car.disconnectDashboard()
        expectEqual(dashboard.events.last, "disconnect")
        expectEqual(car.dashboard, nil)
        expectEqual(
            Array(car.callbackLog.suffix(2)),
            [
                "templateApplicationDashboardScene(_:didDisconnect:from:)", "sceneDidDisconnect(_:)",
            ])
        car.connectDashboard(dashboard)
        car.disconnect()
        let tile = DashboardLayout.tileFrame(on: .standard)
        expectEqual(dashboard.events.suffix(2), ["connect \(Int(tile.width))×\(Int(tile.height))", "disconnect"])
        expectEqual(car.dashboard, nil)
    }

    @Test(arguments: [DisplayConfiguration.standard, .highResolution, .portrait])
    func dashboardSnapshots(display: DisplayConfiguration) throws {
        let (car, app, _) = connected(display: display)
        let idle = try require(car.dashboard)
        navigate(car, app)
        let navigating = try require(car.dashboard)
        assertSnapshot(
            of: TextRenderer().render(idle) + "\n" + TextRenderer().render(navigating), as: .lines,
            named: display.id)
    }

    // MARK: Instrument cluster

    func clustered(_ display: ClusterDisplay = .basic) -> (
        TestCar, CoastalRoadsSceneDelegate, CoastalRoadsClusterSceneDelegate
    ) {
        let car = TestCar(category: .navigation)
        let app = CoastalRoadsSceneDelegate()
        car.connect(app)
        let cluster = CoastalRoadsClusterSceneDelegate()
        car.connectCluster(cluster, display: display)
        return (car, app, cluster)
    }

    /// Where the car's gauges cover part of the cluster, a line along the safe area shows where the map's important
    /// content must stay; a cluster that is safe all over has none.
    @Test(arguments: ClusterDisplay.presets)
    func theClustersSafeAreaIsShownWhereItLeavesPartOut(display: ClusterDisplay) throws {
        let (car, _, _) = clustered(display)
        let screen = try require(car.session.clusterScreen())
        let lines = screen.root.drawing.filter { $0.shape == .border && $0.fill == ClusterLayout.safeAreaLine }
        if display.safeArea == Rect(x: 0, y: 0, width: display.size.width, height: display.size.height) {
            expectTrue(lines.isEmpty)
        } else {
            expectEqual(lines.map(\.frame), [display.safeArea])
        }
    }

    @Test(arguments: ClusterDisplay.presets)
    func theClusterConnectsWithAWindowSizedToItsDisplay(display: ClusterDisplay) throws {
        let (car, _, cluster) = clustered(display)
        let size = display.size
        let insets = display.safeAreaInsets
        expectEqual(
            cluster.events,
            [
                "connect scene",
                "connect window \(Int(size.width))×\(Int(size.height)) insets \(Int(insets.top)),\(Int(insets.left)),"
                    + "\(Int(insets.bottom)),\(Int(insets.right))",
            ])
        let window = try require(cluster.window)
        expectTrue(cluster.controller?.instrumentClusterWindow === window)
        expectEqual(window.bounds.size, CGSize(width: size.width, height: size.height))
        expectEqual(
            Array(car.callbackLog.suffix(3)),
            [
                "scene(_:willConnectTo:options:)", "templateApplicationInstrumentClusterScene(_:didConnect:)",
                "instrumentClusterControllerDidConnect(_:)",
            ])
        let screen = try require(car.cluster)
        expectEqual(screen.root.role, .instrumentCluster)
        expectEqual(screen.display.size, size)
        // The map's caption keeps inside the safe area.
        let caption = try require(screen.root.first { $0.role == .label })
        expectTrue(caption.frame.minX >= display.safeArea.minX && caption.frame.minY >= display.safeArea.minY)
    }

    @Test func theClusterPresetsFollowTheDeveloperGuide() {
        expectEqual(ClusterDisplay.minimum.size, Size(width: 100, height: 200.0 / 3))
        expectEqual(ClusterDisplay.widescreenWideSafeArea.safeArea, Rect(x: 140, y: 0, width: 360, height: 240))
        expectEqual(
            ClusterDisplay.widescreenSmallSafeArea.safeAreaInsets, Insets(top: 60, left: 320, bottom: 60, right: 320))
    }

    @Test func theCarsControlsReachTheAppInOrder() {
        let (car, _, cluster) = clustered()
        expectEqual(car.zoomCluster(.in), .handled)
        expectEqual(car.zoomCluster(.in), .handled)
        expectEqual(car.zoomCluster(.out), .handled)
        expectEqual(cluster.zoomLevel, 15)
        expectEqual(car.setClusterCompass(.enabled), .handled)
        expectEqual(car.setClusterSpeedLimit(.disabled), .handled)
        // The same setting again tells nobody.
        expectEqual(car.setClusterSpeedLimit(.disabled), .handledBySystem)
        car.setClusterAppearance(.dark)
        expectEqual(
            cluster.events.dropFirst(2),
            [
                "zoom in", "zoom in", "zoom out", "compass 1 reads 1", "speed limit 2 reads 2", "style dark",
            ])
        expectEqual(car.cluster?.display.appearance, .dark)
        expectEqual(
            Array(car.callbackLog.suffix(3)),
            [
                "instrumentClusterController(_:didChangeCompassSetting:)",
                "instrumentClusterController(_:didChangeSpeedLimitSetting:)", "contentStyleDidChange(dark)",
            ])
    }

    @Test func theInactiveDescriptionShowsOnlyWhileNotNavigating() throws {
        let (car, app, cluster) = clustered(.widescreenWideSafeArea)
        func description() -> ScreenNode? {
            car.cluster?.root.first { $0.content.field == .inactiveDescription }
        }
        let shown = try require(description())
        expectEqual(shown.text, "Coastal Roads is ready to guide you")
        // On a pill at the top of the safe area, centred, inside it.
        let safeArea = ClusterDisplay.widescreenWideSafeArea.safeArea
        expectEqual(shown.frame.minY, safeArea.minY + 8)  // the cluster's margin
        expectLess(abs(shown.frame.midX - safeArea.midX), 0.01)
        expectTrue(shown.frame.minX >= safeArea.minX && shown.frame.maxX <= safeArea.maxX)
        expectEqual(shown.drawing.first?.cornerRadius, shown.frame.height / 2)
        expectTrue(shown.drawing.first?.fill != nil && shown.background == nil)
        // A narrower cluster: a shorter variant.
        let (basic, _, _) = clustered(.basic)
        expectEqual(basic.cluster?.root.first { $0.content.field == .inactiveDescription }?.text, "Ready to guide")
        // On the smallest cluster, a shorter variant.
        let (small, _, _) = clustered(.minimum)
        expectEqual(small.cluster?.root.first { $0.content.field == .inactiveDescription }?.text, "Ready")
        // Attributed variants are preferred, with their attachment as an image.
        car.run {
            let text = NSMutableAttributedString(string: "Ready ")
            let attachment = NSTextAttachment()
            attachment.image = UIImage(systemName: "car")
            text.append(NSAttributedString(attachment: attachment))
            cluster.controller?.attributedInactiveDescriptionVariants = [text]
        }
        let attributed = try require(description())
        expectEqual(attributed.text?.hasPrefix("Ready"), true)
        expectEqual(attributed.image?.source, .system("car"))
        navigate(car, app)
        expectEqual(description(), nil)
        car.run { app.finish() }
        expectNotEqual(description(), nil)
    }

    @Test func theClusterDisconnectsWindowThenScene() {
        let (car, _, cluster) = clustered()
        car.disconnectCluster()
        expectEqual(cluster.events.suffix(2), ["disconnect window", "disconnect scene"])
        expectTrue(cluster.controller == nil && cluster.window == nil)
        expectEqual(car.cluster, nil)
        expectEqual(
            Array(car.callbackLog.suffix(3)),
            [
                "instrumentClusterControllerDidDisconnectWindow(_:)",
                "templateApplicationInstrumentClusterScene(_:didDisconnectInstrumentClusterController:)",
                "sceneDidDisconnect(_:)",
            ])
        // The car going away disconnects the cluster too.
        car.connectCluster(cluster)
        car.disconnect()
        expectEqual(cluster.events.suffix(2), ["disconnect window", "disconnect scene"])
    }

    @Test func theClusterNeedsIOS154AndTheOptionsKeyNeedsIOS262() throws {
        let old = TestCar(category: .navigation, osVersion: OSVersion(15, 2))
        old.connect(CoastalRoadsSceneDelegate())
        expectTrue(!old.session.connectCluster(CoastalRoadsClusterSceneDelegate(), display: .basic))
        var app = AppBundle(name: "Coastal", bundleIdentifier: "com.example.coastal", category: .navigation)
        app.supportsInstrumentClusterNavigationScene = true
        app.manifest.hasInstrumentClusterNavigationSceneOptions = true
        expectTrue(!CarSession(app: app, osVersion: OSVersion(26, 1)).offersInstrumentClusterScene)
        expectTrue(CarSession(app: app, osVersion: OSVersion(26, 2)).offersInstrumentClusterScene)
        app.manifest.hasInstrumentClusterNavigationSceneOptions = false
        expectTrue(CarSession(app: app, osVersion: OSVersion(16, 4)).offersInstrumentClusterScene)
    }

    @Test(arguments: ClusterDisplay.presets)
    func clusterSnapshots(display: ClusterDisplay) throws {
        let (car, app, _) = clustered(display)
        let idle = try require(car.cluster)
        navigate(car, app)
        let navigating = try require(car.cluster)
        assertSnapshot(
            of: TextRenderer().render(idle) + "\n" + TextRenderer().render(navigating), as: .lines,
            named: display.id)
    }
}
