import Foundation
import Testing

@testable import Music

/// Issue 20: apps run in the car's process, so Music writes any duration it is given without trapping.
@MainActor @Suite struct HostileNumbersTests {
    @Test func durationsThatAreNotTimesReadAsDashes() {
        #expect(MusicSceneDelegate.formatDuration(214) == "3:34")
        #expect(MusicSceneDelegate.formatDuration(3723) == "1:02:03")
        for seconds in [1e308, .infinity, -.infinity, .nan, -1, Double(Int.max)] {
            #expect(MusicSceneDelegate.formatDuration(seconds) == "--:--")
        }
    }
}
