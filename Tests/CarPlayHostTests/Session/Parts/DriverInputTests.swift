import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("Session parts: the driver's screen input")
struct DriverInputTests {
    @Test("a selected row runs its handler; nothing, a disabled node or the home screen's actions do not")
    func actions() throws {
        let (session, _) = PartsTestApp.session()
        let screen = session.screen()
        let open = try require(screen.nodes(.listRow).first { $0.text == "Open" })
        expectEqual(DriverInput.activate(nil, context: session), .notOnScreen)
        expectEqual(DriverInput.perform(.launchApp("com.example.other"), context: session), .unsupported)
        expectEqual(DriverInput.activate(open, context: session), .handled)
        expectEqual(session.hierarchy.navigationHierarchy.count, 2, "Open pushed the second list")
        expectEqual(DriverInput.perform(.back, context: session), .handledBySystem)
        expectEqual(session.hierarchy.navigationHierarchy.count, 1)
    }

    @Test("a tap outside every node reaches nothing; a disconnected app nothing at all")
    func taps() throws {
        let (session, _) = PartsTestApp.session()
        expectEqual(DriverInput.tap(at: Point(x: -10, y: -10), context: session), .notOnScreen)
        let open = try require(session.screen().nodes(.listRow).first { $0.text == "Open" })
        session.disconnect()
        expectEqual(DriverInput.activate(open, context: session), .appNotRunning)
        expectEqual(DriverInput.activate(screenElement: try require(open.id), context: session), .appNotRunning)
    }

    @Test("a running handler shows a spinner until its completion; a second end changes nothing")
    func spinners() {
        let (session, _) = PartsTestApp.session()
        var changes = 0
        session.onChange = { changes += 1 }
        let id = ElementID("row")
        DriverInput.beginHandler(id, context: session)
        expectTrue(session.pendingHandlers == [id] && changes == 1)
        DriverInput.endHandler(id, context: session)
        DriverInput.endHandler(id, context: session)
        expectTrue(session.pendingHandlers.isEmpty && changes == 2)
    }
}
