import Foundation

/// The clock of a sporting event shown in Now Playing sports mode: it counts up from an elapsed time or down from
/// a remaining time, and may be paused.
@MainActor
@available(iOS 18.4, *)
open class CPNowPlayingSportsClock: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a clock that counts up from an elapsed time.
    public init(elapsedTime: TimeInterval, paused: Bool) {
        self.timeValue = elapsedTime
        self.isPaused = paused
        self.countsUp = true
        super.init()
    }

    /// Creates a clock that counts down from a remaining time.
    public init(timeRemaining: TimeInterval, paused: Bool) {
        self.timeValue = timeRemaining
        self.isPaused = paused
        self.countsUp = false
        super.init()
    }

    /// The elapsed time (counting up) or the time remaining (counting down), in seconds.
    public let timeValue: TimeInterval

    /// Whether the clock is stopped.
    public let isPaused: Bool

    /// Whether the clock counts up (elapsed time) rather than down (time remaining).
    public let countsUp: Bool

    nonisolated open override var description: String {
        "<CPNowPlayingSportsClock: \(cpAddress(of: self))> timeValue: \(timeValue), paused: \(isPaused ? 1 : 0), "
            + "countsUp: \(countsUp ? 1 : 0)"
    }
}
