import CarPlay
import CarPlayTesting
import CoreLocation
import Expectations
import Foundation
import Testing

/// The Trip Tasks sample (driving task, templates 2 deep) installed as the car installs it: the toll pass with a
/// top-up confirmed in an alert, and the trip log from the car's positions, shown again at most every 10 seconds.
@MainActor @Suite struct TripTasksSampleTests {
    static let portHercule = CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206)
    static let casino = CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)

    func detail(_ car: TestCar, _ title: String) -> String? {
        car.screen.root.first { $0.text == title }?.detailText
    }

    @Test func theTripLogFollowsTheDriveAtMostEveryTenSeconds() async throws {
        let car = try TestCar(appModule: "TripTasks")
        car.display = .highResolution
        car.placeCar(at: Self.portHercule)
        try car.connect()
        await car.settleMainQueue()
        expectEqual(detail(car, "Distance"), "0 m")
        try car.driveRoute(to: Self.casino)
        var shown: [String] = []
        for _ in 0..<90 {
            car.advanceClock(by: 1)
            await car.settleMainQueue()
            if let distance = detail(car, "Distance"), distance != shown.last { shown.append(distance) }
        }
        expectGreaterOrEqual(shown.count, 3, "the log grows as the car drives: \(shown)")
        expectLessOrEqual(shown.count, 10, "at most one refresh every 10 s of a 90 s drive: \(shown)")
        expectTrue(detail(car, "Driving time") != "0 min" || shown.count > 1)
        expectEqual(car.review(), [])
    }

    @Test func theTollPassIsToppedUpAfterAConfirmation() async throws {
        let car = try TestCar(appModule: "TripTasks")
        car.display = .highResolution
        try car.connect()
        expectEqual(detail(car, "Toll Pass"), "Balance €12.40")
        car.tap("Toll Pass")
        expectTrue(car.stack.count == 2 && car.topTemplate?.kind == .information)
        car.tap("Top Up €20.00")
        expectEqual(car.presentedTemplate?.kind, .alert)
        car.tap("Top Up")
        expectTrue(car.screen.allTexts.contains("€32.40"))
        expectTrue(car.faults.isEmpty && car.review() == [])
    }
}
