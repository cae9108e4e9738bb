#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The numerator of a `CMTime`.
public typealias CMTimeValue = Int64
/// The denominator of a `CMTime` (units per second).
public typealias CMTimeScale = Int32
/// Distinguishes otherwise identical times (for example, loop iterations).
public typealias CMTimeEpoch = Int64

/// A rational time value: `value / timescale` seconds, with flags for invalid, indefinite and infinite times.
///
/// Equality, ordering and arithmetic follow CoreMedia (`CMTimeCompare`, `CMTimeAdd`, `CMTimeSubtract`): `1/2` equals
/// `2/4`; negative infinity < numeric times < indefinite < positive infinity < invalid.
public struct CMTime: Sendable {
    /// The value (numerator).
    public var value: CMTimeValue
    /// The timescale (denominator, units per second).
    public var timescale: CMTimeScale
    /// The flags.
    public var flags: CMTimeFlags
    /// The epoch.
    public var epoch: CMTimeEpoch

    /// Creates a time from all of its fields.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// Creates a valid time `value / timescale`; a timescale of zero or less gives an invalid time.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        if timescale > 0 {
            self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
        } else {
            self = .invalid
        }
    }

    /// Creates a time from seconds, rounded to the timescale. NaN gives an invalid time, ±infinity the infinite times;
    /// when the value would overflow, the timescale is halved until it fits (the time is then marked rounded).
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard !seconds.isNaN, preferredTimescale > 0 else {
            self = .invalid
            return
        }
        if seconds.isInfinite {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
            return
        }
        var timescale = preferredTimescale
        var exact = seconds * Double(timescale)
        while abs(exact.rounded()) >= 9.2e18, timescale > 1 {
            timescale /= 2
            exact = seconds * Double(timescale)
        }
        guard abs(exact.rounded()) < 9.2e18 else {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
            return
        }
        let rounded = exact.rounded()
        var flags: CMTimeFlags = .valid
        if rounded != exact || timescale != preferredTimescale { flags.insert(.hasBeenRounded) }
        self.init(value: CMTimeValue(rounded), timescale: timescale, flags: flags, epoch: 0)
    }

    /// 0 seconds.
    public static let zero = CMTime(value: 0, timescale: 1, flags: .valid, epoch: 0)
    /// An invalid time (all fields zero).
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// An indefinite (unknown) time.
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Positive infinity.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Negative infinity.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// Whether the time is valid.
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether the time is indefinite.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// Whether the time is positive infinity.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether the time is negative infinity.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether the time is valid and finite (neither indefinite nor infinite).
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
    /// Whether the time has been rounded.
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// The time in seconds: NaN for invalid and indefinite times, ±infinity for the infinite ones.
    public var seconds: Double {
        if !isValid || isIndefinite { return .nan }
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard timescale != 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// The category used for ordering non-numeric times.
    private var rank: Int {
        if !isValid { return 4 }
        if isPositiveInfinity { return 3 }
        if isIndefinite { return 2 }
        if isNegativeInfinity { return 0 }
        return 1
    }

    /// `CMTimeCompare`: -1, 0 or 1.
    static func compare(_ lhs: CMTime, _ rhs: CMTime) -> Int32 {
        let (l, r) = (lhs.rank, rhs.rank)
        if l != r { return l < r ? -1 : 1 }
        guard l == 1 else { return 0 }
        if lhs.epoch != rhs.epoch { return lhs.epoch < rhs.epoch ? -1 : 1 }
        // Compare lhs.value / lhs.timescale with rhs.value / rhs.timescale exactly (cross-multiplying in 128 bits).
        let a = lhs.value.multipliedFullWidth(by: Int64(rhs.timescale))
        let b = rhs.value.multipliedFullWidth(by: Int64(lhs.timescale))
        if a.high != b.high { return a.high < b.high ? -1 : 1 }
        if a.low != b.low { return a.low < b.low ? -1 : 1 }
        return 0
    }

    /// The fraction in lowest terms, for hashing equal times equally.
    private var reduced: (value: Int64, timescale: Int64) {
        func gcd(_ a: Int64, _ b: Int64) -> Int64 {
            var (a, b) = (a.magnitude, b.magnitude)
            while b != 0 { (a, b) = (b, a % b) }
            return Int64(a)
        }
        guard timescale > 0 else { return (value.signum(), 0) }
        let divisor = max(gcd(value, Int64(timescale)), 1)
        return (value / divisor, Int64(timescale) / divisor)
    }

    /// Numeric result of `value1/ts1 ± value2/ts2`, or nil when it can't be represented exactly in 64 bits.
    private static func exactSum(_ lhs: CMTime, _ rhs: CMTime, negate: Bool) -> CMTime? {
        func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }
        let ts1 = Int64(lhs.timescale)
        let ts2 = Int64(rhs.timescale)
        let lcm = ts1 / gcd(ts1, ts2) * ts2
        guard lcm <= Int64(Int32.max) else { return nil }
        let (v1, o1) = lhs.value.multipliedReportingOverflow(by: lcm / ts1)
        let (v2, o2) = rhs.value.multipliedReportingOverflow(by: lcm / ts2)
        guard !o1, !o2 else { return nil }
        let (sum, o3) = negate ? v1.subtractingReportingOverflow(v2) : v1.addingReportingOverflow(v2)
        guard !o3 else { return nil }
        let flags: CMTimeFlags =
            lhs.flags.union(rhs.flags).contains(.hasBeenRounded) ? [.valid, .hasBeenRounded] : .valid
        return CMTime(value: sum, timescale: CMTimeScale(lcm), flags: flags, epoch: lhs.epoch)
    }

    /// `CMTimeAdd` / `CMTimeSubtract`.
    static func combine(_ lhs: CMTime, _ rhs: CMTime, negate: Bool) -> CMTime {
        guard lhs.isValid, rhs.isValid else { return .invalid }
        let rhsPositive = negate ? rhs.isNegativeInfinity : rhs.isPositiveInfinity
        let rhsNegative = negate ? rhs.isPositiveInfinity : rhs.isNegativeInfinity
        if (lhs.isPositiveInfinity && rhsNegative) || (lhs.isNegativeInfinity && rhsPositive) { return .invalid }
        if lhs.isPositiveInfinity || rhsPositive { return .positiveInfinity }
        if lhs.isNegativeInfinity || rhsNegative { return .negativeInfinity }
        if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
        guard lhs.epoch == rhs.epoch, lhs.timescale > 0, rhs.timescale > 0 else { return .invalid }
        if let exact = exactSum(lhs, rhs, negate: negate) { return exact }
        // Not representable exactly: fall back to the finest timescale that fits, rounded.
        let seconds = negate ? lhs.seconds - rhs.seconds : lhs.seconds + rhs.seconds
        var result = CMTime(seconds: seconds, preferredTimescale: max(lhs.timescale, rhs.timescale))
        if result.isNumeric {
            result.flags.insert(.hasBeenRounded)
            result.epoch = lhs.epoch
        }
        return result
    }
}

extension CMTime: Equatable, Comparable, Hashable {
    /// Equal when `CMTimeCompare` returns 0.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) == 0 }

    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { compare(lhs, rhs) < 0 }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        if rank == 1 {
            let fraction = reduced
            hasher.combine(epoch)
            hasher.combine(fraction.value)
            hasher.combine(fraction.timescale)
        }
    }

    /// `CMTimeAdd`.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { combine(lhs, rhs, negate: false) }
    /// `CMTimeSubtract`.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { combine(lhs, rhs, negate: true) }
    public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = lhs + rhs }
    public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = lhs - rhs }
}

extension CMTime: Codable {
    /// Decodes `[value, timescale, flags, epoch]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        value = try container.decode(CMTimeValue.self)
        timescale = try container.decode(CMTimeScale.self)
        flags = CMTimeFlags(rawValue: try container.decode(UInt32.self))
        epoch = try container.decode(CMTimeEpoch.self)
    }

    /// Encodes `[value, timescale, flags, epoch]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(value)
        try container.encode(timescale)
        try container.encode(flags.rawValue)
        try container.encode(epoch)
    }
}

extension CMTime: CustomStringConvertible {
    /// Like `CMTimeCopyDescription`: `{1/2 = 0.500}`, `{INVALID}`, `{INDEFINITE}`, `{+INFINITY}`, `{-INFINITY}`.
    public var description: String {
        if !isValid { return "{INVALID}" }
        if isIndefinite { return "{INDEFINITE}" }
        if isPositiveInfinity { return "{+INFINITY}" }
        if isNegativeInfinity { return "{-INFINITY}" }
        let rounded = flags.contains(.hasBeenRounded) ? "~" : ""
        return "{\(value)/\(timescale) = \(String(format: "%.3f", seconds))\(rounded)}"
    }
}

/// Makes a valid time with a value and timescale (epoch 0).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
    CMTime(value: value, timescale: timescale)
}

/// Makes a time from seconds and a preferred timescale.
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds (NaN for invalid and indefinite times).
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 {
    time.seconds
}

/// Compares two times: -1, 0 or 1.
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
    CMTime.compare(time1, time2)
}

/// The sum of two times.
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    lhs + rhs
}

/// The difference of two times.
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
    lhs - rhs
}
#endif
