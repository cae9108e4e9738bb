import Expectations
import Foundation
import Testing
@testable import CarPlay

/// The `NSStringFromCP…` functions of `CPNavigationEnum.h`.
@Suite("Navigation enum strings")
struct NavigationStringTests {
    @Test func junctionTypeAndTrafficSideUseApplesTexts() {
        expectEqual(NSStringFromCPJunctionType(.intersection), "Intersection")
        expectEqual(NSStringFromCPJunctionType(.roundabout), "Roundabout")
        expectEqual(NSStringFromCPTrafficSide(.right), "Right")
        expectEqual(NSStringFromCPTrafficSide(.left), "Left")
    }

    @Test func laneStatuses() {
        expectEqual(NSStringFromCPLaneStatus(.notGood), "NotGood")
        expectEqual(NSStringFromCPLaneStatus(.good), "Good")
        expectEqual(NSStringFromCPLaneStatus(.preferred), "Preferred")
    }

    @Test func maneuverTypesAreTheirConstantNames() {
        expectEqual(NSStringFromCPManeuverType(.noTurn), "NoTurn")
        expectEqual(NSStringFromCPManeuverType(.uTurn), "UTurn")
        expectEqual(NSStringFromCPManeuverType(.keepLeft), "KeepLeft")
        expectEqual(NSStringFromCPManeuverType(.enter_Ferry), "Enter_Ferry")
        expectEqual(NSStringFromCPManeuverType(.arriveEndOfDirections), "ArriveEndOfDirections")
        expectEqual(NSStringFromCPManeuverType(.roundaboutExit1), "RoundaboutExit1")
        expectEqual(NSStringFromCPManeuverType(.roundaboutExit19), "RoundaboutExit19")
        expectEqual(NSStringFromCPManeuverType(.sharpLeftTurn), "SharpLeftTurn")
        expectEqual(NSStringFromCPManeuverType(.changeHighwayRight), "ChangeHighwayRight")
        // Every type has its own name.
        let names = (0...53).compactMap { CPManeuverType(rawValue: $0) }.map { NSStringFromCPManeuverType($0)! }
        expectTrue(names.count == 54 && Set(names).count == 54)
    }

    @Test func rerouteReasonsNameOneToFourAndOtherwiseUnknown() {
        expectEqual(NSStringFromCPRerouteReason(.missedTurn), "MissedTurn")
        expectEqual(NSStringFromCPRerouteReason(.offline), "Offline")
        expectEqual(NSStringFromCPRerouteReason(.alternateRoute), "AlternateRoute")
        expectEqual(NSStringFromCPRerouteReason(.waypointModified), "WaypointModified")
        expectEqual(NSStringFromCPRerouteReason(.unknown), "Unknown")
        expectEqual(NSStringFromCPRerouteReason(.mandated), "Unknown")
    }
}
