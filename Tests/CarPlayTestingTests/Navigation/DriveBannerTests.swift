import CarPlay
import CarPlayTesting
@testable import Drive
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// Drive guiding from the background (issue 12, spec api-navigation §6.3): while another app is in front, its next
/// maneuver is a banner that follows the car, its speed-camera alert is a banner, and tapping one brings Drive back.
@MainActor @Suite struct DriveBannerTests {
    let flow = DriveFlowTests()

    /// Drive guiding to the casino, the car driving its route, the driver gone to another app.
    func guidingInTheBackground() async throws -> (TestCar, DriveSceneDelegate, MKRoute) {
        let (car, app) = await flow.connected()
        let guidance = try await flow.startTripToTheCasino(car, app)
        try car.drive(guidance.route)
        car.enterBackground()
        expectEqual(car.navigationBanner, nil, "the maneuver shown before going to the background is not new")
        return (car, app, guidance.route)
    }

    @Test func theNextManeuverIsABannerThatFollowsTheCar() async throws {
        let (car, app, route) = try await guidingInTheBackground()
        let first = route.steps[1].instructions
        for _ in 0..<90 {
            guard car.navigationBanner == nil else { break }
            await flow.drive(car, seconds: 1)
        }
        let banner = try require(car.navigationBanner, "Drive asks for a banner when its maneuver changes")
        expectEqual(banner.bundleIdentifier, car.session.app.bundleIdentifier)
        let shown = try require(banner.maneuver)
        expectEqual(shown.id, car.navigationSession?.maneuvers.first?.id)
        expectNotEqual(shown.instructionVariants.first, first, "the maneuver after the first one")
        let node = try require(car.navigationBannerNode)
        let text = try require(node.text)
        expectTrue(
            banner.titleVariants.contains { $0 == text || (text.hasSuffix("…") && $0.hasPrefix(text.dropLast())) },
            "\(text) is one of \(banner.titleVariants)")
        // The distance on the banner goes down as the car nears the maneuver.
        let distance = node.detailText
        expectNotEqual(distance, nil)
        for _ in 0..<30
        where car.navigationBannerNode?.detailText == distance && car.navigationBanner?.maneuver?.id == shown.id {
            await flow.drive(car, seconds: 1)
        }
        expectNotEqual(car.navigationBannerNode?.detailText, distance, "the banner is updated in place")
        expectNotEqual(app.guidance, nil)

        // Tapping the banner brings Drive forward over its map; the banner goes.
        expectEqual(car.tapBanner(), .handled)
        expectTrue(!car.session.isInBackground)
        expectEqual(car.navigationBanner, nil)
        expectEqual(car.topTemplate?.kind, .map)
    }

    @Test func aSpeedCameraAlertIsABanner() async throws {
        let (car, app, _) = try await guidingInTheBackground()
        car.run { app.warnOfSpeedCamera(in: 400) }
        let banner = try require(car.navigationBanner)
        expectEqual(banner.navigationAlert?.titleVariants, ["Speed camera ahead", "Speed camera"])
        expectEqual(car.navigationBannerNode?.detailText, "In 400 m")
    }
}
