import Foundation
@_spi(CarPlayHost) import CarPlay

/// A `CPManeuver` as the app declared it: texts and images for the guidance card, the Dashboard and notification
/// banners, and the iOS 17.4 metadata for clusters and head-up displays. The computed members choose what each
/// surface shows (spec api-navigation §9.3).
public struct ManeuverSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID

    // MARK: Guidance card

    public var instructionVariants: [String]
    /// Every attribute but text attachments dropped.
    public var attributedInstructionVariants: [AttributedTextSnapshot]
    /// `symbolImage`, else the deprecated `symbolSet` (its light and dark images).
    public var symbolImage: ImageSnapshot?
    public var junctionImage: ImageSnapshot?
    /// The card's colour for this maneuver (iOS 15.4), over the map template's `guidanceBackgroundColor`.
    public var cardBackgroundColor: ColorSnapshot?
    public var initialTravelEstimates: TravelEstimatesSnapshot?

    // MARK: Dashboard and notifications (iOS 14)

    public var dashboardSymbolImage: ImageSnapshot?
    public var dashboardJunctionImage: ImageSnapshot?
    public var dashboardInstructionVariants: [String]
    public var dashboardAttributedInstructionVariants: [AttributedTextSnapshot]
    public var notificationSymbolImage: ImageSnapshot?
    public var notificationInstructionVariants: [String]
    public var notificationAttributedInstructionVariants: [AttributedTextSnapshot]

    // MARK: Metadata (iOS 17.4)

    /// `CPManeuverType`'s raw value (0–53).
    public var maneuverType: Int
    public var junctionType: JunctionType
    public var trafficSide: TrafficSide
    /// The exit road's angle in degrees; nil when the app gave none.
    public var junctionExitAngle: Double?
    /// The junction's other roads' angles in degrees, ascending.
    public var junctionElementAngles: [Double]
    /// The lane guidance the app linked, if any.
    public var linkedLaneGuidance: LaneGuidanceSnapshot?
    /// "Exit 123"; empty when the app gave none.
    public var highwayExitLabel: String
    /// The road after the maneuver, from the most to the least preferred variant (nil reads empty).
    public var roadFollowingManeuverVariants: [String]

    /// `CPJunctionType`.
    public enum JunctionType: String, Codable, Hashable, Sendable {
        case intersection, roundabout

        init(_ type: CPJunctionType) {
            self =
                switch type {
                case .intersection: .intersection
                case .roundabout: .roundabout
                }
        }
    }

    /// `CPTrafficSide`: the side traffic drives on.
    public enum TrafficSide: String, Codable, Hashable, Sendable {
        case right, left

        init(_ side: CPTrafficSide) {
            self =
                switch side {
                case .right: .right
                case .left: .left
                }
        }
    }

    public init(
        id: ElementID, instructionVariants: [String] = [], attributedInstructionVariants: [AttributedTextSnapshot] = [],
        symbolImage: ImageSnapshot? = nil, junctionImage: ImageSnapshot? = nil,
        cardBackgroundColor: ColorSnapshot? = nil,
        initialTravelEstimates: TravelEstimatesSnapshot? = nil, dashboardSymbolImage: ImageSnapshot? = nil,
        dashboardJunctionImage: ImageSnapshot? = nil, dashboardInstructionVariants: [String] = [],
        dashboardAttributedInstructionVariants: [AttributedTextSnapshot] = [],
        notificationSymbolImage: ImageSnapshot? = nil, notificationInstructionVariants: [String] = [],
        notificationAttributedInstructionVariants: [AttributedTextSnapshot] = [], maneuverType: Int = 0,
        junctionType: JunctionType = .intersection, trafficSide: TrafficSide = .right, junctionExitAngle: Double? = nil,
        junctionElementAngles: [Double] = [], linkedLaneGuidance: LaneGuidanceSnapshot? = nil,
        highwayExitLabel: String = "", roadFollowingManeuverVariants: [String] = []
    ) {
        self.id = id
        self.instructionVariants = instructionVariants
        self.attributedInstructionVariants = attributedInstructionVariants
        self.symbolImage = symbolImage
        self.junctionImage = junctionImage
        self.cardBackgroundColor = cardBackgroundColor
        self.initialTravelEstimates = initialTravelEstimates
        self.dashboardSymbolImage = dashboardSymbolImage
        self.dashboardJunctionImage = dashboardJunctionImage
        self.dashboardInstructionVariants = dashboardInstructionVariants
        self.dashboardAttributedInstructionVariants = dashboardAttributedInstructionVariants
        self.notificationSymbolImage = notificationSymbolImage
        self.notificationInstructionVariants = notificationInstructionVariants
        self.notificationAttributedInstructionVariants = notificationAttributedInstructionVariants
        self.maneuverType = maneuverType
        self.junctionType = junctionType
        self.trafficSide = trafficSide
        self.junctionExitAngle = junctionExitAngle
        self.junctionElementAngles = junctionElementAngles
        self.linkedLaneGuidance = linkedLaneGuidance
        self.highwayExitLabel = highwayExitLabel
        self.roadFollowingManeuverVariants = roadFollowingManeuverVariants
    }

    init(_ maneuver: CPManeuver) {
        id = ElementID(of: maneuver)
        instructionVariants = maneuver.instructionVariants
        attributedInstructionVariants = maneuver.attributedInstructionVariants.map(AttributedTextSnapshot.init)
        symbolImage = maneuver.symbolImage.map(ImageSnapshot.init) ?? maneuver.symbolSet.map(ImageSnapshot.init)
        junctionImage = maneuver.junctionImage.map(ImageSnapshot.init)
        cardBackgroundColor = maneuver.cardBackgroundColor.map(ColorSnapshot.init)
        initialTravelEstimates = maneuver.initialTravelEstimates.map(TravelEstimatesSnapshot.init)
        dashboardSymbolImage = maneuver.dashboardSymbolImage.map(ImageSnapshot.init)
        dashboardJunctionImage = maneuver.dashboardJunctionImage.map(ImageSnapshot.init)
        dashboardInstructionVariants = maneuver.dashboardInstructionVariants
        dashboardAttributedInstructionVariants = maneuver.dashboardAttributedInstructionVariants.map(
            AttributedTextSnapshot.init)
        notificationSymbolImage = maneuver.notificationSymbolImage.map(ImageSnapshot.init)
        notificationInstructionVariants = maneuver.notificationInstructionVariants
        notificationAttributedInstructionVariants = maneuver.notificationAttributedInstructionVariants.map(
            AttributedTextSnapshot.init)
        maneuverType = Int(maneuver.maneuverType.rawValue)
        junctionType = JunctionType(maneuver.junctionType)
        trafficSide = TrafficSide(maneuver.trafficSide)
        junctionExitAngle = maneuver.junctionExitAngle.flatMap(AngleValue.degrees)
        // A set has no order: ascending degrees keep the snapshot (and its JSON) stable.
        junctionElementAngles = Array(Set(AngleValue.degrees(Array(maneuver.junctionElementAngles ?? [])))).sorted()
        linkedLaneGuidance = maneuver._linkedLaneGuidance.map(LaneGuidanceSnapshot.init)
        highwayExitLabel = maneuver.highwayExitLabel
        roadFollowingManeuverVariants = maneuver.roadFollowingManeuverVariants ?? []
    }

    // MARK: What each surface shows (§9.3)

    /// The guidance card's instruction: the attributed variants, else the plain ones.
    public var guidanceInstructions: [InstructionVariant] {
        Self.variants(attributed: attributedInstructionVariants, plain: instructionVariants)
    }

    /// The Dashboard's instruction: the dashboard attributed variants, else the dashboard plain ones, else the
    /// guidance card's.
    public var dashboardInstructions: [InstructionVariant] {
        let own = Self.variants(attributed: dashboardAttributedInstructionVariants, plain: dashboardInstructionVariants)
        return own.isEmpty ? guidanceInstructions : own
    }

    /// A notification banner's instruction: the notification attributed variants, else the notification plain
    /// ones, else the guidance card's.
    public var notificationInstructions: [InstructionVariant] {
        let own = Self.variants(
            attributed: notificationAttributedInstructionVariants, plain: notificationInstructionVariants)
        return own.isEmpty ? guidanceInstructions : own
    }

    /// The instruction as plain text, for surfaces that draw no images (a cluster or head-up display): the plain
    /// variants, else the attributed ones' text. Apple asks apps to give plain variants with attributed ones
    /// because some cars cannot draw attributed strings.
    public var plainInstructionVariants: [String] {
        instructionVariants.isEmpty ? attributedInstructionVariants.map(\.plainText) : instructionVariants
    }

    /// The Dashboard's symbol: its own, else the guidance card's.
    public var dashboardSymbol: ImageSnapshot? { dashboardSymbolImage ?? symbolImage }

    /// A notification banner's symbol: its own, else the guidance card's.
    public var notificationSymbol: ImageSnapshot? { notificationSymbolImage ?? symbolImage }

    /// The Dashboard's junction image: its own, else the guidance card's.
    public var dashboardJunction: ImageSnapshot? { dashboardJunctionImage ?? junctionImage }

    /// The maneuver type's name ("LeftTurn"), as `NSStringFromCPManeuverType` gives it; "ERROR - n" out of range.
    public var maneuverTypeName: String {
        guard maneuverType >= 0, let type = CPManeuverType(rawValue: UInt(maneuverType)) else {
            return "ERROR - \(maneuverType)"
        }
        return NSStringFromCPManeuverType(type)
    }

    private static func variants(attributed: [AttributedTextSnapshot], plain: [String]) -> [InstructionVariant] {
        attributed.isEmpty ? plain.map(InstructionVariant.text) : attributed.map(InstructionVariant.attributed)
    }
}

/// A `CPLane` (iOS 17.4). Both generations of its API read the same values: the 18.0 `highlightedAngle`/`angles`
/// and the 17.4 `primaryAngle`/`secondaryAngles`.
public struct LaneSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var status: Status
    /// The highlighted arrow's angle in degrees (18.0); nil when the lane has none.
    public var highlightedAngle: Double?
    /// The lane's other arrows' angles in degrees, in the app's order.
    public var angles: [Double]

    /// `CPLaneStatus`.
    public enum Status: String, Codable, Hashable, Sendable {
        case notGood, good, preferred

        init(_ status: CPLaneStatus) {
            self =
                switch status {
                case .notGood: .notGood
                case .good: .good
                case .preferred: .preferred
                }
        }
    }

    public init(id: ElementID, status: Status, highlightedAngle: Double? = nil, angles: [Double] = []) {
        self.id = id
        self.status = status
        self.highlightedAngle = highlightedAngle
        self.angles = angles
    }

    init(_ lane: CPLane) {
        id = ElementID(of: lane)
        status = Status(lane.status)
        highlightedAngle = lane.highlightedAngle.flatMap(AngleValue.degrees)
        angles = AngleValue.degrees(lane.angles)
    }

    /// The 17.4 reading of the highlighted angle: 0 when the lane has none.
    public var primaryAngle: Double { highlightedAngle ?? 0 }
    /// The 17.4 name of `angles`.
    public var secondaryAngles: [Double] { angles }
    /// Whether the lane is the preferred one (18.0's `isPreferred`).
    public var isPreferred: Bool { status == .preferred }
    /// Whether the lane leads to the maneuver (good or preferred).
    public var leadsToManeuver: Bool { status != .notGood }
}

/// A `CPLaneGuidance` (iOS 17.4): the lanes and the instruction shown with them.
public struct LaneGuidanceSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var lanes: [LaneSnapshot]
    public var instructionVariants: [String]

    public init(id: ElementID, lanes: [LaneSnapshot], instructionVariants: [String] = []) {
        self.id = id
        self.lanes = lanes
        self.instructionVariants = instructionVariants
    }

    init(_ guidance: CPLaneGuidance) {
        id = ElementID(of: guidance)
        lanes = guidance.lanes.map(LaneSnapshot.init)
        instructionVariants = guidance.instructionVariants
    }
}
