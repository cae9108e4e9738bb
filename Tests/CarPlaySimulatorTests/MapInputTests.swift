import CarPlay
@_spi(AppCode) import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// A navigation app whose map template records the pan callbacks it hears.
final class PanRecorder: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate {
    let mapTemplate = CPMapTemplate()
    var heard: [String] = []

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        mapTemplate.mapDelegate = self
        interfaceController.setRootTemplate(mapTemplate, animated: false, completion: nil)
    }

    func mapTemplateDidBeginPanGesture(_ mapTemplate: CPMapTemplate) { heard.append("drag began") }

    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint
    ) {
        heard.append("drag \(translation.x),\(translation.y) at \(velocity.x),\(velocity.y)")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndPanGestureWithVelocity velocity: CGPoint) {
        heard.append("drag ended")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {
        heard.append("pan \(name(direction))")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection) {
        heard.append("pan began \(name(direction))")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection) {
        heard.append("pan ended \(name(direction))")
    }

    private func name(_ direction: CPMapTemplate.PanDirection) -> String {
        let names: [(CPMapTemplate.PanDirection, String)] = [
            (.left, "left"), (.right, "right"), (.up, "up"), (.down, "down"),
        ]
        return names.filter { direction.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    func mapTemplateDidBeginZoomGesture(_ mapTemplate: CPMapTemplate) { heard.append("zoom began") }

    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat, velocity: CGFloat
    ) {
        heard.append("zoom \(scale) at \(center.x),\(center.y)")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndZoomGestureWithVelocity velocity: CGFloat) {
        heard.append("zoom ended")
    }
}

/// The map template's inputs from a page (`mapPan`, `mapDrag`, `mapPinch`, `mapRotate`, `mapPitch`): they reach the
/// app's map template through the host's session, with the host's refusals as outcomes, and bad ones change nothing.
@MainActor @Suite(.serialized) struct MapInputTests {
    static let appID = "com.example.panrecorder"

    func makePage() async throws -> (FakePage, Box<[PanRecorder]>) {
        let made = Box<[PanRecorder]>([])
        let app = InstalledApp(
            bundle: AppBundle(name: "Pan Recorder", bundleIdentifier: Self.appID, category: .navigation)
        ) {
            let delegate = PanRecorder()
            made.value.append(delegate)
            return delegate
        }
        let clock = ManualTime()
        let system = CarSystem(apps: [app], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        let page = FakePage(SimulatorHub(system: system))
        _ = try await page.exchange(["type": "launch", "app": .string(Self.appID)])
        return (page, made)
    }

    func outcome(_ page: FakePage, _ text: String) async throws -> String? {
        page.send(text: text)
        let replies = try await page.drain()
        return replies.last { $0["type"] == "ack" || $0["type"] == "error" }.flatMap {
            $0["outcome"]?.stringValue ?? $0["code"]?.stringValue
        }
    }

    @Test func aDragReachesTheAppsPanGestureCallbacks() async throws {
        let (page, made) = try await makePage()
        let app = try require(made.value.last)
        expectEqual(try await outcome(page, #"{"type":"input","action":"mapDrag","phase":"began","id":1}"#), "handled")
        let changed = #"{"type":"input","action":"mapDrag","phase":"changed","dx":30,"dy":-12.5,"vx":100,"id":2}"#
        expectEqual(try await outcome(page, changed), "handled")
        expectEqual(try await outcome(page, #"{"type":"input","action":"mapDrag","phase":"ended","id":3}"#), "handled")
        expectEqual(app.heard, ["drag began", "drag 30.0,-12.5 at 100.0,0.0", "drag ended"])
        let log = page.received.filter { $0["type"] == "log" }.flatMap { $0["entries"]?.arrayValue ?? [] }
        let drags = log.compactMap { $0["text"]?.stringValue }.filter { $0.hasPrefix("Map drag") }
        expectEqual(
            drags, ["Map drag began by (0, 0)", "Map drag ended by (0, 0)"], "changes are not logged one by one")
    }

    @Test func panButtonsNeedThePanningInterface() async throws {
        let (page, made) = try await makePage()
        let app = try require(made.value.last)
        let pan = #"{"type":"input","action":"mapPan","direction":"left","id":1}"#
        expectEqual(try await outcome(page, pan), "noHandler", "no panning interface is up")
        expectTrue(app.heard.isEmpty)
        let system = page.hub.system
        system.foregroundSession?.runAsApp { app.mapTemplate.showPanningInterface(animated: false) }
        _ = try await page.drain()
        expectEqual(try await outcome(page, pan), "handled")
        expectEqual(
            try await outcome(page, #"{"type":"input","action":"mapPan","direction":"up","phase":"began"}"#), nil)
        #expect(
            try await outcome(page, #"{"type":"input","action":"mapPan","direction":"up","phase":"ended","id":2}"#)
                == "handled")
        expectEqual(app.heard, ["pan left", "pan began up", "pan ended up"])
    }

    @Test func multitouchGesturesNeedAMultitouchDisplay() async throws {
        let (page, made) = try await makePage()
        let app = try require(made.value.last)
        for text in [
            #"{"type":"input","action":"mapPinch","phase":"began","x":400,"y":240,"id":1}"#,
            #"{"type":"input","action":"mapRotate","phase":"began","x":400,"y":240,"id":1}"#,
            #"{"type":"input","action":"mapPitch","phase":"began","x":400,"y":240,"id":1}"#,
            #"{"type":"input","action":"mapDoubleTap","x":400,"y":240,"fingers":1,"id":1}"#,
        ] {
            expectEqual(try await outcome(page, text), "noHandler", "the standard display has no multitouch")
        }
        expectTrue(app.heard.isEmpty)
    }

    /// On a multitouch display a double tap reaches the app as a zoom gesture of one level around the tap: in with one
    /// finger, out with two; the event log names it once.
    @Test func aDoubleTapIsAZoomGestureOnAMultitouchDisplay() async throws {
        let (page, made) = try await makePage()
        let app = try require(made.value.last)
        _ = try await page.exchange(["type": "control", "name": "display", "value": "widescreen-multitouch"])
        let tap = #"{"type":"input","action":"mapDoubleTap","x":400,"y":240,"fingers":1,"id":1}"#
        expectEqual(try await outcome(page, tap), "handled")
        let twoFingers = #"{"type":"input","action":"mapDoubleTap","x":300,"y":200,"fingers":2,"id":2}"#
        expectEqual(try await outcome(page, twoFingers), "handled")
        expectEqual(
            app.heard,
            [
                "zoom began", "zoom 2.0 at 400.0,240.0", "zoom ended", "zoom began", "zoom 0.5 at 300.0,200.0",
                "zoom ended",
            ])
        let log = page.received.filter { $0["type"] == "log" }.flatMap { $0["entries"]?.arrayValue ?? [] }
        let taps = log.compactMap { $0["text"]?.stringValue }.filter { $0.hasPrefix("Map double tap") }
        expectEqual(
            taps, ["Map double tap with one finger at (400, 240)", "Map double tap with two fingers at (300, 200)"])
    }

    @Test func badMapInputsGetErrorsAndChangeNothing() async throws {
        let (page, made) = try await makePage()
        let app = try require(made.value.last)
        let seq = page.hub.seq
        let bad: [(String, String)] = [
            (#"{"type":"input","action":"mapDrag"}"#, #"field "phase" is missing"#),
            (
                #"{"type":"input","action":"mapDrag","phase":"moved"}"#,
                #"field "phase" must be one of began, changed, ended"#
            ),
            (#"{"type":"input","action":"mapDrag","phase":"changed","dx":"far"}"#, #"field "dx" must be a number"#),
            (
                #"{"type":"input","action":"mapPan","direction":"north"}"#,
                #"field "direction" must be one of left, right, up, down"#
            ),
            (
                #"{"type":"input","action":"mapPan","direction":"up","phase":"changed"}"#,
                #"field "phase" must be one of momentary, began, ended"#
            ),
            (#"{"type":"input","action":"mapPinch","phase":"began","x":1}"#, #"field "y" is missing"#),
            (
                #"{"type":"input","action":"mapPinch","phase":"changed","x":1,"y":1,"scale":0}"#,
                #"field "scale" must be a number from 1/1000 to 1000"#
            ),
            (
                #"{"type":"input","action":"mapRotate","phase":"changed","x":1,"y":1,"rotation":null}"#,
                #"field "rotation" must be a number"#
            ),
            (#"{"type":"input","action":"mapPitch","phase":"ended"}"#, #"field "x" is missing"#),
            (#"{"type":"input","action":"mapDoubleTap","x":1,"y":1}"#, #"field "fingers" is missing"#),
            (
                #"{"type":"input","action":"mapDoubleTap","x":1,"y":1,"fingers":3}"#,
                #"field "fingers" must be an integer from 1 to 2"#
            ),
            (#"{"type":"input","action":"mapDoubleTap","fingers":1}"#, #"field "x" is missing"#),
        ]
        for (text, message) in bad {
            page.send(text: text)
            let replies = try await page.drain()
            expectTrue(
                replies.count == 1 && replies[0]["type"] == "error" && replies[0]["code"] == "badField", "\(text)")
            expectEqual(replies.first?["message"]?.stringValue, message)
        }
        expectTrue(page.hub.seq == seq && app.heard.isEmpty)
    }

    @Test func mapInputWithoutAnAppInFrontIsRefused() async throws {
        let (page, made) = try await makePage()
        _ = try await page.exchange(["type": "home"])
        expectEqual(try await outcome(page, #"{"type":"input","action":"mapDrag","phase":"began"}"#), "notRunning")
        _ = try await page.exchange(["type": "control", "name": "connected", "value": false])
        expectEqual(try await outcome(page, #"{"type":"input","action":"mapDrag","phase":"began"}"#), "disconnected")
        expectEqual(made.value.last?.heard.isEmpty, true)
    }
}
