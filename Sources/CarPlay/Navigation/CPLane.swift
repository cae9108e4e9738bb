import Foundation

/// One lane of a lane guidance: the directions its arrows point in, which of them is highlighted, and how suitable
/// the lane is (iOS 17.4; the angle initialisers arrived in iOS 18).
///
/// The 17.4 members (`primaryAngle`, `secondaryAngles`, the `status` setter) and the 18.0 ones (`highlightedAngle`,
/// `angles`) are two views of the same values: `primaryAngle` is the highlighted angle and `secondaryAngles` are the
/// other angles. Apple's rules, which the car relies on and the framework does not enforce: the highlighted angle is
/// not also in `angles`, and a `.notGood` lane has no highlighted angle.
@available(iOS 17.4, *)
open class CPLane: NSObject, NSCopying, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a lane with status `.notGood`, no highlighted angle and no angles (deprecated in iOS 18).
    @available(
        iOS, introduced: 17.4, deprecated: 18.0,
        message: "-[CPLane initWithAngles:] or -[CPLane initWithHighlightedAngle:angles:isPreferred:]"
    )
    public override init() {
        super.init()
    }

    /// Creates a lane that does not lead to the maneuver: status `.notGood`, no highlighted angle (iOS 18).
    @available(iOS 18.0, *)
    public init(angles: [Measurement<UnitAngle>]) {
        self._angles = angles
        super.init()
    }

    /// Creates a lane that leads to the maneuver, with its highlighted arrow: status `.preferred` when `preferred`
    /// is true, `.good` otherwise (iOS 18). `highlightedAngle` must not also be in `angles`.
    @available(iOS 18.0, *)
    public init(angles: [Measurement<UnitAngle>], highlightedAngle: Measurement<UnitAngle>, isPreferred preferred: Bool)
    {
        self._angles = angles
        self._highlightedAngle = highlightedAngle
        self._status = preferred ? .preferred : .good
        super.init()
    }

    // MARK: Status and angles

    /// How suitable the lane is for the maneuver (default `.notGood`). Setting it is deprecated in iOS 18: create
    /// the lane with the initialiser that gives its status.
    open var status: CPLaneStatus {
        get { _status }
        @available(
            iOS, introduced: 17.4, deprecated: 18.0,
            message:
                "Use -[CPLane initWithAngles:] to create a CPLane with CPLaneStatusNotGood, use -[CPLane initAngles:highlightedAngle:isPreferred:] to create a CPLane with status CPLaneStatusGood or CPLaneStatusPreferred"
        )
        set {
            _status = newValue
            notifyHostOfChange()
        }
    }
    private var _status: CPLaneStatus = .notGood

    /// The angle highlighted when the lane is good or preferred (deprecated in iOS 18: read `highlightedAngle`).
    /// It must not also be in `secondaryAngles`. Decision: a lane without one reads 0° (Objective-C returns nil
    /// through this non-optional property).
    @available(
        iOS, introduced: 17.4, deprecated: 18.0,
        message:
            "Use highlightedAngle to get value, use -[CPLane initAngles:highlightedAngle:isPreferred:] to create a CPLane with highlightedAngle set"
    )
    open var primaryAngle: Measurement<UnitAngle> {
        get { _highlightedAngle ?? Measurement(value: 0, unit: .degrees) }
        set {
            _highlightedAngle = newValue
            notifyHostOfChange()
        }
    }

    /// The lane's other angles (deprecated in iOS 18: read `angles`).
    @available(
        iOS, introduced: 17.4, deprecated: 18.0,
        message:
            "Use angles to get value, Use -[CPLane initWithAngles:] or -[CPLane initAngles:highlightedAngle:isPreferred:] to create a CPLane with angles"
    )
    open var secondaryAngles: [Measurement<UnitAngle>] {
        get { _angles }
        set {
            _angles = newValue
            notifyHostOfChange()
        }
    }

    /// The angle drawn highlighted, if any (iOS 18). Not also in `angles`; nil for a `.notGood` lane.
    @available(iOS 18.0, *)
    open var highlightedAngle: Measurement<UnitAngle>? { _highlightedAngle }
    private var _highlightedAngle: Measurement<UnitAngle>?

    /// The lane's other angles, not including `highlightedAngle` (iOS 18).
    @available(iOS 18.0, *)
    open var angles: [Measurement<UnitAngle>] { _angles }
    private var _angles: [Measurement<UnitAngle>] = []

    // MARK: NSCopying

    /// Returns a new lane with the same status and angles.
    open func copy(with zone: NSZone? = nil) -> Any {
        CPLane(copying: self)
    }

    /// A lane equal to `source`, for `copy(with:)`.
    private init(copying source: CPLane) {
        self._status = source._status
        self._highlightedAngle = source._highlightedAngle
        self._angles = source._angles
        super.init()
    }

    // MARK: NSSecureCoding

    /// Lanes support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the status and the angles.
    open func encode(with coder: NSCoder) {
        coder.encode(_status.rawValue, forKey: "status")
        coder.encodeAngle(_highlightedAngle, forKey: "highlightedAngle")
        coder.encodeAngles(_angles, forKey: "angles")
    }

    /// Decodes a lane that `encode(with:)` archived; nil for an unknown status.
    public required init?(coder: NSCoder) {
        guard let status = CPLaneStatus(rawValue: coder.decodeInteger(forKey: "status")) else { return nil }
        self._status = status
        self._highlightedAngle = coder.decodeAngle(forKey: "highlightedAngle")
        self._angles = coder.decodeAngles(forKey: "angles") ?? []
        super.init()
    }

    open override var description: String {
        "<CPLane: \(cpAddress(of: self))> status: \(_status.rawValue), highlightedAngle: \(cpDescribe(_highlightedAngle)), "
            + "angles: \(_angles)"
    }
}
