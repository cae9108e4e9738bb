import Expectations
import Foundation
import Testing
import CarPlay

@Suite struct CMTimeTests {
    @Test func constructionAndSeconds() {
        let half = CMTimeMake(value: 1, timescale: 2)
        expectEqual(half.seconds, 0.5)
        expectEqual(CMTimeGetSeconds(half), 0.5)
        expectTrue(half.isValid && half.isNumeric && !half.isIndefinite)
        expectEqual(half.flags, .valid)
        expectEqual(CMTime.zero.seconds, 0)
        expectTrue(CMTime.invalid.seconds.isNaN)
        expectTrue(CMTime.indefinite.seconds.isNaN)
        expectEqual(CMTime.positiveInfinity.seconds, .infinity)
        expectTrue(!CMTime.invalid.isValid)
        expectTrue(CMTime.indefinite.isIndefinite && !CMTime.indefinite.isNumeric)
        expectTrue(!CMTime(value: 1, timescale: 0).isValid)
        expectTrue(CMTimeFlags.indefinite.rawValue == 16 && CMTimeFlags.hasBeenRounded.rawValue == 2)
    }

    @Test func secondsAreRoundedToTheTimescale() {
        let t = CMTimeMakeWithSeconds(1.25, preferredTimescale: 600)
        expectTrue(t.value == 750 && t.timescale == 600)
        expectTrue(!t.flags.contains(.hasBeenRounded))
        let r = CMTime(seconds: 0.3333, preferredTimescale: 10)
        expectTrue(r.value == 3 && r.flags.contains(.hasBeenRounded))
        expectTrue(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
        expectEqual(CMTime(seconds: -.infinity, preferredTimescale: 600), .negativeInfinity)
        // Too large for the timescale: the timescale shrinks instead of overflowing.
        let huge = CMTime(seconds: 1e17, preferredTimescale: 1_000_000_000)
        expectTrue(huge.isNumeric && huge.timescale < 1_000_000_000)
        expectTrue(abs(huge.seconds - 1e17) / 1e17 < 1e-9)
    }

    @Test func comparisonFollowsCMTimeCompare() {
        expectEqual(CMTimeMake(value: 1, timescale: 2), CMTimeMake(value: 300, timescale: 600))
        expectLess(CMTimeMake(value: 1, timescale: 3), CMTimeMake(value: 1, timescale: 2))
        expectLess(CMTimeMake(value: -5, timescale: 1), .zero)
        expectLess(CMTime.negativeInfinity, CMTimeMake(value: Int64.min, timescale: 1))
        expectLess(CMTimeMake(value: Int64.max, timescale: 1), .indefinite)
        expectLess(CMTime.indefinite, .positiveInfinity)
        expectLess(CMTime.positiveInfinity, .invalid)
        expectEqual(CMTime.invalid, CMTime(value: 5, timescale: 7, flags: [], epoch: 3))
        expectEqual(CMTimeCompare(.zero, CMTimeMake(value: 1, timescale: 1)), -1)
        // Exact across timescales even where a Double would lose precision.
        let big = CMTimeMake(value: Int64.max - 1, timescale: 1_000_000_000)
        let bigger = CMTimeMake(value: Int64.max, timescale: 1_000_000_000)
        expectLess(big, bigger)
        // The epoch orders first.
        expectLess(
            CMTime(value: 100, timescale: 1, flags: .valid, epoch: 0),
            CMTime(value: 1, timescale: 1, flags: .valid, epoch: 1))
        let set: Set<CMTime> = [
            CMTimeMake(value: 1, timescale: 2), CMTimeMake(value: 2, timescale: 4), .zero,
            CMTimeMake(value: 0, timescale: 7),
        ]
        expectEqual(set.count, 2)
    }

    @Test func arithmetic() {
        let sum = CMTimeMake(value: 1, timescale: 2) + CMTimeMake(value: 1, timescale: 3)
        expectTrue(sum.value == 5 && sum.timescale == 6)
        let difference = CMTimeMake(value: 3, timescale: 4) - CMTimeMake(value: 1, timescale: 4)
        expectEqual(difference, CMTimeMake(value: 1, timescale: 2))
        expectEqual(difference.timescale, 4)
        var t = CMTime.zero
        t += CMTimeMake(value: 3, timescale: 1)
        t -= CMTimeMake(value: 1, timescale: 1)
        expectEqual(t.seconds, 2)
        expectTrue(!(CMTime.invalid + .zero).isValid)
        expectTrue(!(CMTime.positiveInfinity + .negativeInfinity).isValid)
        expectEqual((CMTime.positiveInfinity - .positiveInfinity).isValid, false)
        expectEqual(CMTime.positiveInfinity + .indefinite, .positiveInfinity)
        expectEqual(CMTime.zero - .positiveInfinity, .negativeInfinity)
        expectTrue((CMTime.indefinite + CMTimeMake(value: 1, timescale: 1)).isIndefinite)
        // Overflowing exact arithmetic still gives the right magnitude, marked rounded.
        let a = CMTimeMake(value: Int64.max / 2, timescale: 999_999_937)
        let b = CMTimeMake(value: Int64.max / 2, timescale: 999_999_929)
        let c = a + b
        expectTrue(c.isNumeric && c.flags.contains(.hasBeenRounded))
        expectTrue(abs(c.seconds - (a.seconds + b.seconds)) / c.seconds < 1e-6)
    }

    @Test func codableRoundTrip() throws {
        let times = [CMTimeMake(value: 7, timescale: 30), .invalid, .indefinite, .positiveInfinity]
        let data = try JSONEncoder().encode(times)
        expectTrue(String(decoding: data, as: UTF8.self).hasPrefix("[[7,30,1,0]"))
        let decoded = try JSONDecoder().decode([CMTime].self, from: data)
        expectEqual(decoded.map(\.flags), times.map(\.flags))
        expectEqual(decoded[0], times[0])
    }
}
