import Foundation

/// The distance and time remaining to a maneuver or to a trip's destination.
///
/// A negative distance or time shows as "--" (unknown, for example while rerouting or offline); zero is a real value
/// (imminent arrival).
open class CPTravelEstimates: NSObject, NSSecureCoding {
    /// Creates estimates whose displayed distance is the distance remaining.
    public init(distanceRemaining distance: Measurement<UnitLength>, timeRemaining time: TimeInterval) {
        self._distanceRemaining = distance
        self._distanceRemainingToDisplay = distance
        self._timeRemaining = time
        super.init()
    }

    /// Creates estimates with a distance to display that differs from the distance remaining (iOS 17.4), such as
    /// a rounded value; the car's metadata receives both.
    @available(iOS 17.4, *)
    public init(
        distanceRemaining: Measurement<UnitLength>, distanceRemainingToDisplay: Measurement<UnitLength>,
        timeRemaining time: TimeInterval
    ) {
        self._distanceRemaining = distanceRemaining
        self._distanceRemainingToDisplay = distanceRemainingToDisplay
        self._timeRemaining = time
        super.init()
    }

    // MARK: NSSecureCoding

    /// Travel estimates support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives both distances and the time.
    open func encode(with coder: NSCoder) {
        coder.encodeLength(distanceRemaining, forKey: "distanceRemaining")
        coder.encodeLength(distanceRemainingToDisplay, forKey: "distanceRemainingToDisplay")
        coder.encode(timeRemaining, forKey: "timeRemaining")
    }

    /// Decodes estimates that `encode(with:)` archived; the displayed distance falls back to the distance remaining.
    public required init?(coder: NSCoder) {
        guard let distance = coder.decodeLength(forKey: "distanceRemaining") else { return nil }
        self._distanceRemaining = distance
        self._distanceRemainingToDisplay = coder.decodeLength(forKey: "distanceRemainingToDisplay") ?? distance
        self._timeRemaining = coder.decodeDouble(forKey: "timeRemaining")
        super.init()
    }

    /// The distance remaining; negative when unknown.
    open var distanceRemaining: Measurement<UnitLength> { _distanceRemaining }
    private let _distanceRemaining: Measurement<UnitLength>

    /// The distance to show (iOS 17.4); the distance remaining unless the app gave another.
    @available(iOS 17.4, *)
    open var distanceRemainingToDisplay: Measurement<UnitLength> { _distanceRemainingToDisplay }
    private let _distanceRemainingToDisplay: Measurement<UnitLength>

    /// The time remaining in seconds; negative when unknown.
    open var timeRemaining: TimeInterval { _timeRemaining }
    private let _timeRemaining: TimeInterval

    open override var description: String {
        "<CPTravelEstimates: \(cpAddress(of: self))> distanceRemaining: \(distanceRemaining), "
            + "distanceRemainingToDisplay: \(distanceRemainingToDisplay), timeRemaining: \(timeRemaining)"
    }
}
