import Foundation
import Testing
@testable import CarPlay

/// The `NSStringFromCP…` functions of `CPNavigationEnum.h`.
@Suite("Navigation enum strings")
struct NavigationStringTests {
    @Test func junctionTypeAndTrafficSideUseApplesTexts() {
        #expect(NSStringFromCPJunctionType(.intersection) == "Intersection")
        #expect(NSStringFromCPJunctionType(.roundabout) == "Roundabout")
        #expect(NSStringFromCPTrafficSide(.right) == "Right")
        #expect(NSStringFromCPTrafficSide(.left) == "Left")
    }

    @Test func laneStatuses() {
        #expect(NSStringFromCPLaneStatus(.notGood) == "NotGood")
        #expect(NSStringFromCPLaneStatus(.good) == "Good")
        #expect(NSStringFromCPLaneStatus(.preferred) == "Preferred")
    }

    @Test func maneuverTypesAreTheirConstantNames() {
        #expect(NSStringFromCPManeuverType(.noTurn) == "NoTurn")
        #expect(NSStringFromCPManeuverType(.uTurn) == "UTurn")
        #expect(NSStringFromCPManeuverType(.keepLeft) == "KeepLeft")
        #expect(NSStringFromCPManeuverType(.enter_Ferry) == "Enter_Ferry")
        #expect(NSStringFromCPManeuverType(.arriveEndOfDirections) == "ArriveEndOfDirections")
        #expect(NSStringFromCPManeuverType(.roundaboutExit1) == "RoundaboutExit1")
        #expect(NSStringFromCPManeuverType(.roundaboutExit19) == "RoundaboutExit19")
        #expect(NSStringFromCPManeuverType(.sharpLeftTurn) == "SharpLeftTurn")
        #expect(NSStringFromCPManeuverType(.changeHighwayRight) == "ChangeHighwayRight")
        // Every type has its own name.
        let names = (0...53).compactMap { CPManeuverType(rawValue: $0) }.map { NSStringFromCPManeuverType($0)! }
        #expect(names.count == 54 && Set(names).count == 54)
    }

    @Test func rerouteReasonsNameOneToFourAndOtherwiseUnknown() {
        #expect(NSStringFromCPRerouteReason(.missedTurn) == "MissedTurn")
        #expect(NSStringFromCPRerouteReason(.offline) == "Offline")
        #expect(NSStringFromCPRerouteReason(.alternateRoute) == "AlternateRoute")
        #expect(NSStringFromCPRerouteReason(.waypointModified) == "WaypointModified")
        #expect(NSStringFromCPRerouteReason(.unknown) == "Unknown")
        #expect(NSStringFromCPRerouteReason(.mandated) == "Unknown")
    }
}
