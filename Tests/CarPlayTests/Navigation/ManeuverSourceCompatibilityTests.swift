import CarPlay
import Expectations
import Foundation
import Testing
import UIKit

// Navigation code written exactly as an iOS 26 app writes it: maneuvers with attributed variants and road shields,
// junction metadata, lanes of both generations, and a navigation alert with actions. It compiles only while our
// `CarPlay` module matches the iOS SDK's Swift interface; the tests check that it also behaves.

/// An app's maneuver subclass that carries its route step (classes are `open`, as on iOS).
final class RouteStepManeuver: CPManeuver {
    var stepIndex = 0
}

/// Builds the maneuvers and alerts of a route, as a navigation app does (off the main actor for the model objects).
enum CoastalRouteBuilder {
    static func shield(_ name: String) -> NSAttributedString {
        let attachment = NSTextAttachment()
        attachment.image = UIImage(systemName: "road.lanes")
        let text = NSMutableAttributedString(string: "Merge onto ")
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: " \(name)"))
        return text
    }

    static func exitManeuver(index: Int) -> RouteStepManeuver {
        let maneuver = RouteStepManeuver()
        maneuver.stepIndex = index
        maneuver.instructionVariants = ["Take exit 12 toward Half Moon Bay", "Take exit 12", "Exit 12"]
        maneuver.attributedInstructionVariants = [shield("CA-1 South")]
        maneuver.symbolImage = UIImage(systemName: "arrow.turn.up.right")
        maneuver.junctionImage = UIImage(systemName: "arrow.triangle.branch")
        if #available(iOS 14.0, *) {
            maneuver.dashboardInstructionVariants = ["Exit 12"]
            maneuver.notificationInstructionVariants = ["Exit 12 in 1 mile"]
            maneuver.notificationSymbolImage = UIImage(systemName: "arrow.turn.up.right")
        }
        if #available(iOS 15.4, *) {
            maneuver.cardBackgroundColor = .systemGreen
        }
        if #available(iOS 17.4, *) {
            maneuver.maneuverType = .highwayOffRampRight
            maneuver.junctionType = .intersection
            maneuver.trafficSide = .right
            maneuver.junctionExitAngle = Measurement(value: 45, unit: .degrees)
            maneuver.junctionElementAngles = [Measurement(value: 0, unit: .degrees)]
            maneuver.roadFollowingManeuverVariants = ["CA-1 South", "CA-1"]
            maneuver.highwayExitLabel = "Exit 12"
            maneuver.linkedLaneGuidance = laneGuidance()
        }
        maneuver.userInfo = ["step": index]
        return maneuver
    }

    @available(iOS 17.4, *)
    static func laneGuidance() -> CPLaneGuidance {
        let guidance = CPLaneGuidance()
        guidance.instructionVariants = ["Use the right lane to take exit 12", "Right lane"]
        if #available(iOS 18.0, *) {
            guidance.lanes = [
                CPLane(angles: [Measurement(value: 0, unit: .degrees)]),
                CPLane(
                    angles: [Measurement(value: 0, unit: .degrees)],
                    highlightedAngle: Measurement(value: 45, unit: .degrees), isPreferred: true),
            ]
        } else {
            let lane = CPLane()
            lane.status = .preferred
            lane.primaryAngle = Measurement(value: 45, unit: .degrees)
            lane.secondaryAngles = [Measurement(value: 0, unit: .degrees)]
            guidance.lanes = [lane]
        }
        return guidance
    }

    @MainActor static func rerouteAlert(onReroute: @escaping () -> Void) -> CPNavigationAlert {
        let reroute = CPAlertAction(title: "Reroute", style: .default) { _ in onReroute() }
        let dismiss: CPAlertAction
        if #available(iOS 16.0, *) {
            dismiss = CPAlertAction(title: "Ignore", color: .systemRed) { _ in }
        } else {
            dismiss = CPAlertAction(title: "Ignore", style: .cancel) { _ in }
        }
        return CPNavigationAlert(
            titleVariants: ["Accident ahead", "Accident"], subtitleVariants: ["Faster route available"],
            image: UIImage(systemName: "exclamationmark.triangle"), primaryAction: reroute, secondaryAction: dismiss,
            duration: CPNavigationAlertMinimumDuration * 2)
    }

    static func describe(_ context: CPNavigationAlert.DismissalContext) -> String {
        if context == .timeout { return "timed out" }
        return context == .userDismissed ? "user" : "system"
    }
}

@MainActor
@Suite("Navigation source compatibility: maneuvers, lanes, alerts")
struct ManeuverSourceCompatibilityTests {
    @Test func routeBuiltOffTheMainActorKeepsItsValues() async {
        // Model objects are not bound to the main actor: a route is built and read on a background task.
        await Task.detached {
            let maneuver = CoastalRouteBuilder.exitManeuver(index: 4)
            expectEqual(maneuver.stepIndex, 4)
            expectEqual(maneuver.instructionVariants.first, "Take exit 12 toward Half Moon Bay")
            expectEqual(maneuver.attributedInstructionVariants.first?.string, "Merge onto \u{FFFC} CA-1 South")
            expectTrue(maneuver.maneuverType == .highwayOffRampRight && maneuver.highwayExitLabel == "Exit 12")
            expectEqual(maneuver.linkedLaneGuidance.lanes.map(\.status), [.notGood, .preferred])
            expectEqual(maneuver.linkedLaneGuidance.lanes[1].highlightedAngle?.value, 45)
            let copy = maneuver.copy() as? CPManeuver
            expectEqual(copy?.instructionVariants, maneuver.instructionVariants)
        }.value
    }

    @Test func alertActionsRunTheAppsHandlers() {
        var rerouted = false
        let alert = CoastalRouteBuilder.rerouteAlert { rerouted = true }
        alert.primaryAction.handler(alert.primaryAction)
        expectTrue(rerouted)
        expectTrue(alert.duration == 10 && alert.secondaryAction?.title == "Ignore")
        alert.updateTitleVariants(["Accident cleared"], subtitleVariants: [])
        expectEqual(alert.titleVariants, ["Accident cleared"])
        expectEqual(CoastalRouteBuilder.describe(.systemDismissed), "system")
    }
}
