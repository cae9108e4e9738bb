import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("Navigation snapshots: maneuvers and lanes")
struct ManeuverSnapshotTests {
    typealias Images = NavigationTestImages

    func attributed(_ text: String) -> NSAttributedString {
        let string = NSMutableAttributedString(string: text)
        string.append(NSAttributedString(attachment: NSTextAttachment(image: Images.shield)))
        return string
    }

    @Test func guidanceInstructionsPreferAttributedVariants() {
        let maneuver = CPManeuver()
        maneuver.instructionVariants = ["Turn right onto Main Street", "Turn right"]
        expectEqual(
            ManeuverSnapshot(maneuver).guidanceInstructions,
            [
                .text("Turn right onto Main Street"), .text("Turn right"),
            ])

        maneuver.attributedInstructionVariants = [attributed("Take ")]
        let snapshot = ManeuverSnapshot(maneuver)
        expectEqual(snapshot.guidanceInstructions.count, 1)
        expectEqual(snapshot.guidanceInstructions[0].plainText, "Take ")
        expectEqual(snapshot.guidanceInstructions[0].attachments.count, 1)
        // Plain text for surfaces without images: the plain variants when given.
        expectEqual(snapshot.plainInstructionVariants, ["Turn right onto Main Street", "Turn right"])
        maneuver.instructionVariants = []
        expectEqual(ManeuverSnapshot(maneuver).plainInstructionVariants, ["Take "])
    }

    @Test func dashboardChain() {
        let maneuver = CPManeuver()
        maneuver.instructionVariants = ["plain"]
        expectEqual(ManeuverSnapshot(maneuver).dashboardInstructions, [.text("plain")])
        maneuver.attributedInstructionVariants = [NSAttributedString(string: "attributed")]
        expectEqual(ManeuverSnapshot(maneuver).dashboardInstructions.map(\.plainText), ["attributed"])
        maneuver.dashboardInstructionVariants = ["dashboard plain"]
        expectEqual(ManeuverSnapshot(maneuver).dashboardInstructions, [.text("dashboard plain")])
        maneuver.dashboardAttributedInstructionVariants = [NSAttributedString(string: "dashboard attributed")]
        let snapshot = ManeuverSnapshot(maneuver)
        expectEqual(
            snapshot.dashboardInstructions, [.attributed(AttributedTextSnapshot(runs: [.text("dashboard attributed")]))]
        )
        // The guidance card is not affected by the dashboard's variants.
        expectEqual(snapshot.guidanceInstructions.map(\.plainText), ["attributed"])
    }

    @Test func notificationChain() {
        let maneuver = CPManeuver()
        maneuver.instructionVariants = ["plain"]
        maneuver.dashboardInstructionVariants = ["dashboard"]
        expectEqual(ManeuverSnapshot(maneuver).notificationInstructions, [.text("plain")])
        maneuver.attributedInstructionVariants = [NSAttributedString(string: "attributed")]
        expectEqual(ManeuverSnapshot(maneuver).notificationInstructions.map(\.plainText), ["attributed"])
        maneuver.notificationInstructionVariants = ["banner"]
        expectEqual(ManeuverSnapshot(maneuver).notificationInstructions, [.text("banner")])
        maneuver.notificationAttributedInstructionVariants = [NSAttributedString(string: "banner attributed")]
        expectEqual(ManeuverSnapshot(maneuver).notificationInstructions.map(\.plainText), ["banner attributed"])
    }

    @Test func symbolAndJunctionChains() {
        let maneuver = CPManeuver()
        expectEqual(ManeuverSnapshot(maneuver).symbolImage, nil)
        expectEqual(ManeuverSnapshot(maneuver).dashboardSymbol, nil)

        maneuver.symbolImage = Images.symbol
        maneuver.junctionImage = Images.junction
        var snapshot = ManeuverSnapshot(maneuver)
        let symbol = ImageSnapshot(Images.symbol)
        let junction = ImageSnapshot(Images.junction)
        expectEqual(snapshot.symbolImage, symbol)
        expectTrue(snapshot.dashboardSymbol == symbol && snapshot.notificationSymbol == symbol)
        expectEqual(snapshot.dashboardJunction, junction)

        maneuver.dashboardSymbolImage = Images.star
        maneuver.notificationSymbolImage = Images.shield
        maneuver.dashboardJunctionImage = Images.shield
        snapshot = ManeuverSnapshot(maneuver)
        expectEqual(snapshot.dashboardSymbol, ImageSnapshot(Images.star))
        expectEqual(snapshot.notificationSymbol, ImageSnapshot(Images.shield))
        expectEqual(snapshot.dashboardJunction, ImageSnapshot(Images.shield))
        expectTrue(snapshot.symbolImage == symbol && snapshot.junctionImage == junction)
    }

    @Test func symbolSetIsTheSymbolWhenNoImageIsSet() {
        let maneuver = CPManeuver()
        maneuver.symbolSet = CPImageSet(lightContentImage: Images.symbol, darkContentImage: Images.star)
        let snapshot = ManeuverSnapshot(maneuver)
        expectEqual(snapshot.symbolImage?.light.source, .system("arrow.turn.up.right"))
        expectEqual(snapshot.symbolImage?.dark?.source, .system("star"))
        maneuver.symbolImage = Images.junction
        expectEqual(ManeuverSnapshot(maneuver).symbolImage, ImageSnapshot(Images.junction))
    }

    @Test func cardColourAndInitialEstimates() throws {
        let maneuver = CPManeuver()
        expectEqual(ManeuverSnapshot(maneuver).cardBackgroundColor, nil)
        maneuver.cardBackgroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        maneuver.initialTravelEstimates = CPTravelEstimates(distanceRemaining: Images.meters(800), timeRemaining: 45)
        let snapshot = ManeuverSnapshot(maneuver)
        let color = try require(snapshot.cardBackgroundColor)
        expectTrue(color.light.green == 0.5 && color.light.blue == 1)
        expectEqual(snapshot.initialTravelEstimates?.distanceRemaining.meters, 800)
        expectEqual(snapshot.id, ElementID(of: maneuver))
    }

    @Test func metadata() throws {
        let maneuver = CPManeuver()
        var snapshot = ManeuverSnapshot(maneuver)
        expectTrue(snapshot.maneuverType == 0 && snapshot.maneuverTypeName == "NoTurn")
        expectTrue(snapshot.junctionType == .intersection && snapshot.trafficSide == .right)
        expectTrue(snapshot.junctionExitAngle == nil && snapshot.junctionElementAngles.isEmpty)
        expectEqual(snapshot.linkedLaneGuidance, nil)
        expectTrue(snapshot.highwayExitLabel.isEmpty && snapshot.roadFollowingManeuverVariants.isEmpty)

        maneuver.maneuverType = .roundaboutExit2
        maneuver.junctionType = .roundabout
        maneuver.trafficSide = .left
        maneuver.junctionExitAngle = Measurement(value: .pi / 2, unit: .radians)
        maneuver.junctionElementAngles = [Images.degrees(180), Images.degrees(-90), Images.degrees(0)]
        maneuver.highwayExitLabel = "Exit 12"
        maneuver.roadFollowingManeuverVariants = ["A40 Western Avenue", "A40"]
        let guidance = CPLaneGuidance()
        guidance.lanes = [CPLane(angles: [Images.degrees(0)])]
        maneuver.linkedLaneGuidance = guidance
        snapshot = ManeuverSnapshot(maneuver)
        expectTrue(snapshot.maneuverType == 29 && snapshot.maneuverTypeName == "RoundaboutExit2")
        expectTrue(snapshot.junctionType == .roundabout && snapshot.trafficSide == .left)
        expectEqual(snapshot.junctionExitAngle, 90)  // radians read in degrees
        expectEqual(snapshot.junctionElementAngles, [-90, 0, 180])  // a set, ascending
        expectEqual(snapshot.highwayExitLabel, "Exit 12")
        expectEqual(snapshot.roadFollowingManeuverVariants, ["A40 Western Avenue", "A40"])
        expectEqual(snapshot.linkedLaneGuidance?.id, ElementID(of: guidance))
        expectEqual(snapshot.linkedLaneGuidance?.lanes.count, 1)

        let out = ManeuverSnapshot(id: "m", maneuverType: 54)
        expectEqual(out.maneuverTypeName, "ERROR - 54")

        let data = try JSONEncoder().encode(snapshot)
        expectEqual(try JSONDecoder().decode(ManeuverSnapshot.self, from: data), snapshot)
    }

    @Test func nonFiniteAnglesAreLeftOut() {
        let maneuver = CPManeuver()
        maneuver.junctionExitAngle = Images.degrees(.nan)
        maneuver.junctionElementAngles = [Images.degrees(.infinity), Images.degrees(45)]
        let snapshot = ManeuverSnapshot(maneuver)
        expectEqual(snapshot.junctionExitAngle, nil)
        expectEqual(snapshot.junctionElementAngles, [45])
    }

    @Test func lanesOfBothGenerations() {
        let newGood = CPLane(angles: [Images.degrees(0)], highlightedAngle: Images.degrees(45), isPreferred: false)
        let newPreferred = CPLane(angles: [], highlightedAngle: Images.degrees(-45), isPreferred: true)
        let newNotGood = CPLane(angles: [Images.degrees(0), Images.degrees(90)])

        let old = CPLane()
        old.status = .good
        old.primaryAngle = Images.degrees(45)
        old.secondaryAngles = [Images.degrees(0)]

        let good = LaneSnapshot(newGood)
        expectTrue(good.status == .good && good.highlightedAngle == 45 && good.angles == [0])
        expectTrue(good.leadsToManeuver && !good.isPreferred)
        // The 17.4 lane with the same values reads the same (only the id differs).
        var oldSnapshot = LaneSnapshot(old)
        expectTrue(oldSnapshot.primaryAngle == 45 && oldSnapshot.secondaryAngles == [0])
        oldSnapshot.id = good.id
        expectEqual(oldSnapshot, good)

        let preferred = LaneSnapshot(newPreferred)
        expectTrue(preferred.status == .preferred && preferred.isPreferred && preferred.highlightedAngle == -45)
        let notGood = LaneSnapshot(newNotGood)
        expectTrue(notGood.status == .notGood && notGood.highlightedAngle == nil && notGood.angles == [0, 90])
        expectTrue(notGood.primaryAngle == 0 && !notGood.leadsToManeuver)

        let guidance = CPLaneGuidance()
        guidance.lanes = [newNotGood, newGood, newPreferred]
        guidance.instructionVariants = ["Use the right two lanes"]
        let snapshot = LaneGuidanceSnapshot(guidance)
        expectEqual(snapshot.id, ElementID(of: guidance))
        expectEqual(snapshot.lanes.map(\.status), [.notGood, .good, .preferred])
        expectEqual(snapshot.lanes.map(\.id), [newNotGood, newGood, newPreferred].map { ElementID(of: $0) })
        expectEqual(snapshot.instructionVariants, ["Use the right two lanes"])
    }

    @Test func enumerationsRawValues() {
        expectEqual(LaneSnapshot.Status.notGood.rawValue, "notGood")
        expectEqual(ManeuverSnapshot.JunctionType.roundabout.rawValue, "roundabout")
        expectEqual(ManeuverSnapshot.TrafficSide.left.rawValue, "left")
    }
}
