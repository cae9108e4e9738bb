import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit
@_spi(CarPlayHost) import _PlatformHost
@testable import CarPlayHost

@MainActor
@Suite("Session parts: the scene connection")
struct SceneConnectionTests {
    /// A scene a session made.
    private func scene() throws -> CPTemplateApplicationScene { try require(PartsTestApp.session().0.scene) }

    private let fault = Fault(name: "NSInvalidArgumentException", reason: "bad", bundleIdentifier: "com.example")

    @Test("attaching runs the app, in the foreground or not; detaching disconnects it and forgets the scene")
    func attachAndDetach() throws {
        var connection = SceneConnection()
        expectTrue(connection.state == .disconnected && connection.scene == nil)
        connection.attach(try scene(), delegate: PartsTestApp(), inBackground: true)
        expectTrue(connection.state == .connected && connection.isInBackground && connection.scene != nil)
        connection.detach()
        expectTrue(connection.state == .disconnected && !connection.isInBackground)
        expectTrue(connection.scene == nil && connection.delegate == nil)
    }

    @Test("a fault terminates a running or disconnected app once; a terminated app stays so until reset")
    func terminate() throws {
        var connection = SceneConnection()
        connection.attach(try scene(), delegate: PartsTestApp(), inBackground: true)
        let terminated = connection.terminate(with: fault)
        expectTrue(terminated)
        expectTrue(connection.state == .terminated(fault) && connection.faults == [fault])
        expectTrue(connection.scene == nil && !connection.isInBackground)
        let again = connection.terminate(with: fault)
        expectTrue(!again, "a terminated app raises nothing more")
        connection.detach()
        expectEqual(connection.state, .terminated(fault), "detaching keeps the termination")
        connection.resetAfterTermination()
        expectTrue(connection.state == .disconnected && connection.faults == [fault])
    }

    @Test("connecting calls the delegate; the fault path clears the app's templates and tells the policy")
    func connectAndRaise() {
        var told: [Fault] = []
        let (session, _) = PartsTestApp.session()
        session.faultPolicy = FaultPolicy { told.append($0) }
        expectTrue(session.connection.state == .connected && session.hierarchy.root != nil)
        SceneConnection.raise(CPHostException(name: fault.name, reason: fault.reason), context: session)
        expectTrue(session.hierarchy == HierarchyState() && session.visibleSnapshot == nil)
        expectTrue(told.map(\.reason) == ["bad"] && session.faults.count == 1)
        SceneConnection.raise(CPHostException(name: fault.name, reason: "again"), context: session)
        expectTrue(told.count == 1 && session.faults.count == 1)
    }

    @Test("backgrounding and foregrounding happen once each, and the delegate hears them")
    func background() {
        let (session, _) = PartsTestApp.session()
        SceneConnection.enterBackground(context: session)
        SceneConnection.enterBackground(context: session)
        expectTrue(session.isInBackground)
        expectEqual(session.callbackLog.filter { $0 == "sceneDidEnterBackground(_:)" }.count, 1)
        SceneConnection.enterForeground(context: session)
        expectTrue(!session.isInBackground && session.callbackLog.last == "sceneDidBecomeActive(_:)")
        SceneConnection.disconnect(context: session)
        expectTrue(session.appState == .disconnected && session.callbackLog.last == "sceneDidDisconnect(_:)")
    }
}
