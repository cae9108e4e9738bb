import Foundation

/// The simulator's clock for the car: the clock it was given, run `factor` times as fast from the moment the factor
/// was last set. At factor 1 it reads exactly the clock it wraps, so a car that never changes speed keeps its time;
/// changing the factor never makes the car's time jump or go back.
public final class SimulatorClock: @unchecked Sendable {
    private let lock = NSLock()
    private let base: @Sendable () -> Date
    /// The base clock's reading and the car's time when the factor was last set.
    private var baseAnchor: Date
    private var carAnchor: Date
    private var storedFactor: Double = 1

    public init(base: @escaping @Sendable () -> Date) {
        self.base = base
        let now = base()
        baseAnchor = now
        carAnchor = now
    }

    /// How many car seconds pass per second of the base clock.
    public var factor: Double {
        lock.withLock { storedFactor }
    }

    /// Runs the car's time `factor` times as fast from now on; a factor that is not a positive finite number is
    /// ignored.
    public func setFactor(_ factor: Double) {
        guard factor.isFinite, factor > 0 else { return }
        let now = base()
        lock.withLock {
            carAnchor = reading(at: now)
            baseAnchor = now
            storedFactor = factor
        }
    }

    /// The car's time now.
    public func now() -> Date {
        let now = base()
        return lock.withLock { reading(at: now) }
    }

    /// The car's time when the base clock reads `now` (the lock held).
    private func reading(at now: Date) -> Date {
        if storedFactor == 1, baseAnchor == carAnchor { return now }
        return carAnchor.addingTimeInterval(now.timeIntervalSince(baseAnchor) * storedFactor)
    }
}
