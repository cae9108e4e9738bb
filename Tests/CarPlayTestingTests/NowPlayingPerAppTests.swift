import CarPlay
import CarPlayTesting
import Foundation
import Expectations
import Testing

/// `CPNowPlayingTemplate.shared` is one per app: two cars hosting apps in one process (parallel tests) do not share
/// buttons, modes or observers.
@MainActor @Suite struct NowPlayingPerAppTests {
    @Test func eachHostedAppHasItsOwnSharedTemplate() {
        let first = TestCar(category: .audio)
        first.connect(RootSceneDelegate { CPListTemplate(title: "One", sections: []) })
        let second = TestCar(category: .audio)
        second.connect(RootSceneDelegate { CPListTemplate(title: "Two", sections: []) })
        let one = first.run { CPNowPlayingTemplate.shared }
        let two = second.run { CPNowPlayingTemplate.shared }
        expectTrue(one !== two)
        expectTrue(first.run { CPNowPlayingTemplate.shared } === one)
        first.run { CPNowPlayingTemplate.shared.updateNowPlayingButtons([CPNowPlayingShuffleButton()]) }
        expectTrue(second.run { CPNowPlayingTemplate.shared.nowPlayingButtons.isEmpty })
        // Code no car hosts gets the process's template.
        expectTrue(CPNowPlayingTemplate.shared !== one && CPNowPlayingTemplate.shared !== two)
        expectTrue(CPNowPlayingTemplate.shared === CPNowPlayingTemplate.shared)
    }
}
