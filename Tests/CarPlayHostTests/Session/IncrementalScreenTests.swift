import CarPlay
@_spi(AppCode) @testable import CarPlayHost
import Expectations
import Foundation
import MediaPlayer
import Testing

/// What the session keeps between changes: snapshots of templates that announced no change, what is shown of them,
/// and the last screen while nothing it is laid out from changed. Whatever is kept, the screen is always what a
/// fresh layout would give.
@MainActor @Suite struct IncrementalScreenTests {
    /// A tab bar of two lists, "A" (one row, "Row") and "B" (empty).
    final class TabsApp: UIResponder, CPTemplateApplicationSceneDelegate {
        var controller: CPInterfaceController?
        let row = CPListItem(text: "Row", detailText: nil)
        lazy var a: CPListTemplate = {
            let list = CPListTemplate(title: "A", sections: [CPListSection(items: [row])])
            list.tabTitle = "A"
            return list
        }()
        lazy var b: CPListTemplate = {
            let list = CPListTemplate(title: "B", sections: [])
            list.tabTitle = "B"
            return list
        }()
        required init() { super.init() }
        func templateApplicationScene(
            _ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
        ) {
            controller = interfaceController
            interfaceController.setRootTemplate(
                CPTabBarTemplate(templates: [a, b]), animated: false, completion: nil)
        }
    }

    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_767_268_800)
    }

    private func connected(_ app: TabsApp, clock: Clock = Clock()) -> CarSession {
        let session = CarSession(app: AppBundle(name: "App", bundleIdentifier: "com.example.app", category: .audio))
        session.clock = { clock.now }
        session.timeZone = TimeZone(identifier: "UTC")!
        session.connect(app)
        return session
    }

    @Test func changesOfOneTemplateReachTheScreenAndTheTabBar() throws {
        let app = TabsApp()
        let session = connected(app)
        _ = session.screen()
        // The tab not on screen changes: its snapshot and the tab bar's copy of it are taken again.
        session.runAsApp {
            app.b.updateSections([CPListSection(items: [CPListItem(text: "New in B", detailText: nil)])])
            app.b.tabTitle = "Bee"
        }
        expectTrue(session.screen().texts.contains("Bee"))
        let tabBar = try require(session.navigationSnapshots.first)
        guard case .tabBar(let bar) = tabBar.content, case .list(let b) = bar.tabs[1].content else {
            Issue.record("expected a tab bar of lists")
            return
        }
        expectEqual(b.sections.first?.items.count, 1)
        expectEqual(session.snapshot(of: ElementID(of: app.b)), bar.tabs[1])
        // An item changes (not a template): everything is taken again.
        session.runAsApp { app.row.setText("Renamed") }
        expectTrue(session.screen().texts.contains("Renamed"))
        expectTrue(session.interactiveElements.contains { $0.texts.contains("Renamed") })
        // The driver switches tabs: B's new row is on screen.
        let tab = try require(session.screen().nodes(.tab).last?.id)
        session.activate(screenElement: tab)
        expectTrue(session.screen().texts.contains("New in B"))
        expectTrue(session.interactiveElements.contains { $0.texts.contains("New in B") })
        // Limits change what is shown of the same snapshots.
        session.runAsApp {
            app.b.updateSections([
                CPListSection(items: (0..<40).map { CPListItem(text: "Item \($0)", detailText: nil) })
            ])
        }
        let all = session.screen().nodes(.listRow).count
        session.setLimitedUserInterfaces(.lists)
        expectTrue(all == 40 && session.screen().nodes(.listRow).count == 12)
    }

    @Test func theLogsKeepTheirLastEntries() throws {
        let app = TabsApp()
        let session = connected(app)
        let tabs = session.screen().nodes(.tab).compactMap(\.id)
        expectEqual(tabs.count, 2)
        // A switch makes four appearance callbacks; many more are recorded than the log keeps.
        let before = session.appearanceEventCount
        session.activate(screenElement: tabs[1])
        expectEqual(session.appearanceEventCount, before + 4)
        let filler = Array(repeating: AppearanceEvent.willAppear(ElementID(of: app.b)), count: 700)
        for _ in 0..<4 { session.logs.recordAppearance(filler) }
        session.activate(screenElement: tabs[0])
        expectEqual(session.appearanceEventCount, before + 8 + 2_800)
        let kept = session.appearanceLog.count
        expectTrue(kept >= CarSession.retainedLogEntries && kept <= 2 * CarSession.retainedLogEntries)
        expectEqual(session.appearanceLog.last, .didAppear(ElementID(of: app.a)))
        let recent = CarSession.entries(
            of: session.appearanceLog, total: session.appearanceEventCount, after: session.appearanceEventCount - 4)
        expectEqual(Array(recent), Array(session.appearanceLog.suffix(4)))
        // Entries no longer kept are left out, not invented.
        expectEqual(
            CarSession.entries(of: session.appearanceLog, total: session.appearanceEventCount, after: 0).count, kept)
        let callbacks = session.callbackCount
        for _ in 0..<1_100 {
            session.enterBackground()
            session.enterForeground()
        }
        expectEqual(session.callbackCount, callbacks + 4_400)
        expectTrue(session.callbackLog.count <= 2 * CarSession.retainedLogEntries)
        expectEqual(session.callbackLog.last, "sceneDidBecomeActive(_:)")
    }

    @Test func theScreenIsLaidOutAgainOnlyWhenWhatItShowsCanChange() {
        let clock = Clock()
        let app = TabsApp()
        let session = connected(app, clock: clock)
        let first = session.screen()
        let layouts = session.pipeline.layoutCount
        // Nothing changed: the same screen, no layout.
        expectTrue(session.screen() == first && session.pipeline.layoutCount == layouts)
        // Time passes within the minute: the status bar's time is the same, and a list does not read the clock.
        clock.now += 20
        expectTrue(session.screen() == first && session.pipeline.layoutCount == layouts)
        // The minute changes: the status bar shows the new time.
        clock.now += 60
        expectTrue(session.screen().texts.contains("12:01") && session.pipeline.layoutCount == layouts + 1)
        // Focus moves: not laid out again — the last screen takes the focus and scrolls to it (the focus order does
        // not depend on focus, and a scroll view's content is laid out unscrolled).
        session.rotateKnob(1)
        session.rotateKnob(1)
        session.rotateKnob(1)
        expectEqual(session.pipeline.layoutCount, layouts + 1)
        let focused = session.screen()
        expectTrue(focused.focusOrder.count == 3 && focused.focusedElement == focused.focusOrder[2])
        expectEqual(session.pipeline.layoutCount, layouts + 1)
        // Something the screen shows changes: laid out again.
        clock.now += 60
        expectTrue(
            session.screen().focusedElement == focused.focusedElement && session.pipeline.layoutCount == layouts + 2)
    }

    @Test func nowPlayingFollowsTheClock() throws {
        let clock = Clock()
        let app = TabsApp()
        let session = connected(app, clock: clock)
        session.runAsApp {
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                MPMediaItemPropertyTitle: "Song", MPMediaItemPropertyPlaybackDuration: 300.0,
                MPNowPlayingInfoPropertyElapsedPlaybackTime: 10.0, MPNowPlayingInfoPropertyPlaybackRate: 1.0,
            ]
            MPNowPlayingInfoCenter.default().playbackState = .playing
            app.controller?.pushTemplate(CPNowPlayingTemplate.shared, animated: false, completion: nil)
        }
        let before = session.screen()
        clock.now += 5
        let after = session.screen()
        // Elapsed time is laid out from the clock: 5 s later, another screen.
        expectNotEqual(before, after)
        func elapsed(_ screen: Screen) -> Double? { screen.root.first { $0.content.field == .elapsed }?.value }
        expectTrue(elapsed(before) == 10 && elapsed(after) == 15)
    }
}
