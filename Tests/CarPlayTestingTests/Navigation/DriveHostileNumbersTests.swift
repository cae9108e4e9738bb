@testable import Drive
import Expectations
import Foundation
import Testing

/// Issue 20: apps run in the car's process, so Drive writes any number the car or a server gives it without
/// trapping.
@MainActor @Suite struct DriveHostileNumbersTests {
    @Test func driveWritesAbsurdNumbersWithoutTrapping() {
        for locale in ["en_US", "en_GB", "fr_FR"] {
            let format = DriveFormat(locale: Locale(identifier: locale))
            for value in [1e308, .infinity, -.infinity, .nan, -1, Double(Int.max), 9.3e18 * 60] {
                expectEqual(format.duration(value), "--")
                expectEqual(format.distance(value), "--")
                expectEqual(format.spokenDistance(value), "")
            }
            expectEqual(format.duration(5 * 86_400), "120 h")
        }
        expectEqual(DriveFormat(locale: Locale(identifier: "en_IE")).distance(999_999_000), "999,999 km")
    }
}
