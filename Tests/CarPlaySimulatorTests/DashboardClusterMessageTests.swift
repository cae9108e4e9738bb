import CarPlay
@_spi(AppCode) import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import MediaPlayer
import Testing

/// The Dashboard tile, the instrument cluster and the head-up display strip over the protocol: what the server
/// sends and the messages a page sends for them, each bad one refused with nothing changed.
@MainActor @Suite(.serialized) struct DashboardClusterMessageTests {
    let system: CarSystem
    let hub: SimulatorHub

    init() throws {
        system = CarSystem(
            apps: [Apps.player(), try SceneTestApp.app()], clock: { ManualTime().now },
            timeZone: TimeZone(identifier: "UTC")!)
        hub = SimulatorHub(system: system)
    }

    func error(_ messages: [JSONValue]) -> JSONValue? { messages.last { $0["type"] == "error" } }

    @Test func theDashboardViewAndItsTileReachThePageAndTheTileTakesTaps() async throws {
        let page = FakePage(hub)
        _ = try await page.drain()
        expectEqual(page.screens["dashboard"], .null)
        _ = try await page.exchange(["type": "input", "action": "tap", "element": "home/dashboard"])
        expectTrue(page.car["dashboardShowing"] == true && page.car["dashboardApp"] == .string(SceneTestApp.id))
        expectEqual(try page.screen("screen")?.root.content.screenKind, .dashboard)
        let tile = try require(try page.screen("dashboard"))
        expectEqual(page.screens["dashboard"], (try JSONValue.parse(require(system.dashboardScreen()).jsonData())))
        let home = try require(tile.nodes(.dashboardShortcut).first?.id?.rawValue)
        let tapped = try await page.exchange(["type": "dashboard", "action": "tap", "element": .string(home), "id": 4])
        expectTrue(tapped.contains { $0["type"] == "ack" && $0["inReplyTo"] == 4 && $0["outcome"] == "handled" })
        let delegate = try require(SceneTestApp.dashboard(in: system))
        expectEqual(delegate.taps, ["Home"])
        // Bad messages: an error each, nothing changed.
        let seq = page.seq
        for (bad, code) in [
            (["type": "dashboard", "action": "tap", "element": "nothing"] as JSONValue, "unknownElement"),
            (["type": "dashboard", "action": "swipe"], "badField"),
            (["type": "dashboard", "action": "tapAt", "x": "left", "y": 3], "badField"),
            (["type": "dashboard", "action": "tap"], "badField"),
        ] {
            let replies = try await page.exchange(bad)
            expectEqual(error(replies)?["code"], .string(code), "\(bad)")
        }
        expectTrue(page.seq == seq && delegate.taps == ["Home"])
        // A tap on the map opens the app; the tile goes.
        let tapAt = try await page.exchange([
            "type": "dashboard", "action": "tapAt", "x": 20, "y": .number(tile.root.frame.maxY - 4), "id": 5,
        ])
        expectTrue(tapAt.contains { $0["type"] == "ack" && $0["outcome"] == "handledBySystem" })
        expectTrue(page.car["foregroundApp"] == .string(SceneTestApp.id) && page.screens["dashboard"] == .null)
        let late = try await page.exchange(["type": "dashboard", "action": "tap", "element": .string(home)])
        expectEqual(error(late)?["code"], "notRunning")
    }

    @Test func theClusterControlsChooseTheDisplayZoomAndSettings() async throws {
        let page = FakePage(hub)
        _ = try await page.drain()
        expectEqual(page.car["cluster"]?["display"], .null)
        expectEqual(page.car["cluster"]?["presets"]?.arrayValue?.count, ClusterDisplay.presets.count)
        _ = try await page.exchange(["type": "control", "name": "clusterDisplay", "value": "basic"])
        _ = try await page.exchange(["type": "launch", "app": .string(SceneTestApp.id)])
        expectTrue(
            page.car["cluster"]?["display"]?["id"] == "basic" && page.car["cluster"]?["app"] == .string(SceneTestApp.id)
        )
        let cluster = try require(try page.screen("cluster"))
        expectTrue(cluster.root.role == .instrumentCluster && cluster.display.pixelWidth == 640)
        expectEqual(page.screens["cluster"], (try JSONValue.parse(require(system.clusterScreen()).jsonData())))
        let delegate = try require(SceneTestApp.cluster(in: system))
        let connectCalls = delegate.calls.count
        let zoomed = try await page.exchange(["type": "clusterZoom", "direction": "in", "id": 7])
        expectTrue(zoomed.contains { $0["type"] == "ack" && $0["outcome"] == "handled" })
        _ = try await page.exchange(["type": "control", "name": "clusterCompass", "value": "enabled"])
        expectEqual(page.car["cluster"]?["compass"], "enabled")
        _ = try await page.exchange(["type": "control", "name": "clusterSpeedLimit", "value": "userPreference"])
        expectEqual(page.car["cluster"]?["speedLimit"], "userPreference")
        expectEqual(delegate.calls.dropFirst(connectCalls), ["zoomIn", "compass 1"])
        // Bad messages: an error each, nothing changed.
        let seq = page.seq
        for (bad, code) in [
            (["type": "control", "name": "clusterDisplay", "value": "huge"] as JSONValue, "unknownPreset"),
            (["type": "control", "name": "clusterDisplay", "value": 3], "badField"),
            (["type": "control", "name": "clusterCompass", "value": "on"], "badField"),
            (["type": "control", "name": "clusterSpeedLimit", "value": true], "badField"),
            (["type": "clusterZoom", "direction": "sideways"], "badField"),
            (["type": "clusterZoom"], "badField"),
        ] {
            let replies = try await page.exchange(bad)
            expectEqual(error(replies)?["code"], .string(code), "\(bad)")
        }
        expectTrue(page.seq == seq && delegate.calls.dropFirst(connectCalls) == ["zoomIn", "compass 1"])
        // None: the cluster goes, and zooming has nobody to reach.
        _ = try await page.exchange(["type": "control", "name": "clusterDisplay", "value": .null])
        expectTrue(page.car["cluster"]?["display"] == .null && page.screens["cluster"] == .null)
        let orphan = try await page.exchange(["type": "clusterZoom", "direction": "out"])
        expectEqual(error(orphan)?["code"], "notRunning")
    }

    @Test func theClusterAppearanceControlGivesTheClusterItsOwnStyle() async throws {
        let page = FakePage(hub)
        _ = try await page.drain()
        expectTrue(page.car["cluster"]?["appearance"] == .null && page.car["cluster"]?["contentStyle"] == "light")
        expectEqual(page.car["cluster"]?.objectValue?.keys.contains("appearance"), true)
        _ = try await page.exchange(["type": "control", "name": "clusterDisplay", "value": "basic"])
        _ = try await page.exchange(["type": "launch", "app": .string(SceneTestApp.id)])
        _ = try await page.exchange(["type": "control", "name": "clusterAppearance", "value": "dark"])
        expectTrue(page.car["cluster"]?["appearance"] == "dark" && page.car["cluster"]?["contentStyle"] == "dark")
        expectTrue(try page.screen("cluster")?.display.appearance == .dark && system.appearance == .light)
        // Bad values: an error each, nothing changed.
        let seq = page.seq
        for bad in ["dim", "auto"] as [JSONValue] + [3, true] {
            let replies = try await page.exchange(["type": "control", "name": "clusterAppearance", "value": bad])
            expectEqual(error(replies)?["code"], "badField", "\(bad)")
        }
        let missing = try await page.exchange(["type": "control", "name": "clusterAppearance"])
        expectEqual(error(missing)?["code"], "badField")
        expectTrue(page.seq == seq && system.clusterAppearance == .dark)
        // null: the cluster follows the car again.
        _ = try await page.exchange(["type": "control", "name": "uiAppearance", "value": "dark"])
        _ = try await page.exchange(["type": "control", "name": "clusterAppearance", "value": "light"])
        expectEqual(try page.screen("cluster")?.display.appearance, .light)
        _ = try await page.exchange(["type": "control", "name": "clusterAppearance", "value": .null])
        expectTrue(page.car["cluster"]?["appearance"] == .null && page.car["cluster"]?["contentStyle"] == "dark")
        expectEqual(try page.screen("cluster")?.display.appearance, .dark)
    }

    @Test func theDashboardsPlaybackControlsAreTappedLikeAnyElement() async throws {
        let page = FakePage(hub)
        try system.launch(Apps.playerID)
        _ = try system.tap(element: try require(system.screen()?.id(of: "Play")))
        system.sessions[Apps.playerID]?.runAsApp { MPNowPlayingInfoCenter.default().playbackState = .paused }
        system.goHome()
        _ = try await page.exchange(["type": "input", "action": "tap", "element": "home/dashboard"])
        let control = try require(try page.screen("screen")?.node("dashboard/nowPlaying/playPause"))
        expectTrue(control.role == .playbackControl && control.action == .playback(.playPause))
        let replies = try await page.exchange([
            "type": "input", "action": "tap", "element": "dashboard/nowPlaying/playPause", "id": 9,
        ])
        // "handled": Player's togglePlayPause handler ran and returned success (its own log is shared by suites
        // running at once, so the ack is what this test reads).
        expectTrue(replies.contains { $0["type"] == "ack" && $0["inReplyTo"] == 9 && $0["outcome"] == "handled" })
    }

    @Test func theHeadUpStripFollowsTheMetadata() async throws {
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": .string(SceneTestApp.id)])
        expectEqual(page.car["headUp"], .null)
        let app = try require(SceneTestApp.map(in: system))
        system.sessions[SceneTestApp.id]?.runAsApp { app.guide() }
        _ = try await page.drain()
        let hud = try require(page.car["headUp"])
        expectTrue(
            hud["glyph"] == "turnLeft" && hud["distance"] == "300 m" && hud["roadName"] == "Boulevard Albert 1er")
        expectEqual(hud["lanes"]?.arrayValue?.first?["status"], "preferred")
        // Absent values are null, never left out.
        expectTrue(hud["exitAngle"] == .null && hud.objectValue?.keys.contains("exitAngle") == true)
        expectEqual(hud["lanes"]?.arrayValue?.last?.objectValue?.keys.contains("highlightedAngle"), true)
    }

    @Test func clientMessagesRoundTrip() throws {
        for message in [
            ClientMessage(id: 1, .dashboard(.tap(element: "a"))),
            ClientMessage(.dashboard(.tapAt(Point(x: 3, y: 4)))),
            ClientMessage(.clusterZoom(.out)),
            ClientMessage(.control(.clusterDisplay(presetID: nil))),
            ClientMessage(.control(.clusterDisplay(presetID: "minimum"))),
            ClientMessage(.control(.clusterCompass(.userPreference))),
            ClientMessage(.control(.clusterSpeedLimit(.disabled))),
            ClientMessage(.control(.clusterAppearance(.dark))),
            ClientMessage(.control(.clusterAppearance(nil))),
        ] {
            let text = String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
            expectEqual(try ClientMessage.decode(text), message)
        }
    }
}
