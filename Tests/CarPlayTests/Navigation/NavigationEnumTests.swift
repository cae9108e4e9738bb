import Expectations
import Foundation
import Testing
@testable import CarPlay

/// Raw values of the navigation enumerations, written out from Apple's header (api-navigation.md §3).
@Suite("Navigation enums")
struct NavigationEnumTests {
    @Test func maneuverDisplayStyleValuesRunInSequence() {
        expectEqual(CPManeuverDisplayStyle([]).rawValue, 0)
        expectEqual(CPManeuverDisplayStyle.leadingSymbol.rawValue, 1)
        expectEqual(CPManeuverDisplayStyle.trailingSymbol.rawValue, 2)
        expectEqual(CPManeuverDisplayStyle.symbolOnly.rawValue, 3)
        expectEqual(CPManeuverDisplayStyle.instructionOnly.rawValue, 4)
        // Not flags: symbolOnly has the raw value of the two symbol styles together.
        expectEqual(CPManeuverDisplayStyle.symbolOnly, [.leadingSymbol, .trailingSymbol])
        expectEqual(CPManeuverDisplayStyle(rawValue: 4), .instructionOnly)
        let rawType: Int.Type = CPManeuverDisplayStyle.RawValue.self
        expectTrue(rawType == Int.self)
    }

    @Test func tripEnums() {
        expectEqual(CPTimeRemainingColor.default.rawValue, 0)
        expectEqual(CPTimeRemainingColor.green.rawValue, 1)
        expectEqual(CPTimeRemainingColor.orange.rawValue, 2)
        expectEqual(CPTimeRemainingColor.red.rawValue, 3)
        expectEqual(CPTimeRemainingColor(rawValue: 4), nil)
        expectEqual(CPTripEstimateStyle.light.rawValue, 0)
        expectEqual(CPTripEstimateStyle.dark.rawValue, 1)
        expectEqual(CPTripEstimateStyle(rawValue: 2), nil)
        let rawTypes: [Any.Type] = [CPTimeRemainingColor.RawValue.self, CPTripEstimateStyle.RawValue.self]
        expectTrue(rawTypes.allSatisfy { $0 == UInt.self })
    }

    @Test func everyManeuverType() {
        let expected: [(CPManeuverType, UInt)] = [
            (.noTurn, 0),
            (.leftTurn, 1),
            (.rightTurn, 2),
            (.straightAhead, 3),
            (.uTurn, 4),
            (.followRoad, 5),
            (.enterRoundabout, 6),
            (.exitRoundabout, 7),
            (.offRamp, 8),
            (.onRamp, 9),
            (.arriveEndOfNavigation, 10),
            (.startRoute, 11),
            (.arriveAtDestination, 12),
            (.keepLeft, 13),
            (.keepRight, 14),
            (.enter_Ferry, 15),
            (.exitFerry, 16),
            (.changeFerry, 17),
            (.startRouteWithUTurn, 18),
            (.uTurnAtRoundabout, 19),
            (.leftTurnAtEnd, 20),
            (.rightTurnAtEnd, 21),
            (.highwayOffRampLeft, 22),
            (.highwayOffRampRight, 23),
            (.arriveAtDestinationLeft, 24),
            (.arriveAtDestinationRight, 25),
            (.uTurnWhenPossible, 26),
            (.arriveEndOfDirections, 27),
            (.roundaboutExit1, 28),
            (.roundaboutExit2, 29),
            (.roundaboutExit3, 30),
            (.roundaboutExit4, 31),
            (.roundaboutExit5, 32),
            (.roundaboutExit6, 33),
            (.roundaboutExit7, 34),
            (.roundaboutExit8, 35),
            (.roundaboutExit9, 36),
            (.roundaboutExit10, 37),
            (.roundaboutExit11, 38),
            (.roundaboutExit12, 39),
            (.roundaboutExit13, 40),
            (.roundaboutExit14, 41),
            (.roundaboutExit15, 42),
            (.roundaboutExit16, 43),
            (.roundaboutExit17, 44),
            (.roundaboutExit18, 45),
            (.roundaboutExit19, 46),
            (.sharpLeftTurn, 47),
            (.sharpRightTurn, 48),
            (.slightLeftTurn, 49),
            (.slightRightTurn, 50),
            (.changeHighway, 51),
            (.changeHighwayLeft, 52),
            (.changeHighwayRight, 53),
        ]
        expectEqual(expected.count, 54)
        for (type, raw) in expected {
            expectEqual(type.rawValue, raw, "\(type)")
            expectEqual(CPManeuverType(rawValue: raw), type)
        }
        expectEqual(CPManeuverType(rawValue: 54), nil)
    }

    @Test func junctionTrafficSideStateAndLaneStatus() {
        expectEqual(CPJunctionType.intersection.rawValue, 0)
        expectEqual(CPJunctionType.roundabout.rawValue, 1)
        expectEqual(CPTrafficSide.right.rawValue, 0)
        expectEqual(CPTrafficSide.left.rawValue, 1)
        // The header's values, not the documentation's order.
        expectEqual(CPManeuverState.continue.rawValue, 0)
        expectEqual(CPManeuverState.initial.rawValue, 1)
        expectEqual(CPManeuverState.prepare.rawValue, 2)
        expectEqual(CPManeuverState.execute.rawValue, 3)
        expectEqual(CPLaneStatus.notGood.rawValue, 0)
        expectEqual(CPLaneStatus.good.rawValue, 1)
        expectEqual(CPLaneStatus.preferred.rawValue, 2)
        let signed: [Any.Type] = [CPManeuverState.RawValue.self, CPLaneStatus.RawValue.self]
        let unsigned: [Any.Type] = [
            CPManeuverType.RawValue.self, CPJunctionType.RawValue.self, CPTrafficSide.RawValue.self,
        ]
        expectTrue(signed.allSatisfy { $0 == Int.self } && unsigned.allSatisfy { $0 == UInt.self })
    }

    @Test func instrumentClusterSetting() {
        expectEqual(CPInstrumentClusterSetting.unspecified.rawValue, 0)
        expectEqual(CPInstrumentClusterSetting.enabled.rawValue, 1)
        expectEqual(CPInstrumentClusterSetting.disabled.rawValue, 2)
        expectEqual(CPInstrumentClusterSetting.userPreference.rawValue, 3)
        let rawType: UInt.Type = CPInstrumentClusterSetting.RawValue.self
        expectTrue(rawType == UInt.self)
    }

    @Test func rerouteReasonAndRouteSource() {
        expectEqual(CPRerouteReason.unknown.rawValue, 0)
        expectEqual(CPRerouteReason.missedTurn.rawValue, 1)
        expectEqual(CPRerouteReason.offline.rawValue, 2)
        expectEqual(CPRerouteReason.alternateRoute.rawValue, 3)
        expectEqual(CPRerouteReason.waypointModified.rawValue, 4)
        expectEqual(CPRerouteReason.mandated.rawValue, 5)
        let reasonRaw: Int.Type = CPRerouteReason.RawValue.self
        expectTrue(reasonRaw == Int.self)

        expectEqual(CPRouteSource.sourceInactive.rawValue, 0)
        expectEqual(CPRouteSource.sourceiOSUnchanged.rawValue, 1)
        expectEqual(CPRouteSource.sourceiOSRouteModified.rawValue, 2)
        expectEqual(CPRouteSource.sourceiOSRouteDestinationsModified.rawValue, 3)
        expectEqual(CPRouteSource.sourceiOSDestinationsOnly.rawValue, 4)
        expectEqual(CPRouteSource.sourceVehicle.rawValue, 5)
        let source: CPRouteSource? = CPRouteSource(rawValue: UInt(5))
        expectTrue(source == .sourceVehicle && CPRouteSource(rawValue: 6) == nil)
    }

    @Test func alertActionStyle() {
        expectEqual(CPAlertAction.Style.default.rawValue, 0)
        expectEqual(CPAlertAction.Style.cancel.rawValue, 1)
        expectEqual(CPAlertAction.Style.destructive.rawValue, 2)
    }

    @Test func sendableEnumsCrossActors() async {
        let values = await Task.detached { (CPRerouteReason.mandated, CPRouteSource.sourceVehicle) }.value
        expectTrue(values.0 == .mandated && values.1 == .sourceVehicle)
    }
}
