import Foundation
import UIKit

/// One navigation instruction: its text in variants, its symbol and junction images, the variants for the
/// CarPlay Dashboard and for notification banners, and (iOS 17.4) the metadata a car's instrument cluster or
/// head-up display renders.
///
/// A model object: not bound to the main actor. Every property starts empty (nil, empty arrays, raw value 0 for
/// the 17.4 enumerations) and stores what the app sets. What the system draws is chosen from it: attributed
/// variants before plain ones, the first variant that fits; the Dashboard and banners fall back to the main
/// variants and images; every attribute of an attributed variant except text attachments is ignored.
open class CPManeuver: NSObject, NSCopying, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates an empty maneuver.
    public override init() {
        super.init()
    }

    // MARK: Images

    /// The maneuver's symbol as a light and dark pair (deprecated in iOS 13: use `symbolImage`).
    @available(iOS, introduced: 12.0, deprecated: 13.0, renamed: "symbolImage")
    open var symbolSet: CPImageSet? {
        get { _symbolSet }
        set {
            _symbolSet = newValue
            notifyHostOfChange()
        }
    }
    private var _symbolSet: CPImageSet?

    /// The card's background color for this maneuver; it takes precedence over the map template's
    /// `guidanceBackgroundColor` (iOS 15.4).
    @available(iOS 15.4, *)
    open var cardBackgroundColor: UIColor? { didSet { notifyHostOfChange() } }

    /// The maneuver's symbol, with light and dark variants (an asset catalog or a `UIImageAsset`) (iOS 13).
    @available(iOS 13.0, *)
    open var symbolImage: UIImage? { didSet { notifyHostOfChange() } }

    /// An image of the junction, at most 140 × 100 points; larger images are scaled down to fit, keeping their
    /// aspect ratio.
    open var junctionImage: UIImage? { didSet { notifyHostOfChange() } }

    // MARK: Instructions

    /// The instruction, localised, from the most to the least preferred variant; give at least one.
    open var instructionVariants: [String] = [] { didSet { notifyHostOfChange() } }

    /// The instruction as attributed strings, from the most to the least preferred variant; preferred over
    /// `instructionVariants`. Only text attachments are drawn (images of at most 64 × 25 points); every other
    /// attribute is ignored.
    open var attributedInstructionVariants: [NSAttributedString] = [] { didSet { notifyHostOfChange() } }

    /// Any custom data or object that you want to associate with the maneuver.
    open var userInfo: Any?

    /// The travel estimates from the end of the previous maneuver to this one, when the maneuver is shown first.
    open var initialTravelEstimates: CPTravelEstimates? { didSet { notifyHostOfChange() } }

    // MARK: Dashboard and notifications (iOS 14)

    /// The symbol shown on the CarPlay Dashboard; `symbolImage` when nil (iOS 14).
    @available(iOS 14.0, *)
    open var dashboardSymbolImage: UIImage? { didSet { notifyHostOfChange() } }

    /// The junction image shown on the Dashboard, at most 140 × 100 points; `junctionImage` when nil (iOS 14).
    @available(iOS 14.0, *)
    open var dashboardJunctionImage: UIImage? { didSet { notifyHostOfChange() } }

    /// The instruction variants for the Dashboard; when empty, the attributed variants and then the instruction
    /// variants are used (iOS 14).
    @available(iOS 14.0, *)
    open var dashboardInstructionVariants: [String] = [] { didSet { notifyHostOfChange() } }

    /// The attributed instruction variants for the Dashboard, preferred over `dashboardInstructionVariants`;
    /// only text attachments are drawn (iOS 14).
    @available(iOS 14.0, *)
    open var dashboardAttributedInstructionVariants: [NSAttributedString] = [] { didSet { notifyHostOfChange() } }

    /// The symbol shown in a notification banner; `symbolImage` when nil (iOS 14).
    @available(iOS 14.0, *)
    open var notificationSymbolImage: UIImage? { didSet { notifyHostOfChange() } }

    /// The instruction variants for a notification banner; when empty, the attributed variants and then the
    /// instruction variants are used (iOS 14).
    @available(iOS 14.0, *)
    open var notificationInstructionVariants: [String] = [] { didSet { notifyHostOfChange() } }

    /// The attributed instruction variants for a notification banner, preferred over
    /// `notificationInstructionVariants`; only text attachments are drawn (iOS 14).
    @available(iOS 14.0, *)
    open var notificationAttributedInstructionVariants: [NSAttributedString] = [] {
        didSet { notifyHostOfChange() }
    }

    // MARK: Metadata (iOS 17.4)

    /// The type of the maneuver, required for route-guidance metadata (iOS 17.4; default `.noTurn`).
    @available(iOS 17.4, *)
    open var maneuverType: CPManeuverType {
        get { _maneuverType }
        set {
            _maneuverType = newValue
            notifyHostOfChange()
        }
    }
    private var _maneuverType: CPManeuverType = .noTurn

    /// The name of the road after the maneuver, from the most to the least preferred variant (iOS 17.4).
    @available(iOS 17.4, *)
    open var roadFollowingManeuverVariants: [String]? { didSet { notifyHostOfChange() } }

    /// The side of the road traffic drives on (iOS 17.4; default `.right`).
    @available(iOS 17.4, *)
    open var trafficSide: CPTrafficSide {
        get { _trafficSide }
        set {
            _trafficSide = newValue
            notifyHostOfChange()
        }
    }
    private var _trafficSide: CPTrafficSide = .right

    /// The type of the junction of the maneuver (iOS 17.4; default `.intersection`).
    @available(iOS 17.4, *)
    open var junctionType: CPJunctionType {
        get { _junctionType }
        set {
            _junctionType = newValue
            notifyHostOfChange()
        }
    }
    private var _junctionType: CPJunctionType = .intersection

    /// The angle of the road the maneuver exits the junction by (iOS 17.4).
    @available(iOS 17.4, *)
    open var junctionExitAngle: Measurement<UnitAngle>? { didSet { notifyHostOfChange() } }

    /// The angles of the junction's other roads; must not include `junctionExitAngle` (iOS 17.4).
    @available(iOS 17.4, *)
    open var junctionElementAngles: Set<Measurement<UnitAngle>>? { didSet { notifyHostOfChange() } }

    /// The lane guidance of the maneuver: optional, but set it whenever a matching lane guidance exists
    /// (iOS 17.4). Objective-C declares it `assign` and non-null.
    ///
    /// Decision: the maneuver keeps the lane guidance (it does not dangle when the app lets it go), and a maneuver
    /// without one reads a new, empty lane guidance each time, as the nil object reads on iOS (no lanes, no
    /// variants, changes ignored).
    @available(iOS 17.4, *)
    open var linkedLaneGuidance: CPLaneGuidance {
        get { _linkedLaneGuidance ?? CPLaneGuidance() }
        set {
            _linkedLaneGuidance = newValue
            notifyHostOfChange()
        }
    }

    /// The lane guidance the app linked, or nil when it linked none (for the host).
    @_spi(CarPlayHost) public private(set) var _linkedLaneGuidance: CPLaneGuidance?

    /// A label of a highway exit, such as "Exit 123" (iOS 17.4; default empty).
    @available(iOS 17.4, *)
    open var highwayExitLabel: String = "" { didSet { notifyHostOfChange() } }

    // MARK: NSCopying

    /// Returns a new maneuver with the same values; images, the image set, the lane guidance and the user info
    /// are shared.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CPManeuver()
        copy._symbolSet = _symbolSet
        copy.cardBackgroundColor = cardBackgroundColor
        copy.symbolImage = symbolImage
        copy.junctionImage = junctionImage
        copy.instructionVariants = instructionVariants
        copy.attributedInstructionVariants = attributedInstructionVariants
        copy.userInfo = userInfo
        copy.initialTravelEstimates = initialTravelEstimates
        copy.dashboardSymbolImage = dashboardSymbolImage
        copy.dashboardJunctionImage = dashboardJunctionImage
        copy.dashboardInstructionVariants = dashboardInstructionVariants
        copy.dashboardAttributedInstructionVariants = dashboardAttributedInstructionVariants
        copy.notificationSymbolImage = notificationSymbolImage
        copy.notificationInstructionVariants = notificationInstructionVariants
        copy.notificationAttributedInstructionVariants = notificationAttributedInstructionVariants
        copy._maneuverType = _maneuverType
        copy.roadFollowingManeuverVariants = roadFollowingManeuverVariants
        copy._trafficSide = _trafficSide
        copy._junctionType = _junctionType
        copy.junctionExitAngle = junctionExitAngle
        copy.junctionElementAngles = junctionElementAngles
        copy._linkedLaneGuidance = _linkedLaneGuidance
        copy.highwayExitLabel = highwayExitLabel
        return copy
    }

    // MARK: NSSecureCoding

    /// Maneuvers support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives every value, attributed variants with the images of their text attachments; `userInfo` only when
    /// it is a property-list value.
    open func encode(with coder: NSCoder) {
        coder.encode(_symbolSet, forKey: "symbolSet")
        coder.encodeColor(cardBackgroundColor, forKey: "cardBackgroundColor")
        coder.encodeImage(symbolImage, forKey: "symbolImage")
        coder.encodeImage(junctionImage, forKey: "junctionImage")
        coder.encodeStrings(instructionVariants, forKey: "instructionVariants")
        coder.encodeAttributedStringsWithAttachments(
            attributedInstructionVariants, forKey: "attributedInstructionVariants")
        coder.encodeUserInfo(userInfo, forKey: "userInfo")
        coder.encode(initialTravelEstimates, forKey: "initialTravelEstimates")
        coder.encodeImage(dashboardSymbolImage, forKey: "dashboardSymbolImage")
        coder.encodeImage(dashboardJunctionImage, forKey: "dashboardJunctionImage")
        coder.encodeStrings(dashboardInstructionVariants, forKey: "dashboardInstructionVariants")
        coder.encodeAttributedStringsWithAttachments(
            dashboardAttributedInstructionVariants, forKey: "dashboardAttributedInstructionVariants")
        coder.encodeImage(notificationSymbolImage, forKey: "notificationSymbolImage")
        coder.encodeStrings(notificationInstructionVariants, forKey: "notificationInstructionVariants")
        coder.encodeAttributedStringsWithAttachments(
            notificationAttributedInstructionVariants, forKey: "notificationAttributedInstructionVariants")
        coder.encode(Int(_maneuverType.rawValue), forKey: "maneuverType")
        coder.encodeStrings(roadFollowingManeuverVariants, forKey: "roadFollowingManeuverVariants")
        coder.encode(Int(_trafficSide.rawValue), forKey: "trafficSide")
        coder.encode(Int(_junctionType.rawValue), forKey: "junctionType")
        coder.encodeAngle(junctionExitAngle, forKey: "junctionExitAngle")
        coder.encodeAngles(junctionElementAngles.map(Array.init), forKey: "junctionElementAngles")
        coder.encode(_linkedLaneGuidance, forKey: "linkedLaneGuidance")
        coder.encode(highwayExitLabel, forKey: "highwayExitLabel")
    }

    /// Decodes a maneuver that `encode(with:)` archived: a new maneuver; nil for an unknown maneuver type, traffic
    /// side or junction type.
    public required init?(coder: NSCoder) {
        guard let maneuverType = CPManeuverType(rawValue: UInt(clamping: coder.decodeInteger(forKey: "maneuverType"))),
            let trafficSide = CPTrafficSide(rawValue: UInt(clamping: coder.decodeInteger(forKey: "trafficSide"))),
            let junctionType = CPJunctionType(rawValue: UInt(clamping: coder.decodeInteger(forKey: "junctionType")))
        else { return nil }
        _symbolSet = coder.decodeIfPresent(CPImageSet.self, forKey: "symbolSet")
        cardBackgroundColor = coder.decodeColor(forKey: "cardBackgroundColor")
        symbolImage = coder.decodeImage(forKey: "symbolImage")
        junctionImage = coder.decodeImage(forKey: "junctionImage")
        instructionVariants = coder.decodeStrings(forKey: "instructionVariants") ?? []
        attributedInstructionVariants =
            coder.decodeAttributedStringsWithAttachments(forKey: "attributedInstructionVariants") ?? []
        userInfo = coder.decodeUserInfo(forKey: "userInfo")
        initialTravelEstimates = coder.decodeIfPresent(CPTravelEstimates.self, forKey: "initialTravelEstimates")
        dashboardSymbolImage = coder.decodeImage(forKey: "dashboardSymbolImage")
        dashboardJunctionImage = coder.decodeImage(forKey: "dashboardJunctionImage")
        dashboardInstructionVariants = coder.decodeStrings(forKey: "dashboardInstructionVariants") ?? []
        dashboardAttributedInstructionVariants =
            coder.decodeAttributedStringsWithAttachments(forKey: "dashboardAttributedInstructionVariants") ?? []
        notificationSymbolImage = coder.decodeImage(forKey: "notificationSymbolImage")
        notificationInstructionVariants = coder.decodeStrings(forKey: "notificationInstructionVariants") ?? []
        notificationAttributedInstructionVariants =
            coder.decodeAttributedStringsWithAttachments(forKey: "notificationAttributedInstructionVariants") ?? []
        _maneuverType = maneuverType
        roadFollowingManeuverVariants = coder.decodeStrings(forKey: "roadFollowingManeuverVariants")
        _trafficSide = trafficSide
        _junctionType = junctionType
        junctionExitAngle = coder.decodeAngle(forKey: "junctionExitAngle")
        junctionElementAngles = coder.decodeAngles(forKey: "junctionElementAngles").map(Set.init)
        _linkedLaneGuidance = coder.decodeIfPresent(CPLaneGuidance.self, forKey: "linkedLaneGuidance")
        highwayExitLabel = coder.decodeString(forKey: "highwayExitLabel") ?? ""
        super.init()
    }

    open override var description: String {
        "<CPManeuver: \(cpAddress(of: self))> instructionVariants: \(instructionVariants), "
            + "maneuverType: \(_maneuverType.rawValue), junctionType: \(_junctionType.rawValue), "
            + "trafficSide: \(_trafficSide.rawValue)"
    }
}
