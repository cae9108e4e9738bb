import CarPlay
import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing
import UIKit

/// The event log shows the callbacks the apps actually received and names what the driver touched by its text and
/// kind, never by an id.
@MainActor @Suite(.serialized) struct EventLogTests {
    /// The scene callbacks the log shows for `app`, in order (template appearance lines left out).
    private func callbacks(_ car: CarSystem, _ app: String = "Player") -> [String] {
        car.log.entries.filter { $0.kind == .app && $0.text.hasPrefix("\(app) ← ") }
            .map { String($0.text.dropFirst(app.count + 3)) }
            .filter { !$0.hasPrefix("templateWill") && !$0.hasPrefix("templateDid") }
            .flatMap { $0.components(separatedBy: ", ") }
    }

    @Test func launchHomeAndResumeLogTheCallbacksTheAppReceived() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        expectEqual(
            callbacks(car),
            [
                "scene(_:willConnectTo:options:)", "templateApplicationScene(_:didConnect:)",
                "sceneWillEnterForeground(_:)",
                "sceneDidBecomeActive(_:)",
            ])
        car.goHome()
        expectEqual(callbacks(car).suffix(2), ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"])
        try car.launch(Apps.playerID)
        expectEqual(callbacks(car).suffix(2), ["sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"])
        car.setAppearance(.dark)
        expectEqual(callbacks(car).last, "contentStyleDidChange(dark)")
        car.setPhoneConnected(false)
        expectEqual(
            callbacks(car).suffix(4),
            [
                "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)",
                "templateApplicationScene(_:didDisconnectInterfaceController:)", "sceneDidDisconnect(_:)",
            ])
    }

    @Test func aTapIsLoggedByTextAndRole() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        let count = try require(car.screen()?.id(of: "Count"))
        _ = try car.tap(element: count)
        let line = try require(car.log.entries.last { $0.kind == .input }?.text)
        expectEqual(line, "Tap “Count” (listRow)")
        expectTrue(!line.contains(count))
        _ = try car.tap(element: "gone")
        expectEqual(car.log.entries.last { $0.kind == .input }?.text, "Tap an element not on screen")
    }
}
