import Foundation

/// The semantic type of a maneuver (iOS 17.4; navigation metadata). The car draws its own glyph for each type, so
/// what matters is the meaning, not a picture.
@available(iOS 17.4, *)
public enum CPManeuverType: UInt, Sendable {
    /// No turn: no maneuver.
    case noTurn = 0
    /// Turn left.
    case leftTurn = 1
    /// Turn right.
    case rightTurn = 2
    /// Go straight through.
    case straightAhead = 3
    /// Make a U-turn.
    case uTurn = 4
    /// Continue along the road.
    case followRoad = 5
    /// Enter a roundabout.
    case enterRoundabout = 6
    /// Leave a roundabout.
    case exitRoundabout = 7
    /// Take the exit ramp.
    case offRamp = 8
    /// Take the entrance ramp.
    case onRamp = 9
    /// Arrive: the end of navigation.
    case arriveEndOfNavigation = 10
    /// Start the route.
    case startRoute = 11
    /// Arrive at the destination.
    case arriveAtDestination = 12
    /// Keep left at a fork.
    case keepLeft = 13
    /// Keep right at a fork.
    case keepRight = 14
    /// Board a ferry (the underscore is Apple's: `CPManeuverTypeEnter_Ferry`).
    case enter_Ferry = 15
    /// Leave the ferry.
    case exitFerry = 16
    /// Change ferry.
    case changeFerry = 17
    /// Start the route with a U-turn.
    case startRouteWithUTurn = 18
    /// Make a U-turn using a roundabout.
    case uTurnAtRoundabout = 19
    /// Turn left at the end of the road.
    case leftTurnAtEnd = 20
    /// Turn right at the end of the road.
    case rightTurnAtEnd = 21
    /// Take the highway exit on the left.
    case highwayOffRampLeft = 22
    /// Take the highway exit on the right.
    case highwayOffRampRight = 23
    /// Arrive: the destination is on the left.
    case arriveAtDestinationLeft = 24
    /// Arrive: the destination is on the right.
    case arriveAtDestinationRight = 25
    /// Make a U-turn when possible.
    case uTurnWhenPossible = 26
    /// Arrive: the end of the directions.
    case arriveEndOfDirections = 27
    /// Take exit 1 of the roundabout.
    case roundaboutExit1 = 28
    /// Take exit 2 of the roundabout.
    case roundaboutExit2 = 29
    /// Take exit 3 of the roundabout.
    case roundaboutExit3 = 30
    /// Take exit 4 of the roundabout.
    case roundaboutExit4 = 31
    /// Take exit 5 of the roundabout.
    case roundaboutExit5 = 32
    /// Take exit 6 of the roundabout.
    case roundaboutExit6 = 33
    /// Take exit 7 of the roundabout.
    case roundaboutExit7 = 34
    /// Take exit 8 of the roundabout.
    case roundaboutExit8 = 35
    /// Take exit 9 of the roundabout.
    case roundaboutExit9 = 36
    /// Take exit 10 of the roundabout.
    case roundaboutExit10 = 37
    /// Take exit 11 of the roundabout.
    case roundaboutExit11 = 38
    /// Take exit 12 of the roundabout.
    case roundaboutExit12 = 39
    /// Take exit 13 of the roundabout.
    case roundaboutExit13 = 40
    /// Take exit 14 of the roundabout.
    case roundaboutExit14 = 41
    /// Take exit 15 of the roundabout.
    case roundaboutExit15 = 42
    /// Take exit 16 of the roundabout.
    case roundaboutExit16 = 43
    /// Take exit 17 of the roundabout.
    case roundaboutExit17 = 44
    /// Take exit 18 of the roundabout.
    case roundaboutExit18 = 45
    /// Take exit 19 of the roundabout.
    case roundaboutExit19 = 46
    /// Turn sharply left.
    case sharpLeftTurn = 47
    /// Turn sharply right.
    case sharpRightTurn = 48
    /// Turn slightly left.
    case slightLeftTurn = 49
    /// Turn slightly right.
    case slightRightTurn = 50
    /// Change highway.
    case changeHighway = 51
    /// Change highway, to the left.
    case changeHighwayLeft = 52
    /// Change highway, to the right.
    case changeHighwayRight = 53
}
