import Expectations
import Foundation
import Testing

@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("Session parts: map session")
struct MapSessionTests {
    private let start = Date(timeIntervalSince1970: 1_000)

    private func alert(duration: TimeInterval) -> (CPNavigationAlert, NavigationAlertSnapshot) {
        let object = CPNavigationAlert(
            titleVariants: ["Traffic ahead"], subtitleVariants: [], image: nil,
            primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil,
            duration: duration)
        return (object, NavigationAlertSnapshot(object))
    }

    @Test("the bar hides after the driver's last interaction, shows again on the next, and never hides while panning")
    func navigationBar() {
        let template = CPMapTemplate()
        template.automaticallyHidesNavigationBar = true
        var session = MapSession(lastInteraction: start)
        let later = start.addingTimeInterval(Rules.mapControlsIdleTimeout + 1)
        expectTrue(session.showsNavigationBar(MapTemplateSnapshot(template), at: start))
        expectTrue(!session.showsNavigationBar(MapTemplateSnapshot(template), at: later))
        expectTrue(session.showsNavigationBar(nil, at: later), "no map template, no hiding")
        session.noteInteraction(at: later)
        expectTrue(session.showsNavigationBar(MapTemplateSnapshot(template), at: later))
        template.showPanningInterface(animated: false)
        expectTrue(session.showsNavigationBar(MapTemplateSnapshot(template), at: later.addingTimeInterval(600)))
    }

    @Test("front ends hear only when the bar's state changed")
    func followsBar() {
        var session = MapSession()
        let changed1 = session.followNavigationBar(shown: true)
        expectTrue(!changed1)
        let changed2 = session.followNavigationBar(shown: false)
        expectTrue(changed2)
        let changed3 = session.followNavigationBar(shown: false)
        expectTrue(!changed3)
        let changed4 = session.followNavigationBar(shown: true)
        expectTrue(changed4)
    }

    @Test("a new alert is shown once; it times out after its duration, at least 5 s; one without duration never")
    func alertTimeout() {
        var session = MapSession()
        let (_, short) = alert(duration: 2)
        let changed5 = session.followAlert(short.id, at: start)
        expectTrue(changed5)
        let changed6 = session.followAlert(short.id, at: start.addingTimeInterval(1))
        expectTrue(!changed6, "the same alert is not new")
        expectTrue(!session.alertTimedOut(short, at: start.addingTimeInterval(4.9)), "at least 5 s")
        expectTrue(session.alertTimedOut(short, at: start.addingTimeInterval(5)))
        let (_, lasting) = alert(duration: 0)
        let changed7 = session.followAlert(lasting.id, at: start)
        expectTrue(changed7)
        expectTrue(!session.alertTimedOut(lasting, at: start.addingTimeInterval(3600)))
        expectTrue(!session.alertTimedOut(short, at: start.addingTimeInterval(3600)), "not the alert on screen")
        let changed8 = session.followAlert(nil, at: start)
        expectTrue(!changed8, "an alert going is not a new alert")
    }

    @Test("the driver's input reads as the app hears it")
    func inputs() {
        guard case .panBegan(.left) = MapSession.input(pan: .left, phase: .began),
            case .pan(.down) = MapSession.input(pan: .down, phase: .momentary),
            case .panGestureChanged(let translation, _) = MapSession.input(
                drag: .changed, translation: Point(x: 3, y: 4), velocity: Point(x: 0, y: 0)),
            case .zoomChanged(_, let scale, _) = MapSession.input(
                pinch: .changed, center: Point(x: 1, y: 1), scale: 2, velocity: 0),
            case .pitchEnded(let center) = MapSession.input(pitch: .ended, center: Point(x: 5, y: 6))
        else {
            Issue.record("an input reads as another")
            return
        }
        expectEqual(translation, CGPoint(x: 3, y: 4))
        expectEqual(scale, 2)
        expectEqual(center, CGPoint(x: 5, y: 6))
    }

    @Test("no guidance metadata without a navigation session or without the app opting in")
    func metadata() {
        let template = CPMapTemplate()
        let rules = Rules(category: .navigation)
        expectEqual(MapSession.metadata(of: nil, rules: rules), nil)
        expectEqual(MapSession.metadata(of: MapTemplateSnapshot(template), rules: rules), nil)
    }
}
