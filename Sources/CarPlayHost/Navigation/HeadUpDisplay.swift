import Foundation
@_spi(CarPlayHost) import CarPlay

/// What the car's head-up display strip shows, made from the navigation metadata feed (`NavigationMetadata`) the way
/// a car renders it by itself: a glyph the car picks for the current maneuver's semantic type (never an image of the
/// app's), the distance to it formatted for the app's locale, the road it leads onto, and the lanes.
///
/// The car decides everything here; a front end draws the glyph it names and the texts as they are.
public struct HeadUpDisplay: Codable, Hashable, Sendable {
    /// The car's glyphs: the closest visual the car has for each `CPManeuverType`.
    public enum Glyph: String, Codable, Hashable, Sendable, CaseIterable {
        case straight, turnLeft, turnRight, slightLeft, slightRight, sharpLeft, sharpRight, keepLeft, keepRight
        case uTurnLeft, uTurnRight, roundabout, exitLeft, exitRight, merge, ferry, depart, arrive, arriveLeft
        case arriveRight
    }

    /// One lane as the strip draws it.
    public struct Lane: Codable, Hashable, Sendable {
        /// `CPLaneStatus`: "preferred", "good" or "notGood".
        public var status: LaneSnapshot.Status
        /// The arrow to highlight, in degrees (0 ahead, negative left); nil when the lane has none.
        public var highlightedAngle: Double?
        /// The other arrows, in degrees.
        public var angles: [Double]

        enum CodingKeys: String, CodingKey { case status, highlightedAngle, angles, arrowPaths, highlightedPath }

        public init(status: LaneSnapshot.Status, highlightedAngle: Double?, angles: [Double]) {
            self.status = status
            self.highlightedAngle = highlightedAngle
            self.angles = angles
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            status = try container.decode(LaneSnapshot.Status.self, forKey: .status)
            highlightedAngle = try container.decodeIfPresent(Double.self, forKey: .highlightedAngle)
            angles = try container.decode([Double].self, forKey: .angles)
        }

        /// Every key written, no highlighted arrow as `null`, with the arrows' paths the strip draws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(status, forKey: .status)
            try container.encode(highlightedAngle, forKey: .highlightedAngle)
            try container.encode(angles, forKey: .angles)
            try container.encode(arrowPaths, forKey: .arrowPaths)
            try container.encode(highlightedPath, forKey: .highlightedPath)
        }
    }

    /// The navigation app whose metadata this is.
    public var bundleIdentifier: String
    public var glyph: Glyph
    /// `CPManeuverType`'s raw value and name ("LeftTurn") of the current maneuver.
    public var maneuverType: Int
    public var maneuverTypeName: String
    /// Roundabouts: the exit's angle in degrees (the metadata's junction exit angle), and which way the roundabout
    /// turns (counterclockwise in right-hand traffic).
    public var exitAngle: Double?
    public var clockwise: Bool
    /// The distance to the maneuver ("300 m", "0.2 mi"); nil when the metadata has no estimates.
    public var distance: String?
    /// The road after the maneuver, else the road the car is on; nil when the app names none.
    public var roadName: String?
    /// The maneuver's instruction (plain text), for a strip with room for it.
    public var instruction: String?
    /// How close the maneuver is (`CPManeuverState`).
    public var maneuverState: NavigationMetadata.ManeuverState
    public var lanes: [Lane]

    enum CodingKeys: String, CodingKey {
        case bundleIdentifier, glyph, maneuverType, maneuverTypeName, exitAngle, clockwise, distance, roadName
        case instruction, maneuverState, lanes, glyphPaths
    }

    /// Reads what `encode(to:)` writes (the paths are made from the glyph and lanes again).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        bundleIdentifier = try container.decode(String.self, forKey: .bundleIdentifier)
        glyph = try container.decode(Glyph.self, forKey: .glyph)
        maneuverType = try container.decode(Int.self, forKey: .maneuverType)
        maneuverTypeName = try container.decode(String.self, forKey: .maneuverTypeName)
        exitAngle = try container.decodeIfPresent(Double.self, forKey: .exitAngle)
        clockwise = try container.decode(Bool.self, forKey: .clockwise)
        distance = try container.decodeIfPresent(String.self, forKey: .distance)
        roadName = try container.decodeIfPresent(String.self, forKey: .roadName)
        instruction = try container.decodeIfPresent(String.self, forKey: .instruction)
        maneuverState = try container.decode(NavigationMetadata.ManeuverState.self, forKey: .maneuverState)
        lanes = try container.decode([Lane].self, forKey: .lanes)
    }

    /// Every key written, absent values as `null` (front ends read a fixed shape).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bundleIdentifier, forKey: .bundleIdentifier)
        try container.encode(glyph, forKey: .glyph)
        try container.encode(maneuverType, forKey: .maneuverType)
        try container.encode(maneuverTypeName, forKey: .maneuverTypeName)
        try container.encode(exitAngle, forKey: .exitAngle)
        try container.encode(clockwise, forKey: .clockwise)
        try container.encode(distance, forKey: .distance)
        try container.encode(roadName, forKey: .roadName)
        try container.encode(instruction, forKey: .instruction)
        try container.encode(maneuverState, forKey: .maneuverState)
        try container.encode(lanes, forKey: .lanes)
        try container.encode(glyphPaths, forKey: .glyphPaths)
    }

    /// The strip for `metadata`; nil when it has no current maneuver.
    public init?(_ metadata: NavigationMetadata, bundleIdentifier: String, locale: Locale) {
        guard let maneuver = metadata.currentManeuver else { return nil }
        self.bundleIdentifier = bundleIdentifier
        glyph = Self.glyph(type: maneuver.type, trafficSide: maneuver.trafficSide)
        maneuverType = maneuver.type
        maneuverTypeName = maneuver.typeName
        exitAngle = glyph == .roundabout ? maneuver.junctionExitAngle : nil
        clockwise = maneuver.trafficSide == .left
        distance = maneuver.estimates.map { NavigationFormat.distance($0.distanceRemainingToDisplay, locale: locale) }
        roadName =
            maneuver.roadFollowingVariants.first { !$0.isEmpty }
            ?? metadata.currentRoadNameVariants.first { !$0.isEmpty }
        instruction = maneuver.instructionVariants.first { !$0.isEmpty }
        maneuverState = metadata.maneuverState
        lanes = (metadata.lanes?.lanes ?? []).map {
            Lane(status: $0.status, highlightedAngle: $0.highlightedAngle, angles: $0.angles)
        }
    }

    /// The glyph for a `CPManeuverType` raw value. Decision: U-turns turn across the traffic (left in right-hand
    /// traffic); an off ramp leaves on the traffic's side; a type the car does not know is drawn as straight ahead.
    public static func glyph(type: Int, trafficSide: ManeuverSnapshot.TrafficSide) -> Glyph {
        let drivesOnRight = trafficSide == .right
        guard let maneuver = CPManeuverType(rawValue: UInt(clamping: max(type, 0))) else { return .straight }
        switch maneuver {
        case .leftTurn, .leftTurnAtEnd: return .turnLeft
        case .rightTurn, .rightTurnAtEnd: return .turnRight
        case .uTurn, .startRouteWithUTurn, .uTurnWhenPossible: return drivesOnRight ? .uTurnLeft : .uTurnRight
        case .enterRoundabout, .exitRoundabout, .uTurnAtRoundabout, .roundaboutExit1, .roundaboutExit2,
            .roundaboutExit3, .roundaboutExit4, .roundaboutExit5, .roundaboutExit6, .roundaboutExit7, .roundaboutExit8,
            .roundaboutExit9, .roundaboutExit10, .roundaboutExit11, .roundaboutExit12, .roundaboutExit13,
            .roundaboutExit14, .roundaboutExit15, .roundaboutExit16, .roundaboutExit17, .roundaboutExit18,
            .roundaboutExit19:
            return .roundabout
        case .offRamp: return drivesOnRight ? .exitRight : .exitLeft
        case .onRamp: return .merge
        case .arriveEndOfNavigation, .arriveAtDestination, .arriveEndOfDirections: return .arrive
        case .startRoute: return .depart
        case .keepLeft, .changeHighwayLeft: return .keepLeft
        case .keepRight, .changeHighwayRight: return .keepRight
        case .enter_Ferry, .exitFerry, .changeFerry: return .ferry
        case .highwayOffRampLeft: return .exitLeft
        case .highwayOffRampRight: return .exitRight
        case .arriveAtDestinationLeft: return .arriveLeft
        case .arriveAtDestinationRight: return .arriveRight
        case .sharpLeftTurn: return .sharpLeft
        case .sharpRightTurn: return .sharpRight
        case .slightLeftTurn: return .slightLeft
        case .slightRightTurn: return .slightRight
        case .noTurn, .straightAhead, .followRoad, .changeHighway: return .straight
        @unknown default: return .straight
        }
    }
}
