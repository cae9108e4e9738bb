import Foundation

/// The clock of a sporting event shown in Now Playing sports mode: it counts up from an elapsed time or down from
/// a remaining time, and may be paused.
@preconcurrency @MainActor
@available(iOS 18.4, *)
open class CPNowPlayingSportsClock: NSObject, @preconcurrency NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a clock that counts up from an elapsed time.
    public init(elapsedTime: TimeInterval, paused: Bool) {
        self._timeValue = elapsedTime
        self._isPaused = paused
        self._countsUp = true
        super.init()
    }

    /// Creates a clock that counts down from a remaining time.
    public init(timeRemaining: TimeInterval, paused: Bool) {
        self._timeValue = timeRemaining
        self._isPaused = paused
        self._countsUp = false
        super.init()
    }

    // MARK: NSSecureCoding

    /// Clocks support secure coding.
    nonisolated open class var supportsSecureCoding: Bool { true }

    /// Archives the time value, paused state and direction.
    open func encode(with coder: NSCoder) {
        coder.encode(timeValue, forKey: "timeValue")
        coder.encode(isPaused, forKey: "paused")
        coder.encode(countsUp, forKey: "countsUp")
    }

    /// Decodes a clock that `encode(with:)` archived: a new clock.
    public required init?(coder: NSCoder) {
        self._timeValue = coder.decodeDouble(forKey: "timeValue")
        self._isPaused = coder.decodeBool(forKey: "paused")
        self._countsUp = coder.decodeBool(forKey: "countsUp")
        super.init()
    }

    /// The elapsed time (counting up) or the time remaining (counting down), in seconds.
    open var timeValue: TimeInterval { _timeValue }
    private let _timeValue: TimeInterval

    /// Whether the clock is stopped.
    open var isPaused: Bool { _isPaused }
    private let _isPaused: Bool

    /// Whether the clock counts up (elapsed time) rather than down (time remaining).
    open var countsUp: Bool { _countsUp }
    private let _countsUp: Bool

    nonisolated open override var description: String {
        "<CPNowPlayingSportsClock: \(cpAddress(of: self))> timeValue: \(_timeValue), paused: \(_isPaused ? 1 : 0), "
            + "countsUp: \(_countsUp ? 1 : 0)"
    }
}
