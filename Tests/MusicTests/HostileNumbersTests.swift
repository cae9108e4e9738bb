import Expectations
import Foundation
import Testing

@testable import Music

/// Issue 20: apps run in the car's process, so Music writes any duration it is given without trapping.
@MainActor @Suite struct HostileNumbersTests {
    @Test func durationsThatAreNotTimesReadAsDashes() {
        expectEqual(MusicSceneDelegate.formatDuration(214), "3:34")
        expectEqual(MusicSceneDelegate.formatDuration(3723), "1:02:03")
        for seconds in [1e308, .infinity, -.infinity, .nan, -1, Double(Int.max)] {
            expectEqual(MusicSceneDelegate.formatDuration(seconds), "--:--")
        }
    }
}
