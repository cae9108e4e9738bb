import CarPlay
import CoreLocation
import MapKit
import UIKit

/// Turns the steps of an `MKRoute` into CarPlay maneuvers: the step's instruction (and a shorter one for narrow
/// cards), a symbol for its turn in light and dark, its type and junction.
@MainActor enum DriveManeuvers {
    /// One maneuver per step after the departure (step 0 says where to head, not a turn to make).
    static func maneuvers(for route: MKRoute, format: DriveFormat = DriveFormat()) -> [CPManeuver] {
        route.steps.dropFirst().map { step in
            let maneuver = CPManeuver()
            let kind = Kind(instruction: step.instructions)
            // Longest first: the car shows the first that fits its card.
            var variants = [step.instructions]
            for shorter in [shortInstruction(step.instructions), street(in: step.instructions)]
            where !variants.contains(shorter) {
                variants.append(shorter)
            }
            maneuver.instructionVariants = variants
            maneuver.maneuverType = kind.type
            maneuver.junctionType = kind.junction
            maneuver.trafficSide = .right
            // The road after the maneuver, for the car's cluster and head-up display.
            let road = street(in: step.instructions)
            if road != step.instructions { maneuver.roadFollowingManeuverVariants = [road] }
            maneuver.symbolImage = symbol(named: kind.symbolName)
            maneuver.initialTravelEstimates = format.estimates(
                meters: step.distance,
                seconds: route.distance > 0 ? route.expectedTravelTime * step.distance / route.distance : 0)
            maneuver.userInfo = step.instructions
            return maneuver
        }
    }

    /// The card shown once the car is at the destination: "Arrive at <name>" (shorter variants for narrow cards),
    /// with the arrival's type (`.arriveAtDestinationRight` when the route said the side) and a flag.
    static func arrival(at name: String?, type: CPManeuverType) -> CPManeuver {
        let maneuver = CPManeuver()
        let arrivalTypes: [CPManeuverType] = [
            .arriveAtDestination, .arriveAtDestinationLeft, .arriveAtDestinationRight,
        ]
        maneuver.instructionVariants = (name.map { ["Arrive at \($0)"] } ?? []) + ["Arrive at destination", "Arrived"]
        maneuver.maneuverType = arrivalTypes.contains(type) ? type : .arriveAtDestination
        maneuver.junctionType = .intersection
        maneuver.trafficSide = .right
        maneuver.symbolImage = symbol(named: "flag.checkered")
        maneuver.userInfo = "arrival"
        return maneuver
    }

    /// The maneuvers' lane guidances (one per maneuver, nil where the app's lane data has none): each linked to its
    /// maneuver, whose junction image draws the lanes; and the exit angle of each junction from the route's line.
    static func addLanes(
        to maneuvers: [CPManeuver], of route: MKRoute, from lanes: DriveLanes = .bundled
    ) -> [CPLaneGuidance?] {
        maneuvers.indices.map { index in
            let step = index + 1
            guard route.steps.indices.contains(step) else { return nil }
            let before = points(of: route.steps[step - 1].polyline)
            let after = points(of: route.steps[step].polyline)
            guard let point = after.first,
                let approach = before.dropLast().last(where: { DriveLanes.distance($0, point) > 1 })
            else { return nil }
            let maneuver = maneuvers[index]
            if let exit = after.dropFirst().first(where: { DriveLanes.distance($0, point) > 1 }) {
                let turn = DriveLanes.turn(
                    from: DriveLanes.bearing(from: approach, to: point), to: DriveLanes.bearing(from: point, to: exit))
                maneuver.junctionExitAngle = Measurement(value: turn.rounded(), unit: UnitAngle.degrees)
            }
            guard let way = lanes.way(arrivingAt: point, from: approach),
                let guidance = DriveLanes.guidance(for: maneuver.maneuverType, on: way)
            else { return nil }
            maneuver.linkedLaneGuidance = guidance
            maneuver.junctionImage = DriveLanes.image(of: guidance)
            return guidance
        }
    }

    private static func points(of polyline: MKPolyline) -> [CLLocationCoordinate2D] {
        UnsafeBufferPointer(start: polyline.points(), count: polyline.pointCount).map(\.coordinate)
    }

    /// The instruction for a narrow card: a turn with the street it leads onto ("Turn right onto Rue Grimaldi" →
    /// "Right onto Rue Grimaldi"), else the street ("Keep left onto Avenue d'Ostende" → "Avenue d'Ostende"), else the
    /// instruction itself.
    static func shortInstruction(_ instruction: String) -> String {
        guard let onto = instruction.range(of: " onto ") else { return instruction }
        let street = instruction[onto.upperBound...]
        let words = instruction[..<onto.lowerBound].lowercased()
        guard words.hasPrefix("turn") else { return String(street) }
        if words.contains("left") { return "Left onto \(street)" }
        if words.contains("right") { return "Right onto \(street)" }
        return String(street)
    }

    /// The street an instruction leads onto or along ("… onto Rue Grimaldi", "Head north on Rue Louis Notari"),
    /// else the instruction.
    static func street(in instruction: String) -> String {
        for marker in [" onto ", " on "] {
            if let range = instruction.range(of: marker, options: .backwards) {
                return String(instruction[range.upperBound...])
            }
        }
        return instruction
    }

    /// The SF Symbol drawn black on the light card and white on the dark one.
    static func symbol(named name: String) -> UIImage? {
        guard let image = UIImage(systemName: name) else { return nil }
        let asset = UIImageAsset()
        let light = UITraitCollection(userInterfaceStyle: .light)
        asset.register(image.withTintColor(.black, renderingMode: .alwaysOriginal), with: light)
        asset.register(
            image.withTintColor(.white, renderingMode: .alwaysOriginal),
            with: UITraitCollection(userInterfaceStyle: .dark))
        return asset.image(with: light)
    }

    /// What an instruction's words say about the turn.
    struct Kind: Equatable {
        var type: CPManeuverType
        var junction: CPJunctionType
        var symbolName: String

        init(instruction: String) {
            let text = instruction.lowercased()
            let left = text.contains("left")
            let right = text.contains("right")
            junction = .intersection
            if text.hasPrefix("arrive") {
                type = right ? .arriveAtDestinationRight : left ? .arriveAtDestinationLeft : .arriveAtDestination
                symbolName = "mappin.circle"
            } else if text.contains("roundabout") {
                junction = .roundabout
                type = Self.roundaboutExit(text) ?? .enterRoundabout
                symbolName = "arrow.triangle.turn.up.right.circle"
            } else if text.contains("u-turn") {
                type = .uTurn
                symbolName = "arrow.uturn.left"
            } else if text.hasPrefix("keep") {
                type = left ? .keepLeft : .keepRight
                symbolName = left ? "arrow.up.left" : "arrow.up.right"
            } else if text.contains("sharp") {
                type = left ? .sharpLeftTurn : .sharpRightTurn
                symbolName = left ? "arrow.turn.left.down" : "arrow.turn.right.down"
            } else if text.contains("slight") {
                type = left ? .slightLeftTurn : .slightRightTurn
                symbolName = left ? "arrow.up.left" : "arrow.up.right"
            } else if left {
                type = .leftTurn
                symbolName = "arrow.turn.up.left"
            } else if right {
                type = .rightTurn
                symbolName = "arrow.turn.up.right"
            } else {
                type = text.hasPrefix("continue") ? .followRoad : .straightAhead
                symbolName = "arrow.up"
            }
        }

        /// "take the 2nd exit" → `.roundaboutExit2` (exits 1 to 19).
        private static func roundaboutExit(_ text: String) -> CPManeuverType? {
            guard let exit = text.range(of: " exit") else { return nil }
            let ordinal = text[..<exit.lowerBound].split(separator: " ").last ?? ""
            guard let number = Int(ordinal.prefix { $0.isNumber }), (1...19).contains(number) else { return nil }
            return CPManeuverType(rawValue: CPManeuverType.roundaboutExit1.rawValue + UInt(number) - 1)
        }
    }
}
