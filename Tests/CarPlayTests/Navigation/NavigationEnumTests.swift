import Foundation
import Testing
@testable import CarPlay

/// Raw values of the navigation enumerations, written out from Apple's header (api-navigation.md §3).
@Suite("Navigation enums")
struct NavigationEnumTests {
    @Test func maneuverDisplayStyleValuesRunInSequence() {
        #expect(CPManeuverDisplayStyle([]).rawValue == 0)
        #expect(CPManeuverDisplayStyle.leadingSymbol.rawValue == 1)
        #expect(CPManeuverDisplayStyle.trailingSymbol.rawValue == 2)
        #expect(CPManeuverDisplayStyle.symbolOnly.rawValue == 3)
        #expect(CPManeuverDisplayStyle.instructionOnly.rawValue == 4)
        // Not flags: symbolOnly has the raw value of the two symbol styles together.
        #expect(CPManeuverDisplayStyle.symbolOnly == [.leadingSymbol, .trailingSymbol])
        #expect(CPManeuverDisplayStyle(rawValue: 4) == .instructionOnly)
        let rawType: Int.Type = CPManeuverDisplayStyle.RawValue.self
        #expect(rawType == Int.self)
    }

    @Test func tripEnums() {
        #expect(CPTimeRemainingColor.default.rawValue == 0)
        #expect(CPTimeRemainingColor.green.rawValue == 1)
        #expect(CPTimeRemainingColor.orange.rawValue == 2)
        #expect(CPTimeRemainingColor.red.rawValue == 3)
        #expect(CPTimeRemainingColor(rawValue: 4) == nil)
        #expect(CPTripEstimateStyle.light.rawValue == 0)
        #expect(CPTripEstimateStyle.dark.rawValue == 1)
        #expect(CPTripEstimateStyle(rawValue: 2) == nil)
        let rawTypes: [Any.Type] = [CPTimeRemainingColor.RawValue.self, CPTripEstimateStyle.RawValue.self]
        #expect(rawTypes.allSatisfy { $0 == UInt.self })
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
        #expect(expected.count == 54)
        for (type, raw) in expected {
            #expect(type.rawValue == raw, "\(type)")
            #expect(CPManeuverType(rawValue: raw) == type)
        }
        #expect(CPManeuverType(rawValue: 54) == nil)
    }

    @Test func junctionTrafficSideStateAndLaneStatus() {
        #expect(CPJunctionType.intersection.rawValue == 0)
        #expect(CPJunctionType.roundabout.rawValue == 1)
        #expect(CPTrafficSide.right.rawValue == 0)
        #expect(CPTrafficSide.left.rawValue == 1)
        // The header's values, not the documentation's order.
        #expect(CPManeuverState.continue.rawValue == 0)
        #expect(CPManeuverState.initial.rawValue == 1)
        #expect(CPManeuverState.prepare.rawValue == 2)
        #expect(CPManeuverState.execute.rawValue == 3)
        #expect(CPLaneStatus.notGood.rawValue == 0)
        #expect(CPLaneStatus.good.rawValue == 1)
        #expect(CPLaneStatus.preferred.rawValue == 2)
        let signed: [Any.Type] = [CPManeuverState.RawValue.self, CPLaneStatus.RawValue.self]
        let unsigned: [Any.Type] = [
            CPManeuverType.RawValue.self, CPJunctionType.RawValue.self, CPTrafficSide.RawValue.self,
        ]
        #expect(signed.allSatisfy { $0 == Int.self } && unsigned.allSatisfy { $0 == UInt.self })
    }

    @Test func instrumentClusterSetting() {
        #expect(CPInstrumentClusterSetting.unspecified.rawValue == 0)
        #expect(CPInstrumentClusterSetting.enabled.rawValue == 1)
        #expect(CPInstrumentClusterSetting.disabled.rawValue == 2)
        #expect(CPInstrumentClusterSetting.userPreference.rawValue == 3)
        let rawType: UInt.Type = CPInstrumentClusterSetting.RawValue.self
        #expect(rawType == UInt.self)
    }

    @Test func rerouteReasonAndRouteSource() {
        #expect(CPRerouteReason.unknown.rawValue == 0)
        #expect(CPRerouteReason.missedTurn.rawValue == 1)
        #expect(CPRerouteReason.offline.rawValue == 2)
        #expect(CPRerouteReason.alternateRoute.rawValue == 3)
        #expect(CPRerouteReason.waypointModified.rawValue == 4)
        #expect(CPRerouteReason.mandated.rawValue == 5)
        let reasonRaw: Int.Type = CPRerouteReason.RawValue.self
        #expect(reasonRaw == Int.self)

        #expect(CPRouteSource.sourceInactive.rawValue == 0)
        #expect(CPRouteSource.sourceiOSUnchanged.rawValue == 1)
        #expect(CPRouteSource.sourceiOSRouteModified.rawValue == 2)
        #expect(CPRouteSource.sourceiOSRouteDestinationsModified.rawValue == 3)
        #expect(CPRouteSource.sourceiOSDestinationsOnly.rawValue == 4)
        #expect(CPRouteSource.sourceVehicle.rawValue == 5)
        let source: CPRouteSource? = CPRouteSource(rawValue: UInt(5))
        #expect(source == .sourceVehicle && CPRouteSource(rawValue: 6) == nil)
    }

    @Test func alertActionStyle() {
        #expect(CPAlertAction.Style.default.rawValue == 0)
        #expect(CPAlertAction.Style.cancel.rawValue == 1)
        #expect(CPAlertAction.Style.destructive.rawValue == 2)
    }

    @Test func sendableEnumsCrossActors() async {
        let values = await Task.detached { (CPRerouteReason.mandated, CPRouteSource.sourceVehicle) }.value
        #expect(values.0 == .mandated && values.1 == .sourceVehicle)
    }
}
