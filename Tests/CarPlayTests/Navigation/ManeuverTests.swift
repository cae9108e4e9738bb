@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPManeuver and the 17.4 metadata enumerations")
struct ManeuverTests {
    // MARK: Enumerations

    @Test func maneuverTypeRawValues() {
        expectEqual(CPManeuverType.noTurn.rawValue, 0)
        expectEqual(CPManeuverType.straightAhead.rawValue, 3)
        expectEqual(CPManeuverType.followRoad.rawValue, 5)
        expectEqual(CPManeuverType.arriveEndOfNavigation.rawValue, 10)
        expectEqual(CPManeuverType.keepRight.rawValue, 14)
        expectEqual(CPManeuverType.enter_Ferry.rawValue, 15)
        expectEqual(CPManeuverType.changeFerry.rawValue, 17)
        expectEqual(CPManeuverType.uTurnWhenPossible.rawValue, 26)
        expectEqual(CPManeuverType.arriveEndOfDirections.rawValue, 27)
        expectEqual(CPManeuverType.roundaboutExit1.rawValue, 28)
        expectEqual(CPManeuverType.roundaboutExit19.rawValue, 46)
        expectEqual(CPManeuverType.sharpLeftTurn.rawValue, 47)
        expectEqual(CPManeuverType.changeHighwayRight.rawValue, 53)
        // 54 cases, 0 through 53, without gaps.
        expectTrue((0...53).allSatisfy { CPManeuverType(rawValue: $0) != nil })
        expectEqual(CPManeuverType(rawValue: 54), nil)
        expectEqual(CPManeuverType(rawValue: 28 + 9), .roundaboutExit10)
    }

    @Test func junctionTrafficSideAndLaneStatusRawValues() {
        expectTrue(CPJunctionType.intersection.rawValue == 0 && CPJunctionType.roundabout.rawValue == 1)
        expectEqual(CPJunctionType(rawValue: 2), nil)
        expectTrue(CPTrafficSide.right.rawValue == 0 && CPTrafficSide.left.rawValue == 1)
        expectEqual(CPTrafficSide(rawValue: 2), nil)
        expectTrue(CPLaneStatus.notGood.rawValue == 0 && CPLaneStatus.good.rawValue == 1)
        expectTrue(CPLaneStatus.preferred.rawValue == 2 && CPLaneStatus(rawValue: 3) == nil)
        expectEqual(CPLaneStatus(rawValue: -1), nil)
    }

    // MARK: Defaults and setters

    @Test func newManeuverIsEmpty() {
        let maneuver = CPManeuver()
        expectTrue(maneuver.symbolSet == nil && maneuver.symbolImage == nil && maneuver.junctionImage == nil)
        expectEqual(maneuver.cardBackgroundColor, nil)
        expectTrue(maneuver.instructionVariants.isEmpty && maneuver.attributedInstructionVariants.isEmpty)
        expectTrue(maneuver.dashboardSymbolImage == nil && maneuver.dashboardJunctionImage == nil)
        expectTrue(maneuver.dashboardInstructionVariants.isEmpty)
        expectTrue(maneuver.dashboardAttributedInstructionVariants.isEmpty)
        expectTrue(maneuver.notificationSymbolImage == nil && maneuver.notificationInstructionVariants.isEmpty)
        expectTrue(maneuver.notificationAttributedInstructionVariants.isEmpty)
        expectTrue(maneuver.maneuverType == .noTurn && maneuver.trafficSide == .right)
        expectEqual(maneuver.junctionType, .intersection)
        expectEqual(maneuver.roadFollowingManeuverVariants, nil)
        expectTrue(maneuver.junctionExitAngle == nil && maneuver.junctionElementAngles == nil)
        expectEqual(maneuver.highwayExitLabel, "")
        expectEqual(maneuver.userInfo, nil)
        expectEqual(maneuver._linkedLaneGuidance, nil)
        expectTrue(maneuver.description.hasPrefix("<CPManeuver: 0x"))
    }

    @Test func unlinkedLaneGuidanceReadsEmptyAndIgnoresChanges() {
        let maneuver = CPManeuver()
        let read = maneuver.linkedLaneGuidance
        expectTrue(read.lanes.isEmpty && read.instructionVariants.isEmpty)
        read.instructionVariants = ["Use the left lane"]
        // As with the nil object on iOS, the change is not kept.
        expectTrue(maneuver.linkedLaneGuidance.instructionVariants.isEmpty)
        expectEqual(maneuver._linkedLaneGuidance, nil)
    }

    @Test func linkedLaneGuidanceIsKept() {
        let maneuver = CPManeuver()
        var guidance: CPLaneGuidance? = CPLaneGuidance()
        guidance?.instructionVariants = ["Keep left"]
        maneuver.linkedLaneGuidance = guidance!
        weak let weakGuidance = guidance
        guidance = nil
        // Decision: unlike Objective-C's assign, the maneuver keeps the guidance alive.
        expectNotEqual(weakGuidance, nil)
        expectTrue(maneuver.linkedLaneGuidance === weakGuidance)
        expectEqual(maneuver.linkedLaneGuidance.instructionVariants, ["Keep left"])
    }

    @Test func settersStoreWhatTheAppGivesAndNotify() async {
        let maneuver = CPManeuver()
        let recorder = ChangeRecorder()
        recorder.observe(maneuver)

        let attributed = NSAttributedString(
            string: "Turn right", attributes: [.init("NSColor"): "red", .attachment: NSTextAttachment()])
        maneuver.symbolImage = ManeuverFixtures.symbol
        maneuver.junctionImage = ManeuverFixtures.junction
        maneuver.cardBackgroundColor = .systemBlue
        maneuver.instructionVariants = ["Turn right onto Main Street", "Turn right"]
        maneuver.attributedInstructionVariants = [attributed]
        maneuver.dashboardSymbolImage = ManeuverFixtures.symbol
        maneuver.dashboardJunctionImage = ManeuverFixtures.junction
        maneuver.dashboardInstructionVariants = ["Right"]
        maneuver.dashboardAttributedInstructionVariants = [attributed]
        maneuver.notificationSymbolImage = ManeuverFixtures.symbol
        maneuver.notificationInstructionVariants = ["Right onto Main"]
        maneuver.notificationAttributedInstructionVariants = [attributed]
        maneuver.maneuverType = .rightTurn
        maneuver.roadFollowingManeuverVariants = ["Main Street", "Main St"]
        maneuver.trafficSide = .left
        maneuver.junctionType = .roundabout
        maneuver.junctionExitAngle = ManeuverFixtures.degrees(90)
        maneuver.junctionElementAngles = [ManeuverFixtures.degrees(-90), ManeuverFixtures.degrees(180)]
        maneuver.linkedLaneGuidance = CPLaneGuidance()
        maneuver.highwayExitLabel = "Exit 123"
        expectEqual(await recorder.count(of: maneuver), 20)

        // Stored as given: attributes other than attachments are ignored when drawn, not removed here.
        expectTrue(maneuver.attributedInstructionVariants[0] === attributed)
        expectEqual(maneuver.instructionVariants, ["Turn right onto Main Street", "Turn right"])
        expectTrue(maneuver.maneuverType == .rightTurn && maneuver.trafficSide == .left)
        expectTrue(maneuver.junctionType == .roundabout && maneuver.highwayExitLabel == "Exit 123")
        expectEqual(maneuver.junctionExitAngle, ManeuverFixtures.degrees(90))
        expectEqual(maneuver.junctionElementAngles?.count, 2)
        expectEqual(maneuver.junctionElementAngles?.contains(ManeuverFixtures.degrees(180)), true)
        expectEqual(maneuver.roadFollowingManeuverVariants, ["Main Street", "Main St"])
        expectTrue(maneuver.cardBackgroundColor === UIColor.systemBlue)

        // The user info is not shown: no notification.
        maneuver.userInfo = ["step": 3]
        expectEqual(await recorder.count(of: maneuver), 20)
        expectEqual((maneuver.userInfo as? [String: Int])?["step"], 3)
    }

    @Test func deprecatedSymbolSetIsKeptBesideSymbolImage() async {
        let maneuver = CPManeuver()
        let recorder = ChangeRecorder()
        recorder.observe(maneuver)
        let set = CPImageSet(lightContentImage: ManeuverFixtures.symbol, darkContentImage: ManeuverFixtures.shield)
        maneuver.symbolSet = set
        expectTrue(maneuver.symbolSet === set)
        expectEqual(maneuver.symbolImage, nil)
        expectEqual(await recorder.count(of: maneuver), 1)
        maneuver.symbolSet = nil
        expectEqual(maneuver.symbolSet, nil)
    }

    // MARK: NSCopying

    @Test func copyHasTheSameValuesAndIsIndependent() throws {
        let maneuver = CPManeuver()
        let guidance = CPLaneGuidance()
        let set = CPImageSet(lightContentImage: ManeuverFixtures.symbol, darkContentImage: ManeuverFixtures.symbol)
        maneuver.symbolSet = set
        maneuver.symbolImage = ManeuverFixtures.symbol
        maneuver.instructionVariants = ["Exit"]
        maneuver.attributedInstructionVariants = [NSAttributedString(string: "Exit")]
        maneuver.notificationInstructionVariants = ["N"]
        maneuver.dashboardInstructionVariants = ["D"]
        maneuver.maneuverType = .offRamp
        maneuver.trafficSide = .left
        maneuver.junctionType = .roundabout
        maneuver.junctionExitAngle = ManeuverFixtures.degrees(45)
        maneuver.junctionElementAngles = [ManeuverFixtures.degrees(0)]
        maneuver.linkedLaneGuidance = guidance
        maneuver.highwayExitLabel = "Exit 9"
        maneuver.userInfo = "info"

        let copy = try require(maneuver.copy() as? CPManeuver)
        expectTrue(copy !== maneuver && copy._elementID != maneuver._elementID)
        expectTrue(copy.symbolSet === set && copy.symbolImage === ManeuverFixtures.symbol)
        expectTrue(copy.instructionVariants == ["Exit"] && copy.attributedInstructionVariants.map(\.string) == ["Exit"])
        expectTrue(copy.notificationInstructionVariants == ["N"] && copy.dashboardInstructionVariants == ["D"])
        expectTrue(copy.maneuverType == .offRamp && copy.trafficSide == .left && copy.junctionType == .roundabout)
        expectEqual(copy.junctionExitAngle, ManeuverFixtures.degrees(45))
        expectEqual(copy.junctionElementAngles, [ManeuverFixtures.degrees(0)])
        expectTrue(copy.linkedLaneGuidance === guidance && copy.highwayExitLabel == "Exit 9")
        expectEqual(copy.userInfo as? String, "info")

        copy.instructionVariants = ["Changed"]
        copy.maneuverType = .uTurn
        expectTrue(maneuver.instructionVariants == ["Exit"] && maneuver.maneuverType == .offRamp)
    }

    // MARK: NSSecureCoding

    @Test func secureCodingRoundTripKeepsEveryValue() throws {
        expectTrue(CPManeuver.supportsSecureCoding)
        let maneuver = CPManeuver()
        maneuver.symbolSet = CPImageSet(
            lightContentImage: ManeuverFixtures.symbol, darkContentImage: ManeuverFixtures.shield)
        maneuver.cardBackgroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        maneuver.symbolImage = ManeuverFixtures.symbol
        maneuver.junctionImage = ManeuverFixtures.junction
        maneuver.instructionVariants = ["Take exit 12 toward Cupertino", "Take exit 12"]
        let withShield = NSMutableAttributedString(string: "Merge onto ")
        withShield.append(NSAttributedString(attachment: NSTextAttachment(image: ManeuverFixtures.shield)))
        maneuver.attributedInstructionVariants = [withShield, NSAttributedString(string: "Merge")]
        maneuver.dashboardSymbolImage = ManeuverFixtures.shield
        maneuver.dashboardJunctionImage = ManeuverFixtures.junction
        maneuver.dashboardInstructionVariants = ["Exit 12"]
        maneuver.dashboardAttributedInstructionVariants = [withShield]
        maneuver.notificationSymbolImage = ManeuverFixtures.symbol
        maneuver.notificationInstructionVariants = ["Exit 12 soon"]
        maneuver.notificationAttributedInstructionVariants = [NSAttributedString(string: "Exit")]
        maneuver.maneuverType = .highwayOffRampRight
        maneuver.roadFollowingManeuverVariants = ["I-280 South"]
        maneuver.trafficSide = .left
        maneuver.junctionType = .roundabout
        maneuver.junctionExitAngle = Measurement(value: Double.pi / 2, unit: .radians)
        maneuver.junctionElementAngles = [ManeuverFixtures.degrees(-45), ManeuverFixtures.degrees(180)]
        let guidance = CPLaneGuidance()
        guidance.instructionVariants = ["Use the right two lanes"]
        guidance.lanes = [CPLane(angles: [ManeuverFixtures.degrees(0)])]
        maneuver.linkedLaneGuidance = guidance
        maneuver.highwayExitLabel = "Exit 12"
        maneuver.userInfo = ["id": "step-4"]
        maneuver.initialTravelEstimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 1.5, unit: .kilometers), timeRemaining: 90)

        let decoded = try require(try maneuverRoundTrip(maneuver, as: CPManeuver.self))
        expectTrue(decoded !== maneuver && decoded._elementID != maneuver._elementID)
        expectEqual(decoded.symbolSet?.lightContentImage._data, ManeuverFixtures.symbol._data)
        expectEqual(decoded.symbolSet?.darkContentImage._data, ManeuverFixtures.shield._data)
        expectNotEqual(decoded.cardBackgroundColor, nil)
        expectEqual(decoded.symbolImage?._data, ManeuverFixtures.symbol._data)
        expectEqual(decoded.junctionImage?.size, ManeuverFixtures.junction.size)
        expectEqual(decoded.instructionVariants, ["Take exit 12 toward Cupertino", "Take exit 12"])
        expectEqual(decoded.attributedInstructionVariants.map(\.string), ["Merge onto \u{FFFC}", "Merge"])
        let attachment = decoded.attributedInstructionVariants[0].attribute(.attachment, at: 11, effectiveRange: nil)
        expectEqual((attachment as? NSTextAttachment)?.image?._data, ManeuverFixtures.shield._data)
        expectEqual(decoded.attributedInstructionVariants[0].attribute(.attachment, at: 0, effectiveRange: nil), nil)
        expectEqual(decoded.dashboardSymbolImage?._data, ManeuverFixtures.shield._data)
        expectNotEqual(decoded.dashboardJunctionImage, nil)
        expectEqual(decoded.dashboardInstructionVariants, ["Exit 12"])
        let dashboardAttachment = decoded.dashboardAttributedInstructionVariants.first?
            .attribute(.attachment, at: 11, effectiveRange: nil)
        expectTrue(dashboardAttachment is NSTextAttachment)
        expectNotEqual(decoded.notificationSymbolImage, nil)
        expectEqual(decoded.notificationInstructionVariants, ["Exit 12 soon"])
        expectEqual(decoded.notificationAttributedInstructionVariants.map(\.string), ["Exit"])
        expectEqual(decoded.maneuverType, .highwayOffRampRight)
        expectEqual(decoded.roadFollowingManeuverVariants, ["I-280 South"])
        expectTrue(decoded.trafficSide == .left && decoded.junctionType == .roundabout)
        expectEqual(decoded.initialTravelEstimates?.distanceRemaining, Measurement(value: 1.5, unit: .kilometers))
        expectEqual(decoded.initialTravelEstimates?.timeRemaining, 90)
        // The angle keeps the app's unit.
        expectEqual(decoded.junctionExitAngle?.unit, .radians)
        expectEqual(decoded.junctionExitAngle?.value, Double.pi / 2)
        expectEqual(decoded.junctionElementAngles, [ManeuverFixtures.degrees(-45), ManeuverFixtures.degrees(180)])
        expectEqual(decoded.linkedLaneGuidance.instructionVariants, ["Use the right two lanes"])
        expectEqual(decoded.linkedLaneGuidance.lanes.count, 1)
        expectEqual(decoded.highwayExitLabel, "Exit 12")
        expectEqual((decoded.userInfo as? [String: Any])?["id"] as? String, "step-4")
    }

    @Test func emptyManeuverRoundTripsEmpty() throws {
        let decoded = try require(try maneuverRoundTrip(CPManeuver(), as: CPManeuver.self))
        expectTrue(decoded.instructionVariants.isEmpty && decoded.attributedInstructionVariants.isEmpty)
        expectTrue(decoded.symbolImage == nil && decoded._linkedLaneGuidance == nil)
        expectTrue(decoded.roadFollowingManeuverVariants == nil && decoded.junctionElementAngles == nil)
        expectTrue(decoded.junctionExitAngle == nil && decoded.highwayExitLabel == "")
        expectEqual(decoded.maneuverType, .noTurn)
    }

    @Test func unknownManeuverTypeDecodesToNil() throws {
        // A value a newer iOS might archive: maneuver type 54.
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(54, forKey: "maneuverType")
        archiver.finishEncoding()
        expectEqual(CPManeuver(coder: try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)), nil)

        let valid = NSKeyedArchiver(requiringSecureCoding: true)
        valid.encode(53, forKey: "maneuverType")
        valid.finishEncoding()
        let decoded = CPManeuver(coder: try NSKeyedUnarchiver(forReadingFrom: valid.encodedData))
        expectEqual(decoded?.maneuverType, .changeHighwayRight)
    }

    @Test func maneuversAreUsableOffTheMainActor() async {
        let variants = await Task.detached {
            let maneuver = CPManeuver()
            maneuver.instructionVariants = ["Built on a background task"]
            return maneuver.instructionVariants
        }.value
        expectEqual(variants, ["Built on a background task"])
    }
}
