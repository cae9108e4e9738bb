@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPLane and CPLaneGuidance")
struct LaneTests {
    private func degrees(_ value: Double) -> Measurement<UnitAngle> { ManeuverFixtures.degrees(value) }

    // MARK: CPLane, iOS 18 initialisers

    @Test func anglesInitialiserMakesANotGoodLane() {
        let lane = CPLane(angles: [degrees(0), degrees(-90)])
        expectEqual(lane.status, .notGood)
        expectEqual(lane.highlightedAngle, nil)
        expectEqual(lane.angles, [degrees(0), degrees(-90)])
        expectTrue(lane.description.hasPrefix("<CPLane: 0x") && lane.description.contains("status: 0"))
    }

    @Test func highlightedInitialiserMakesAGoodOrPreferredLane() {
        let good = CPLane(angles: [degrees(0)], highlightedAngle: degrees(45), isPreferred: false)
        expectEqual(good.status, .good)
        expectEqual(good.highlightedAngle, degrees(45))
        expectEqual(good.angles, [degrees(0)])

        let preferred = CPLane(angles: [], highlightedAngle: degrees(-45), isPreferred: true)
        expectEqual(preferred.status, .preferred)
        expectTrue(preferred.highlightedAngle == degrees(-45) && preferred.angles.isEmpty)
    }

    // MARK: CPLane, 17.4 members (deprecated in 18)

    @Test func plainInitialiserStartsNotGoodAndEmpty() {
        let lane = CPLane()
        expectEqual(lane.status, .notGood)
        expectTrue(lane.secondaryAngles.isEmpty && lane.angles.isEmpty)
        expectEqual(lane.highlightedAngle, nil)
        // Decision: no primary angle reads as 0°.
        expectEqual(lane.primaryAngle, degrees(0))
    }

    @Test func deprecatedSettersAreTheSameValuesAsTheNewGetters() async {
        let lane = CPLane()
        let recorder = ChangeRecorder()
        recorder.observe(lane)

        lane.status = .preferred
        lane.primaryAngle = degrees(90)
        lane.secondaryAngles = [degrees(0), degrees(180)]
        expectEqual(await recorder.count(of: lane), 3)
        expectEqual(lane.status, .preferred)
        expectTrue(lane.highlightedAngle == degrees(90) && lane.primaryAngle == degrees(90))
        expectTrue(lane.angles == [degrees(0), degrees(180)] && lane.secondaryAngles == lane.angles)
    }

    @Test func laneCopyIsEqualAndIndependent() throws {
        let lane = CPLane(angles: [degrees(10)], highlightedAngle: degrees(20), isPreferred: true)
        let copy = try require(lane.copy() as? CPLane)
        expectTrue(copy !== lane && copy._elementID != lane._elementID)
        expectTrue(copy.status == .preferred && copy.highlightedAngle == degrees(20) && copy.angles == [degrees(10)])
        copy.status = .notGood
        copy.secondaryAngles = []
        expectTrue(lane.status == .preferred && lane.angles == [degrees(10)])
    }

    @Test func laneSecureCodingKeepsStatusAnglesAndUnits() throws {
        expectTrue(CPLane.supportsSecureCoding)
        let lane = CPLane(
            angles: [Measurement(value: -Double.pi / 4, unit: .radians), Measurement(value: 100, unit: .gradians)],
            highlightedAngle: degrees(30), isPreferred: false)
        let decoded = try require(try maneuverRoundTrip(lane, as: CPLane.self))
        expectTrue(decoded !== lane)
        expectEqual(decoded.status, .good)
        expectEqual(decoded.highlightedAngle, degrees(30))
        expectEqual(decoded.angles.map(\.unit), [UnitAngle.radians, UnitAngle.gradians])
        expectEqual(decoded.angles.map(\.value), [-Double.pi / 4, 100])

        let plain = try require(try maneuverRoundTrip(CPLane(angles: []), as: CPLane.self))
        expectTrue(plain.status == .notGood && plain.highlightedAngle == nil && plain.angles.isEmpty)
    }

    @Test func unknownLaneStatusDecodesToNil() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(3, forKey: "status")
        archiver.finishEncoding()
        expectEqual(CPLane(coder: try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)), nil)
    }

    // MARK: CPLaneGuidance

    @Test func laneGuidanceStartsEmptyAndNotifies() async {
        let guidance = CPLaneGuidance()
        expectTrue(guidance.lanes.isEmpty && guidance.instructionVariants.isEmpty)
        let recorder = ChangeRecorder()
        recorder.observe(guidance)
        let lanes = [
            CPLane(angles: [degrees(0)]), CPLane(angles: [], highlightedAngle: degrees(-30), isPreferred: true),
        ]
        guidance.lanes = lanes
        guidance.instructionVariants = ["Use the left lane to turn left", "Left lane"]
        expectEqual(await recorder.count(of: guidance), 2)
        expectTrue(guidance.lanes.count == 2 && guidance.lanes[1] === lanes[1])
        expectEqual(guidance.instructionVariants, ["Use the left lane to turn left", "Left lane"])
        expectTrue(guidance.description.hasPrefix("<CPLaneGuidance: 0x"))
    }

    @Test func laneGuidanceCopyCopiesTheLanes() throws {
        let guidance = CPLaneGuidance()
        let lane = CPLane(angles: [degrees(0)], highlightedAngle: degrees(90), isPreferred: false)
        guidance.lanes = [lane]
        guidance.instructionVariants = ["Right lane"]
        let copy = try require(guidance.copy() as? CPLaneGuidance)
        expectTrue(copy !== guidance && copy.instructionVariants == ["Right lane"])
        expectTrue(copy.lanes.count == 1 && copy.lanes[0] !== lane)
        expectTrue(copy.lanes[0].status == .good && copy.lanes[0].highlightedAngle == degrees(90))
        lane.status = .notGood
        guidance.instructionVariants = ["Changed"]
        expectTrue(copy.lanes[0].status == .good && copy.instructionVariants == ["Right lane"])
    }

    @Test func laneGuidanceSecureCoding() throws {
        expectTrue(CPLaneGuidance.supportsSecureCoding)
        let guidance = CPLaneGuidance()
        guidance.lanes = [
            CPLane(angles: [degrees(0)]),
            CPLane(angles: [degrees(0)], highlightedAngle: degrees(45), isPreferred: true),
        ]
        guidance.instructionVariants = ["Keep right"]
        let decoded = try require(try maneuverRoundTrip(guidance, as: CPLaneGuidance.self))
        expectTrue(decoded !== guidance && decoded.instructionVariants == ["Keep right"])
        expectEqual(decoded.lanes.map(\.status), [.notGood, .preferred])
        expectEqual(decoded.lanes[1].highlightedAngle, degrees(45))

        let empty = try require(try maneuverRoundTrip(CPLaneGuidance(), as: CPLaneGuidance.self))
        expectTrue(empty.lanes.isEmpty && empty.instructionVariants.isEmpty)
    }
}
