import BenchSupport
import CarPlayHost
import CarPlaySimulator
// Linked so that the Drive sample's scene delegate is found by its class name, as in `carplay simulate`.
import Drive
import Foundation

/// The Drive sample guiding (`ClockFixture.Scene.guiding`): the car follows the route of the trip Drive guides (the
/// drive controls' "follow the route"), trip after trip between three places, as `scripts/soak.py` drives the
/// browser car (without its wrong turns).
///
/// Starting a trip takes main-actor turns (Drive works its route out in a task), so it runs from the benchmark's
/// thread, outside the measurement, letting the main queue run between its steps.
extension ClockFixture {
    nonisolated static let driveID = "com.swiftcarplay.drive"
    nonisolated static let places = ["Casino de Monte Carlo", "Stade Louis II", "Port Hercule"]

    static func driveApp() -> InstalledApp {
        do {
            return try InstalledApp(module: "Drive")
        } catch {
            preconditionFailure("the Drive sample's resources are not next to the benchmark: \(error)")
        }
    }

    /// Starts Drive guiding to the next place when it guides no trip or the car's drive ends within `seconds` of
    /// the car's clock: End, Destinations, the place, Go, then the car follows the trip's route.
    nonisolated func keepGuiding(for seconds: Double) throws {
        let guiding = onMain { () -> Bool in
            guard system.guidedTripDestination != nil, let end = system.vehicleDriveEnd else { return false }
            return end.timeIntervalSince(system.clock()) > seconds + 5
        }
        if guiding { return }
        for _ in Self.places.indices {
            let place = onMain {
                defer { nextDestination += 1 }
                return Self.places[nextDestination % Self.places.count]
            }
            if onMain({ system.guidedTripDestination != nil }) {
                // The car stops where it is and the driver ends the trip.
                onMain {
                    if let state = system.vehicleState { system.placeVehicle(at: state.coordinate) }
                }
                try tap("End")
                try wait("guidance to end") { $0.nodes(.guidanceCard).isEmpty }
            }
            try tap("Destinations")
            try tap(place)
            try tap("Go")
            try wait("guidance to \(place)") { !$0.nodes(.guidanceCard).isEmpty }
            let long = try onMain { () throws -> Bool in
                guard let trip = system.guidedTripDestination else { return false }
                try system.driveVehicle(to: trip.coordinate)
                hub.publish()
                // The car's own time for the drive (it drives faster than the router's travel speeds).
                return (system.vehicleDriveEnd?.timeIntervalSince(system.clock()) ?? 0) > seconds + 5
            }
            if long { return }
        }
        throw BenchError("no guided trip of more than \(Int(seconds)) s between the places")
    }

    /// Taps the node showing `text` once it is on screen. The map's navigation bar hides a few car seconds after the
    /// last input: a knob turn brings it back, as the driver does.
    private nonisolated func tap(_ text: String) throws {
        if onMain({ system.currentScreen().elementID(of: text) == nil }) { try onMain { try system.rotateKnob(1) } }
        try wait("\(text) on screen") { $0.elementID(of: text) != nil }
        let outcome = try onMain { () throws -> InputOutcome? in
            guard let id = system.currentScreen().elementID(of: text) else { return nil }
            return try system.tap(element: id.rawValue)
        }
        guard let outcome, [.handled, .handlerRunning, .handledBySystem].contains(outcome) else {
            throw BenchError("tapping \(text): \(outcome.map { "\($0)" } ?? "gone")")
        }
    }

    /// Waits until the car's screen satisfies `condition`, letting the main queue (the apps' tasks) run in between:
    /// at most ten seconds of the wall clock, as setting a trip up takes; never inside a measurement.
    private nonisolated func wait(_ what: String, until condition: @MainActor (Screen) -> Bool) throws {
        for _ in 0..<1000 {
            if onMain({ condition(system.currentScreen()) }) { return }
            Thread.sleep(forTimeInterval: 0.01)
        }
        throw BenchError("waited ten seconds for \(what)")
    }
}
