import CarPlay
import CarPlayHost
import Expectations
import Foundation
import Testing

/// `CarSession` directly, without the test car: connecting, what the screen offers, running screen actions, the
/// callbacks it records, the car's status in the status bar, and faults through the one fault path.
@MainActor @Suite struct CarSessionTests {
    /// A scene delegate that sets a two-row list ("Open" pushes a second list) and counts selections.
    final class ListApp: UIResponder, CPTemplateApplicationSceneDelegate {
        var controller: CPInterfaceController?
        var opened = 0
        required init() { super.init() }
        func templateApplicationScene(
            _ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
        ) {
            controller = interfaceController
            let open = CPListItem(text: "Open", detailText: nil)
            open.handler = { [weak self] _, completion in
                self?.opened += 1
                self?.controller?.pushTemplate(CPListTemplate(title: "Second", sections: []), animated: false) { _, _ in
                    completion()
                }
            }
            let off = CPListItem(text: "Off", detailText: nil)
            off.isEnabled = false
            interfaceController.setRootTemplate(
                CPListTemplate(title: "First", sections: [CPListSection(items: [open, off])]), animated: false,
                completion: nil)
        }
    }

    private func session(_ category: AppCategory? = .audio) -> CarSession {
        let session = CarSession(app: AppBundle(name: "App", bundleIdentifier: "com.example.app", category: category))
        session.clock = { Date(timeIntervalSince1970: 1_767_268_800) }
        session.timeZone = TimeZone(identifier: "UTC")!
        return session
    }

    @Test func connectingShowsTheRootAndRecordsTheCallbacks() {
        let session = session()
        expectEqual(session.appState, .disconnected)
        session.connect(ListApp())
        expectEqual(session.appState, .connected)
        expectTrue(session.navigationSnapshots.count == 1 && session.visibleSnapshot?.kind == .list)
        expectEqual(
            session.callbackLog,
            [
                "scene(_:willConnectTo:options:)", "templateApplicationScene(_:didConnect:)",
                "sceneWillEnterForeground(_:)",
                "sceneDidBecomeActive(_:)",
            ])
        session.enterBackground()
        expectTrue(
            session.isInBackground
                && session.callbackLog.suffix(2) == ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"])
        session.enterForeground()
        session.disconnect()
        expectTrue(session.appState == .disconnected && session.visibleSnapshot == nil)
        expectEqual(session.callbackLog.last, "sceneDidDisconnect(_:)")
    }

    @Test func screenActionsRunThroughTheNodesOfTheScreen() throws {
        let session = session()
        let app = ListApp()
        session.connect(app)
        let screen = session.screen()
        let open = try require(screen.nodes(.listRow).first { $0.text == "Open" })
        let off = try require(screen.nodes(.listRow).first { $0.text == "Off" })
        expectEqual(open.action, .select(try require(open.id)))
        expectEqual(session.activate(screenElement: try require(off.id)), .disabled)
        expectEqual(session.activate(screenElement: "nowhere"), .notOnScreen)
        expectEqual(session.activate(screenElement: try require(open.id)), .handled)
        expectTrue(app.opened == 1 && session.navigationSnapshots.count == 2)
        // The system's back button is a node whose action is `back`.
        let back = try require(session.screen().nodes(.backButton).first)
        expectEqual(back.action, .back)
        expectEqual(session.activate(screenElement: try require(back.id)), .handledBySystem)
        expectEqual(session.navigationSnapshots.count, 1)
        // At the root there is nothing to go back to; home-screen actions are not a session's.
        expectEqual(session.perform(.back), .unsupported)
        expectEqual(session.perform(.launchApp("com.example.other")), .unsupported)
    }

    @Test func theStatusBarShowsWhatTheCarReports() throws {
        let session = session()
        session.connect(ListApp())
        var bar = try require(session.screen().nodes(.statusBar).first)
        expectEqual(bar.children.first { $0.role == .clock }?.text, "12:00")
        expectEqual(bar.children.first { $0.role == .connectivity }?.text, "LTE")
        session.carStatus = CarStatus(signalBars: 2, networkType: "5G", isPlayingAudio: true)
        bar = try require(session.screen().nodes(.statusBar).first)
        expectEqual(bar.children.first { $0.role == .connectivity }?.text, "5G")
        expectEqual(bar.children.first { $0.role == .connectivity }?.content.signal, 2)
        expectTrue(bar.children.contains { $0.role == .audioIndicator })
        session.carStatus = CarStatus(signalBars: 0, networkType: nil)
        expectTrue(
            try require(session.screen().nodes(.statusBar).first).children.allSatisfy { $0.role != .connectivity })
    }

    @Test func theDisplayIsTheOneTruthOfScaleAndAppearance() throws {
        let session = session()
        session.setDisplay(.highResolution.with(appearance: .dark))
        session.connect(ListApp())
        let traits = try require(session.connectedInterfaceController?.carTraitCollection)
        expectTrue(traits.displayScale == 3 && traits.userInterfaceStyle == .dark)
        expectTrue(session.screen().display.scale == 3 && session.screen().display.appearance == .dark)
    }

    @Test func aFaultTerminatesTheAppThroughTheOneFaultPath() {
        let session = session(.communication)
        @MainActor final class Seen { var faults: [Fault] = [] }
        let seen = Seen()
        session.faultPolicy = FaultPolicy { seen.faults.append($0) }
        final class Pusher: UIResponder, CPTemplateApplicationSceneDelegate {
            required init() { super.init() }
            func templateApplicationScene(
                _ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
            ) {
                interfaceController.setRootTemplate(CPSearchTemplate(), animated: false, completion: nil)
            }
        }
        session.connect(Pusher())
        guard case .terminated(let fault) = session.appState else {
            Issue.record("the app was not terminated")
            return
        }
        expectEqual(fault.name, "NSInvalidArgumentException")
        expectTrue(seen.faults == [fault] && session.faults == [fault])
        // Nothing the terminated app does reaches the car any more.
        expectEqual(session.activate(screenElement: "anything"), .appNotRunning)
    }
}
