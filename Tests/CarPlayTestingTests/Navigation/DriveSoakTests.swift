import AVFoundation
import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Foundation
import MapKit
import Expectations
import Testing

/// The long-drive soak (issue 20): the Drive sample guides trip after trip around Monaco with a wrong turn in each,
/// every voice prompt made by the real espeak-ng and sox, for an hour of the car's time; the process's open
/// descriptors and resident memory must stay flat.
///
/// Runs only when asked (`CARPLAY_SOAK_SECONDS=3600 swift test --filter DriveSoakTests`, alone, so no other test
/// opens descriptors meanwhile); it prints the figures. The car's clock moves a second at a time as fast as the
/// machine goes (an hour of driving takes minutes), waiting for each prompt's audio.
@MainActor @Suite struct DriveSoakTests {
    nonisolated static let seconds = ProcessInfo.processInfo.environment["CARPLAY_SOAK_SECONDS"].flatMap(Int.init)

    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
    }

    /// Resident memory in KB (`/proc/self/statm`).
    static func residentKB() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    @Test(.enabled(if: seconds != nil)) func anHourOfTripsWithWrongTurnsKeepsDescriptorsAndMemoryFlat() async throws {
        let total = Self.seconds ?? 0
        let car = TestCar(category: .navigation)
        let app = DriveSceneDelegate()
        app.format = DriveFormat(locale: Locale(identifier: "en_IE"))
        // A new route follows at once (`rerouteAfterAMinimum…` checks the minimum time "Rerouting…" shows).
        app.reroutingMinimum = 0
        car.connect(app)
        await car.settle()  // the location permission: allowed while in use
        let places: [(name: String, coordinate: CLLocationCoordinate2D)] = [
            ("Stade Louis II", CLLocationCoordinate2D(latitude: 43.7276, longitude: 7.4156)),
            ("Port Hercule", CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206)),
            ("Casino de Monte Carlo", DriveMapViewController.casino),
        ]
        var driven = 0
        var trips = 0
        var wrongTurns = 0
        var prompts = 0
        var promptsWithAudio = 0
        var lastPrompt = 0
        var without: [String: Int] = [:]
        var start: (descriptors: Int, resident: Int)?
        let wall = ContinuousClock.now
        while driven < total {
            let place = places[trips % places.count]
            trips += 1
            guard car.tap("Destinations") == .handled else { break }
            _ = car.tap(place.name)
            await car.settle()
            guard car.startTrip() == .handled, app.guidance != nil else { break }
            // The fastest road route of the car's map (the app's route, near enough): a wrong turn can leave it.
            try car.driveRoute(to: place.coordinate)
            var tripSeconds = 0
            while app.guidance != nil, tripSeconds < 900, driven < total {
                if tripSeconds == 20 {
                    do {
                        try car.takeWrongTurn()
                        wrongTurns += 1
                    } catch {}
                }
                await car.speechAudioReady()
                car.advanceClock(by: 1)
                tripSeconds += 1
                driven += 1
            }
            if app.guidance != nil {
                car.driveToEnd()
                for _ in 0..<10 {
                    await car.speechAudioReady()
                    car.advanceClock(by: 1)
                }
                if app.guidance != nil { _ = car.tap("End") }
            }
            await car.speechAudioReady()
            let new = car.spokenUtterances.filter { $0.utterance > lastPrompt }
            prompts += new.count
            promptsWithAudio += new.filter { $0.audio != nil }.count
            for prompt in new where prompt.audio == nil {
                without[prompt.error.map { "\($0)" } ?? "\(prompt.state)", default: 0] += 1
            }
            lastPrompt = car.spokenUtterances.last?.utterance ?? lastPrompt
            // After the first trip: the engine, its voices and the map are loaded.
            if start == nil { start = (Self.openDescriptors(), Self.residentKB()) }
        }
        await car.speechAudioReady()
        let end = (descriptors: Self.openDescriptors(), resident: Self.residentKB())
        let first = start ?? end
        print(
            "drive soak: \(driven) s of car time in \(ContinuousClock.now - wall); \(trips) trips, \(wrongTurns) wrong "
                + "turns, \(prompts) prompts (\(promptsWithAudio) with audio; without: \(without)); descriptors "
                + "\(first.descriptors) → \(end.descriptors); resident \(first.resident / 1024) MB → "
                + "\(end.resident / 1024) MB")
        // What the session keeps after an hour: each store with its count and size, all bounded.
        let kept = car.spokenUtterances
        let metadata = car.metadataHistory
        print(
            "drive soak: kept \(kept.count) utterances (\(kept.compactMap(\.audio).reduce(0) { $0 + $1.count } / 1024) "
                + "KB of audio), \(metadata.entries.count) of \(metadata.total) metadata entries "
                + "(\(metadata.bytes / 1024) KB estimated, \(((try? JSONEncoder().encode(metadata).count) ?? 0) / 1024) KB as "
                + "JSON), "
                + "\(car.callbackLog.count) callbacks")
        expectTrue(trips > 1 && prompts > trips)
        expectTrue(end.descriptors - first.descriptors < 10, "descriptors \(first.descriptors) → \(end.descriptors)")
    }
}
