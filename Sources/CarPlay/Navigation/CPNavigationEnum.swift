import Foundation

// The string functions of Apple's `CPNavigationEnum.h`. Apple's junction-type and traffic-side texts are the
// Objective-C constant's name without the type's prefix ("Intersection" for `CPJunctionTypeIntersection`, "Right" for
// `CPTrafficSideRight`); Apple's tables for maneuver types, lane statuses and reroute reasons are not public, so
// (Decision) they follow the same rule. Apple formats a value outside the enumeration as "ERROR - <n>"; a Swift
// enumeration cannot hold one, so every value here has its name.

/// The maneuver types' names, by raw value ("NoTurn" for `CPManeuverTypeNoTurn`...).
private let maneuverTypeNames: [String] = [
    "NoTurn", "LeftTurn", "RightTurn", "StraightAhead", "UTurn", "FollowRoad", "EnterRoundabout",
    "ExitRoundabout", "OffRamp", "OnRamp", "ArriveEndOfNavigation", "StartRoute", "ArriveAtDestination",
    "KeepLeft", "KeepRight", "Enter_Ferry", "ExitFerry", "ChangeFerry", "StartRouteWithUTurn",
    "UTurnAtRoundabout", "LeftTurnAtEnd", "RightTurnAtEnd", "HighwayOffRampLeft", "HighwayOffRampRight",
    "ArriveAtDestinationLeft", "ArriveAtDestinationRight", "UTurnWhenPossible", "ArriveEndOfDirections",
    "RoundaboutExit1", "RoundaboutExit2", "RoundaboutExit3", "RoundaboutExit4", "RoundaboutExit5",
    "RoundaboutExit6", "RoundaboutExit7", "RoundaboutExit8", "RoundaboutExit9", "RoundaboutExit10",
    "RoundaboutExit11", "RoundaboutExit12", "RoundaboutExit13", "RoundaboutExit14", "RoundaboutExit15",
    "RoundaboutExit16", "RoundaboutExit17", "RoundaboutExit18", "RoundaboutExit19", "SharpLeftTurn",
    "SharpRightTurn", "SlightLeftTurn", "SlightRightTurn", "ChangeHighway", "ChangeHighwayLeft",
    "ChangeHighwayRight",
]

/// The name of a maneuver type: the Objective-C constant's name without `CPManeuverType` ("LeftTurn", "Enter_Ferry").
@available(iOS 17.4, *)
public func NSStringFromCPManeuverType(_ maneuverType: CPManeuverType) -> String! {
    maneuverTypeNames[Int(maneuverType.rawValue)]
}

/// The name of a junction type: "Intersection" or "Roundabout".
@available(iOS 17.4, *)
public func NSStringFromCPJunctionType(_ junctionType: CPJunctionType) -> String! {
    switch junctionType {
    case .intersection: "Intersection"
    case .roundabout: "Roundabout"
    }
}

/// The name of a traffic side: "Right" or "Left".
@available(iOS 17.4, *)
public func NSStringFromCPTrafficSide(_ trafficSide: CPTrafficSide) -> String! {
    switch trafficSide {
    case .right: "Right"
    case .left: "Left"
    }
}

/// The name of a lane status: "NotGood", "Good" or "Preferred".
@available(iOS 17.4, *)
public func NSStringFromCPLaneStatus(_ laneStatus: CPLaneStatus) -> String! {
    switch laneStatus {
    case .notGood: "NotGood"
    case .good: "Good"
    case .preferred: "Preferred"
    }
}

/// The name of a reroute reason. Apple's table names reasons 1 to 4 ("MissedTurn", "Offline", "AlternateRoute",
/// "WaypointModified") and answers "Unknown" for every other value, `mandated` included.
@available(iOS 26.4, *)
public func NSStringFromCPRerouteReason(_ reason: CPRerouteReason) -> String! {
    switch reason {
    case .missedTurn: "MissedTurn"
    case .offline: "Offline"
    case .alternateRoute: "AlternateRoute"
    case .waypointModified: "WaypointModified"
    case .unknown, .mandated: "Unknown"
    }
}
