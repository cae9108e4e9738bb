import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("Session parts: the screen")
struct SessionScreenTests {
    @Test("the inputs carry the app, the templates on screen, spinners, the focus and the status bar's time")
    func inputs() throws {
        let (session, app) = PartsTestApp.session()
        let root = ElementID(of: try require(app.root))
        session.pendingHandlers = [root]
        session.focus.element = root
        let inputs = SessionScreen.inputs(context: session)
        expectTrue(inputs.state.appName == "App" && inputs.state.visible?.id == root)
        expectTrue(inputs.state.pendingHandlers == [root] && inputs.focusedElement == root)
        expectTrue(inputs.state.statusBar?.time == "12:00" && inputs.now == session.clock())
        expectEqual(SessionScreen.nowPlayingInfo(context: session), nil, "the app published no Now Playing info")
    }

    @Test("the screen is laid out once while nothing changes; the focus moves it without a layout")
    func layoutCache() throws {
        let (session, _) = PartsTestApp.session()
        let first = SessionScreen.screen(context: session)
        let layouts = session.pipeline.layoutCount
        expectTrue(SessionScreen.screen(context: session) == first && session.pipeline.layoutCount == layouts)
        let last: ElementID = try require(first.focusOrder.last)
        session.focus.element = last
        let refocused = SessionScreen.screen(context: session)
        expectTrue(refocused.focusedElement == first.focusOrder.last && session.pipeline.layoutCount == layouts)
        expectEqual(SessionScreen.focusOrder(context: session), first.focusOrder)
    }
}
