import CarPlayHost
import Foundation
import Expectations
import Testing

@testable import carplay

/// `carplay review`: each sample launched and reviewed; Faulty is the one that breaks a guideline.
@MainActor struct ReviewCommandTests {
    @Test func faultyIsFlaggedAndTheOtherSamplesAreClean() async throws {
        let apps = try sampleApps.map { try InstalledApp(module: $0.module) }
        let report = await Review.report(apps)
        expectTrue(!report.clean)
        expectTrue(report.lines.contains("Music: no guideline broken"))
        expectTrue(report.lines.contains("Chat: no guideline broken"))
        expectTrue(report.lines.contains("Charge: no guideline broken"))
        expectTrue(report.lines.contains("Drive: no guideline broken"))
        expectTrue(report.lines.contains("Park: no guideline broken"))
        expectTrue(report.lines.contains("Fuel: no guideline broken"))
        expectTrue(report.lines.contains("Order: no guideline broken"))
        expectTrue(report.lines.contains("Trip Tasks: no guideline broken"))
        expectTrue(
            report.lines.contains(
                "Faulty: Communication apps 1: Faulty handles none of the messaging intents and has no CallKit provider"
            ))
        let clean = await Review.report(try [InstalledApp(module: "Chat")])
        expectTrue(clean.clean && clean.lines == ["Chat: no guideline broken"])
    }
}
